/**
 * An ad that throws is hidden and reported as a `crash` ad event, and never takes the page down
 * with it.
 */
import {Component, type ReactNode} from 'react';
import {crashEvent, sendAdEvent} from '../../utils/ads/events';
import {browserWindow} from '../../utils/gtag';

interface AdErrorBoundaryProps {
  /** The slot's label when it crashed; reported as `'null'` when there is none. */
  readonly eventLabel: string | null;
  readonly children: ReactNode;
}

interface State {
  readonly crashed: boolean;
}

export default class AdErrorBoundary extends Component<AdErrorBoundaryProps, State> {
  override state: State = {crashed: false};

  static getDerivedStateFromError(): State {
    return {crashed: true};
  }

  override componentDidCatch(): void {
    sendAdEvent(browserWindow(), crashEvent(this.props.eventLabel));
  }

  override render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}
