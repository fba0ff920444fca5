/**
 * A live demo in a docs page: the rendered example in the demo theme (the docs theme with the
 * reader's demo density), then a toolbar and the example's source (a preview, the full source or
 * the live editor).
 * Usage and the file conventions: plugins/demos/README.md.
 *
 * What a page loads for its demos is their sources and this frame, plain markup: the preview
 * shows the server's HTML until the demo goes live, when the reader reaches for it (a pointer
 * over it, a press, keyboard focus) or, for a demo whose look depends on the browser
 * (`goesLiveOnSight`), as it comes near the viewport. Its running code, MUI and Emotion load then.
 */
import React, {lazy, useCallback, useEffect, useLayoutEffect, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import {DEMO_CODE_ATTRIBUTE, DEMO_PREVIEW_ATTRIBUTE} from '../../constants/dom';
import {createIntlWarmup} from '../../utils/intlWarmup';
import {pauseAnimationsOffscreen} from '../../utils/offscreenAnimations';
import HydrateNearViewport from '../HydrateNearViewport';
import OnDemand from '../OnDemand';
import type {DemoPreviewProps} from './live/DemoPreview';
import DemoToolbar from './DemoToolbar';
import {livePreviewNow, loadLivePreview} from './livePreviewModule';
import PaidDemoNotice from './PaidDemoNotice';
import {adoptDrawnStyles} from './serverDrawnDemos';
import {isRunningDemo, type DemoModule} from './types';
import {useDemoSource} from './useDemoSource';
import '../../css/demos-tailwind.css';
import styles from './styles.module.css';

// The editor (and its highlighter and error box) loads when a reader starts editing; it is never
// in the server HTML, so no boundary is hydrated.
const LiveEditor = lazy(() => import('./LiveEditor'));

// The server renders every preview in place: its renderer waits for a lazy component's code.
const ServerLivePreview = lazy(() => import('./live/LivePreview'));

function Preview(props: DemoPreviewProps): ReactNode {
  const [Live, setLive] = useState(() => livePreviewNow() ?? (typeof document === 'undefined' ? ServerLivePreview : null));
  // A part live from its first render (a navigation to a #fragment) may come before the chunk.
  useEffect(() => {
    if (!Live) {
      loadLivePreview().then(
        () => setLive(() => livePreviewNow()),
        () => undefined,
      );
    }
  }, [Live]);
  return Live && <Live {...props} />;
}

// Once per page, for demos that format with Intl: the locale's formatting data loads on another
// thread before the demo goes live, not in its commit (see src/utils/intlWarmup.ts).
const warmIntl = createIntlWarmup(() => {
  // The bundler recognizes this exact form and emits the worker as a script of its own.
  new Worker(new URL('../../workers/warmIntl.ts', import.meta.url));
});

interface DemoProps {
  /** Anchor of the demo (`#<id>`), unique on the page, kebab-case. */
  readonly id: string;
  readonly demo: DemoModule;
}

export default function Demo({id, demo}: DemoProps): ReactNode {
  const source = useDemoSource(demo);
  // After a navigation, the styles this demo's drawn HTML needs (see adoptDrawnStyles), before
  // it is painted.
  useLayoutEffect(() => adoptDrawnStyles(window.location.pathname, id), [id]);
  const codeId = `${id}-code`;
  const formatsWithIntl = isRunningDemo(demo) && demo.formatsWithIntl === true;
  // A demo that is not reached for stays as the server drew it, with no code loaded; one whose
  // look depends on the browser goes live as it comes near the viewport. One that measures
  // itself follows its snapshot (reached for), or without one (the build drawing it, the dev
  // server) goes live near the viewport.
  const onlyWhenReached = isRunningDemo(demo) && demo.goesLiveOnSight !== true && demo.measuresInBrowser !== true;
  // The server drew the demo's first styling variant as first mounted: another one (the
  // reader's choice, now or stored), a reset or an edit makes it go live wherever it is.
  const [drawnKey] = useState(source.previewKey);
  const wanted = source.editing || source.previewKey !== drawnKey;
  // Intl is warmed up as the demo's code starts loading: a page whose demos are never reached
  // for starts no worker.
  const {prepare: loadCode} = source;
  const prepare = useCallback((): Promise<void> => {
    if (formatsWithIntl) {
      warmIntl();
    }
    return Promise.all([loadLivePreview(), loadCode()]).then(() => undefined);
  }, [formatsWithIntl, loadCode]);
  return (
    <section
      id={id}
      className={styles.demo}
      {...{[DEMO_CODE_ATTRIBUTE]: ''}}
      aria-label={translate({id: 'mui.demo.ariaLabel', message: 'Demo {id}'}, {id})}
      data-testid={`demo-${id}`}>
      <div ref={pauseAnimationsOffscreen} className={styles.preview} {...{[DEMO_PREVIEW_ATTRIBUTE]: ''}}>
        {isRunningDemo(demo) && source.runs ? (
          demo.Wrapper && source.Component ? (
            // A wrapped demo (Joy UI's provider) hydrates with the page: Joy UI's server HTML
            // has styles of its light scheme, and buttons not yet disabled, that only the
            // browser's render corrects. Its provider's chunk brings the preview's code.
            <Preview Component={source.Component} Wrapper={demo.Wrapper} boundaryKey={source.previewKey} />
          ) : (
            // A demo whose running code has not loaded renders nothing (on the server, one that
            // measures itself: the build puts its snapshot there).
            <HydrateNearViewport
              snapshotId={demo.measuresInBrowser ? id : undefined}
              onlyWhenReached={onlyWhenReached}
              prepare={prepare}
              prepared={source.Component !== null && livePreviewNow() !== null}
              stashKey={id}
              wanted={wanted}>
              {source.Component && <Preview Component={source.Component} boundaryKey={source.previewKey} />}
            </HydrateNearViewport>
          )
        ) : (
          demo.paid && <PaidDemoNotice paid={demo.paid} />
        )}
      </div>
      <DemoToolbar id={id} codeId={codeId} source={source} paid={demo.paid} />
      <div id={codeId} className={styles.code}>
        {source.editing && source.scope !== null ? (
          // While the editor downloads, or if it cannot, the source shows as it did.
          <OnDemand fallback={<CodeBlock language={source.language}>{source.source}</CodeBlock>}>
            <LiveEditor
              key={source.editorKey}
              editorId={`${id}-editor`}
              source={source.source}
              language={source.language}
              scope={source.scope}
              onChange={source.onEdit}
            />
          </OnDemand>
        ) : (
          source.shownCode !== null && <CodeBlock language={source.language}>{source.shownCode}</CodeBlock>
        )}
      </div>
    </section>
  );
}
