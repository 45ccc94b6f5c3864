/**
 * The last line of defence against a blank page: if rendering throws, this says so in plain
 * words and offers a way out (the lesson list, without the address that led here). Saved
 * sessions are kept; nothing is cleared.
 */
import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="crash" role="alert" data-testid="crash">
        <h1>Something went wrong</h1>
        <p>Stackyard hit an error it can't recover from here: {error.message}</p>
        <p>Your saved sessions are kept (see Recent on the lesson list).</p>
        <button
          type="button"
          className="primary"
          onClick={() => window.location.replace(window.location.pathname + window.location.search)}
        >
          Go to the lesson list
        </button>
      </main>
    );
  }
}
