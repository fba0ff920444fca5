/**
 * The live editor of a demo: highlighted, editable source; each change (debounced) is compiled
 * in the browser and handed to the demo. A syntax error is shown under the editor while the last
 * working render stays.
 */
import React, {useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Editor from 'react-simple-code-editor';
import {Highlight} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import Alert from '@mui/material/Alert';
import {VISUALLY_HIDDEN_CLASS} from '../../constants/dom';
import {compileDemo} from './liveCode';
import type {DemoLanguage} from './types';
import styles from './LiveEditor.module.css';

const COMPILE_DELAY_MS = 300;

interface LiveEditorProps {
  /** Id of the editor's textarea, labelled for assistive technology and tests. */
  readonly editorId: string;
  readonly source: string;
  readonly language: DemoLanguage;
  readonly scope: Readonly<Record<string, unknown>>;
  readonly onChange: (source: string, component: ComponentType | null) => void;
}

export default function LiveEditor({editorId, source, language, scope, onChange}: LiveEditorProps): ReactNode {
  const prismTheme = usePrismTheme();
  const [code, setCode] = useState(source);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    if (code === source) {
      return undefined;
    }
    const run = latest.current + 1;
    latest.current = run;
    const timer = window.setTimeout(() => {
      compileDemo(code, language, scope)
        .then(
          (component) => {
            if (latest.current === run) {
              setError(null);
              onChange(code, component);
            }
          },
          (reason: unknown) => {
            if (latest.current === run) {
              setError(reason instanceof Error ? reason.message : String(reason));
              onChange(code, null);
            }
          },
        );
    }, COMPILE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `source` is the starting point only; edits live in `code`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, language, scope, onChange]);

  return (
    <div className={styles.root}>
      <label htmlFor={editorId} className={VISUALLY_HIDDEN_CLASS}>
        {translate({id: 'mui.demo.editor.label', message: 'Demo source editor'})}
      </label>
      <Editor
        value={code}
        onValueChange={setCode}
        highlight={(text) => (
          <Highlight code={text} language={language} theme={prismTheme}>
            {({tokens, getLineProps, getTokenProps}) => (
              <>
                {tokens.map((line, i) => (
                  <div key={i} {...getLineProps({line})}>
                    {line.map((token, key) => (
                      <span key={key} {...getTokenProps({token})} />
                    ))}
                  </div>
                ))}
              </>
            )}
          </Highlight>
        )}
        padding={16}
        textareaId={editorId}
        className={styles.editor}
        style={{backgroundColor: prismTheme.plain.backgroundColor, color: prismTheme.plain.color}}
      />
      {error && (
        <Alert severity="error" role="alert" data-testid="demo-edit-error" sx={{mt: 1, whiteSpace: 'pre-wrap', fontFamily: 'var(--ifm-font-family-monospace)'}}>
          {error}
        </Alert>
      )}
    </div>
  );
}
