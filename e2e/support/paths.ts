import { resolve } from 'node:path';

/** Screenshots of failed journeys; .ci/run prints this folder when it has any. */
export const failureDir = resolve(import.meta.dirname, '..', '..', 'artifacts', 'e2e-failures');
