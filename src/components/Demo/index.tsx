/**
 * A live demo in a docs page: the rendered example in the demo theme (the docs theme with the
 * reader's demo density), then a toolbar and the example's source (a preview, the full source or
 * the live editor).
 * Usage and the file conventions: plugins/demos/README.md.
 */
import React, {lazy, useCallback, useEffect, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import Paper from '@mui/material/Paper';
import {DEMO_CODE_ATTRIBUTE, DEMO_PREVIEW_ATTRIBUTE} from '../../constants/dom';
import {createIntlWarmup} from '../../utils/intlWarmup';
import HydrateNearViewport from '../HydrateNearViewport';
import MuiScope from '../MuiScope';
import OnDemand from '../OnDemand';
import DemoPreview from './DemoPreview';
import DemoToolbar from './DemoToolbar';
import PaidDemoNotice from './PaidDemoNotice';
import {isRunningDemo, type DemoModule} from './types';
import {useDemoSource} from './useDemoSource';
import '../../css/demos-tailwind.css';
import styles from './styles.module.css';

// The editor (and its highlighter and error box) loads when a reader starts editing; it is never
// in the server HTML, so no boundary is hydrated.
const LiveEditor = lazy(() => import('./LiveEditor'));

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
  const codeId = `${id}-code`;
  const formatsWithIntl = isRunningDemo(demo) && demo.formatsWithIntl === true;
  const loadsOnDemand = isRunningDemo(demo) && demo.load !== undefined;
  useEffect(() => {
    if (formatsWithIntl && !loadsOnDemand) {
      warmIntl();
    }
  }, [formatsWithIntl, loadsOnDemand]);
  // A demo that loads its code on demand warms Intl up as that code starts loading: a page
  // whose grids are never reached for starts no worker.
  const {prepare: loadCode} = source;
  const prepare = useCallback((): Promise<void> => {
    if (formatsWithIntl) {
      warmIntl();
    }
    return loadCode();
  }, [formatsWithIntl, loadCode]);
  return (
    <MuiScope>
      <section
        id={id}
        className={styles.demo}
        {...{[DEMO_CODE_ATTRIBUTE]: ''}}
        aria-label={translate({id: 'mui.demo.ariaLabel', message: 'Demo {id}'}, {id})}
        data-testid={`demo-${id}`}>
        <Paper variant="outlined" className={styles.preview} square={false} {...{[DEMO_PREVIEW_ATTRIBUTE]: ''}}>
          {isRunningDemo(demo) && source.runs ? (
            <MuiScope dense>
              {demo.Wrapper && source.Component ? (
                // A wrapped demo (Joy UI's provider) hydrates with the page: Joy UI's server HTML
                // has styles of its light scheme that only the browser's render corrects.
                <DemoPreview Component={source.Component} Wrapper={demo.Wrapper} boundaryKey={source.previewKey} />
              ) : (
                // A demo that loads its running code renders nothing until it has (on the server
                // too: the build puts its snapshot there).
                <HydrateNearViewport
                  snapshotId={demo.measuresInBrowser ? id : undefined}
                  prepare={loadsOnDemand ? prepare : undefined}
                  wanted={source.editing}>
                  {source.Component && <DemoPreview Component={source.Component} boundaryKey={source.previewKey} />}
                </HydrateNearViewport>
              )}
            </MuiScope>
          ) : (
            demo.paid && <PaidDemoNotice paid={demo.paid} />
          )}
        </Paper>
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
    </MuiScope>
  );
}
