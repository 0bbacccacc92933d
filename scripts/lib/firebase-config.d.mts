// Types for firebase-config.mjs, so the TypeScript tests (web/build) can import it.

export type HeaderEntry = ({ source: string } | { regex: string }) & {
  headers: { key: string; value: string }[];
};
export type BuildHeaders = {
  build: { mode: string; projectId: string; emulators: string[] };
  entries: HeaderEntry[];
  rewrites: Record<string, unknown>[];
};
export type FirebaseConfig = {
  hosting: {
    public: string;
    headers?: HeaderEntry[];
    rewrites?: Record<string, unknown>[];
  } & Record<string, unknown>;
} & Record<string, unknown>;

export const root: string;
export const baseConfig: FirebaseConfig;
export function headersPath(outDir: string): string;
export function readBuild(outDir: string): BuildHeaders | undefined;
export function withBuild(
  config: FirebaseConfig,
  publicDir: string,
  build: BuildHeaders | undefined,
): FirebaseConfig;
export function writeConfig(path: string, config: unknown): void;
