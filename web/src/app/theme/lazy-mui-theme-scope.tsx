// Material UI's theme scope (mui-theme-scope.tsx) for the first-load bundle,
// which has no Material UI: every page renders MUI, so its chunk is fetched as
// soon as the app starts, in parallel with the page's own. Everything outside
// the page that renders MUI (the account menu, the verification banner) uses
// this one too, so the scope stays a single chunk of its own.
import { lazy, useState, type ComponentType, type ReactNode } from 'react';

export const muiThemeScope = import('./mui-theme-scope').then((module) => {
  loadedScope = module.default;
  return module;
});
let loadedScope: ComponentType<{ children: ReactNode }> | null = null;
const LazyMuiThemeScope = lazy(() => muiThemeScope);

/**
 * React.lazy suspends on its first render even when the chunk is already in,
 * which would paint an empty page for a frame: use the loaded scope directly
 * when it is there (main.tsx waits for it), the lazy one otherwise.
 */
export function MuiThemeScope({ children }: { children: ReactNode }) {
  const [Scope] = useState(() => loadedScope ?? LazyMuiThemeScope);
  return <Scope>{children}</Scope>;
}
