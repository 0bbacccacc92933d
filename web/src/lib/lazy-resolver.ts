// A react-hook-form resolver whose rules load when the form first validates
// (its submit), so the page with the form doesn't download and evaluate zod
// and the schema before it answers input. `preload` starts the load earlier.
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from './load-once';

export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): LazyResolver<T> {
  // A failed download (offline a moment) is tried again on the next submit.
  const { get } = loadOnce(load);
  const resolver: LazyResolver<T> = Object.assign(
    ((values, context, options) =>
      get().then((resolve) => resolve(values, context, options))) as Resolver<T>,
    { preload: () => void get().catch(() => {}) },
  );
  return resolver;
}
