import { configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';

// findBy…/waitFor give up after a second by default: on a loaded two-core
// machine (npm test runs its suites side by side) a page that waits on the
// emulators can take longer than that to show what it fetched, so a test
// would fail for the machine's sake. What they wait for is unchanged.
configure({ asyncUtilTimeout: 20_000 });
