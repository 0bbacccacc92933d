/** An error whose message is safe to show the caller, with the HTTP status (and headers) to answer with. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);

/** 429 with the spec'd message and `Retry-After` in seconds. */
export function tooManyRequests(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const unit = minutes === 1 ? 'minute' : 'minutes';
  return new HttpError(429, `Too many requests. Try again in ${minutes} ${unit}.`, {
    'Retry-After': String(seconds),
  });
}
