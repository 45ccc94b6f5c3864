/**
 * The last line of defence against a blank page: if rendering throws, this says so in plain
 * words and offers a way out: the lesson list, reached in place (the app's state is reset, no
 * page load, so it works offline too). Should that fail again, a reload is offered, and while
 * the browser is offline it says that a reload needs the connection (offline it would show an
 * empty page). Saved sessions are kept; nothing is cleared.
 */
import { Component, type ReactNode } from 'react';
import { editorActive } from '../store/editor-active';
import { viewStore } from './actions/view-store';
import { resetToLessonList } from './share/navigation';

interface State {
  error: Error | null;
  /** How often the lesson list was reached in place after an error (then a reload is offered). */
  resets: number;
  online: boolean;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, resets: 0, online: isOnline() };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  private readonly onLineChange = () => this.setState({ online: isOnline() });

  override componentDidMount(): void {
    window.addEventListener('online', this.onLineChange);
    window.addEventListener('offline', this.onLineChange);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.onLineChange);
    window.removeEventListener('offline', this.onLineChange);
  }

  private readonly backInPlace = () => {
    try {
      resetToLessonList();
      editorActive.setState({ active: false });
      viewStore.setState({ help: false, zoom: null });
    } catch {
      // What can be reset is reset; the lesson list is drawn again below either way.
    }
    this.setState((s) => ({ error: null, resets: s.resets + 1, online: isOnline() }));
  };

  override render(): ReactNode {
    const { error, resets, online } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="crash" role="alert" data-testid="crash">
        <h1>Something went wrong</h1>
        <p>Stackyard hit an error it can't recover from here: {error.message}</p>
        <p>Your saved sessions are kept (see Recent on the lesson list).</p>
        <button type="button" className="primary" onClick={this.backInPlace}>
          Go to the lesson list
        </button>
        {resets > 0 && (
          <>
            <p>
              {online
                ? 'If it happens again, reloading the page starts Stackyard afresh.'
                : 'You are offline: parts of Stackyard not loaded yet need the connection, and reloading the page now would show an empty page. Reconnect, then reload.'}
            </p>
            <button
              type="button"
              disabled={!online}
              onClick={() => window.location.replace(window.location.pathname + window.location.search)}
            >
              Reload the page
            </button>
          </>
        )}
      </main>
    );
  }
}
