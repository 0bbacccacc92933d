import '@/app/layout/layout.css';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Last-resort view when a page crashes or its chunk fails to load (plain HTML: no MUI needed). */
export function RouteError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : 'An error occurred';
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

type State = { error: unknown; failed: boolean };

/** Shows RouteError instead of the app when rendering it throws. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The page crashed', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
