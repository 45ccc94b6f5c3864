/**
 * A boundary around a part of the page that loads on demand (a dialog, a panel): if its code
 * can't be fetched (offline, a server gone) or it throws, the rest of the page stays as it is and
 * `fallback` is shown in its place. The boundary is in the first-load code, so it works when
 * everything else fails to load.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the part (it may read the stores, like the part would). */
  fallback: ReactNode;
  children: ReactNode;
}

export class PartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
