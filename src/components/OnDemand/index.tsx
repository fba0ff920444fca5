/**
 * Where a lazily loaded piece of UI renders: nothing while its code downloads, and nothing if the
 * download fails (offline, a deploy removed the chunk), so the page around it never breaks.
 */
import React, {Component, Suspense, type ReactNode} from 'react';

class HideOnError extends Component<{readonly children: ReactNode}, {readonly failed: boolean}> {
  override state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export default function OnDemand({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <HideOnError>
      <Suspense fallback={null}>{children}</Suspense>
    </HideOnError>
  );
}
