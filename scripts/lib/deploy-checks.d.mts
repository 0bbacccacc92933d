// Types for deploy-checks.mjs, so the TypeScript tests (web/build) can import it.

/** Why `projectId` can't be deployed to, or undefined. */
export function projectProblem(projectId: string | undefined): string | undefined;

/** Why the web build in `outDir` must not be deployed to `projectId`; empty when it may. */
export function webBuildProblems(outDir: string, projectId: string): string[];
