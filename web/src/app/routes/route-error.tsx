import '@/app/layout/layout.css';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Last-resort view when a page crashes or its chunk fails to load (plain HTML: no MUI needed). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'An error occurred';
  return (
    <main className="rl-error">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <div className="rl-error__actions">
        <button
          type="button"
          className="rl-btn rl-btn--contained"
          onClick={() => window.location.reload()}
        >
          Try Again
        </button>
        <a className="rl-btn rl-btn--outlined" href="/">
          Back to home
        </a>
      </div>
    </main>
  );
}
