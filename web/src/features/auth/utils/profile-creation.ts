// Registering and Google sign-in create the backend profile right after the
// account, while Firebase already reports the new session: the session's
// profile request would race the creation and get a 404 (an error in the
// console, for a profile that exists a moment later). The sign-up flows run
// inside `creatingProfile`, and the session waits for it before asking.
let pending: Promise<unknown> = Promise.resolve();

/** Runs `create` as the current sign-up; `profileCreated()` settles after it. */
export function creatingProfile<T>(create: () => Promise<T>): Promise<T> {
  const run = create();
  pending = run.catch(() => undefined);
  return run;
}

/** Settles once the sign-up in progress, if any, has created its profile (or failed to). */
export const profileCreated = (): Promise<unknown> => pending;
