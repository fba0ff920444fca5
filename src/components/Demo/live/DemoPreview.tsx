/**
 * The rendered demo. A demo that throws shows what went wrong in its place; when an edit breaks
 * a demo that worked, the last working render stays on screen above the error.
 */
import React, {Fragment, memo, useEffect, useRef, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Alert from '@mui/material/Alert';
import DemoErrorBoundary from './DemoErrorBoundary';

function CrashBox({error}: {readonly error: Error}): ReactNode {
  return (
    <Alert severity="error" role="alert" data-testid="demo-error">
      {translate({id: 'mui.demo.crashed', message: 'This demo crashed: {message}'}, {message: error.message})}
    </Alert>
  );
}

/** Calls back once its siblings rendered and committed without throwing. */
function OnRendered({onRendered}: {readonly onRendered: () => void}): null {
  useEffect(onRendered);
  return null;
}

export interface DemoPreviewProps {
  readonly Component: ComponentType;
  /** The provider the demo needs (Joy UI's for a Joy UI demo); the crash message stays outside it. */
  readonly Wrapper?: ComponentType<{readonly children: ReactNode}>;
  /** A new key starts the demo afresh, with a new error boundary. */
  readonly boundaryKey: string;
}

/** Memoised: the toolbar's state (expanded, editing) does not re-render the demo. */
export default memo(function DemoPreview({Component, Wrapper = Fragment, boundaryKey}: DemoPreviewProps): ReactNode {
  // The last component that rendered without throwing: it stays on screen while an edit fails.
  const lastGood = useRef<ComponentType | null>(null);
  return (
    <DemoErrorBoundary
      key={boundaryKey}
      fallback={(error) => {
        const LastGood = lastGood.current;
        return (
          <>
            {LastGood && LastGood !== Component && (
              <Wrapper>
                <LastGood />
              </Wrapper>
            )}
            <CrashBox error={error} />
          </>
        );
      }}>
      <Wrapper>
        <Component />
      </Wrapper>
      <OnRendered
        onRendered={() => {
          lastGood.current = Component;
        }}
      />
    </DemoErrorBoundary>
  );
});
