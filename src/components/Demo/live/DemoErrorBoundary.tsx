/** Keeps a failing demo from taking the page down: shows what went wrong in its place. */
import {Component, type ReactNode} from 'react';

interface Props {
  readonly children: ReactNode;
  readonly fallback: (error: Error) => ReactNode;
}

interface State {
  readonly error: Error | null;
}

export default class DemoErrorBoundary extends Component<Props, State> {
  override state: State = {error: null};

  static getDerivedStateFromError(error: unknown): State {
    return {error: error instanceof Error ? error : new Error(String(error))};
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
