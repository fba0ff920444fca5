/**
 * Where a lazily loaded piece of UI renders: the fallback (nothing by default) while its code
 * downloads, and again if the download fails (offline, a deploy removed the chunk), so the page
 * around it never breaks.
 */
import React, {Component, Suspense, type ReactNode} from 'react';

interface OnDemandProps {
  readonly children: ReactNode;
  readonly fallback?: ReactNode;
}

class FallbackOnError extends Component<Required<OnDemandProps>, {readonly failed: boolean}> {
  override state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export default function OnDemand({children, fallback = null}: OnDemandProps): ReactNode {
  return (
    <FallbackOnError fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </FallbackOnError>
  );
}
