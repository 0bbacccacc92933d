// Types for size-budgets.mjs, so the TypeScript tests (web/build) can import it.
import type { SizeBudget } from './size-gate.mjs';

export const ROUTE_BUDGETS: Record<string, SizeBudget>;
