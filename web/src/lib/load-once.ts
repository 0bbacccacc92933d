// Something loaded on its first request and kept (a chunk of code, mostly): a
// failed load (offline a moment) is tried again on the next request.
export type LoadOnce<T> = {
  get: () => Promise<T>;
  /** The value once it has loaded; undefined before. */
  current: () => T | undefined;
};

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  return {
    get: () =>
      (loading ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    current: () => value,
  };
}
