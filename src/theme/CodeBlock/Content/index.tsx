/**
 * The `<pre><code>` of a code block. Ejected from theme-classic to keep, when the page hydrates,
 * the highlighted lines the build rendered instead of highlighting the code again: the lines are
 * static markup (their colours are CSS variables that each colour mode sets, so the same markup
 * serves both modes), and building them again in the browser only to find the same DOM was a
 * good part of a docs page's hydration work: loading and running Prism, then React matching
 * thousands of token `<span>`s. A block that first renders in the browser, after a client-side
 * navigation or in the dev server, which has no server markup, is highlighted as usual.
 */
import React, {useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Highlight} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';

import styles from './styles.module.css';

/**
 * Whether the client hydrates the built HTML (a production build) or renders into an empty page
 * (`docusaurus start`). Docusaurus defines this at bundle time and hydrates only when it is set.
 */
const CLIENT_HYDRATES = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/**
 * Inner HTML that React leaves as it found it: while hydrating, React does not look into an
 * element rendered with `dangerouslySetInnerHTML`, and on later renders it writes the HTML only
 * when the string changes, which this one never does.
 */
const KEEP_SERVER_LINES = {__html: ''} as const;

/**
 * True while a block shows the code it had when the built page hydrated. `useIsBrowser` is false
 * until the page has hydrated; the state keeps the code of that first render. A block whose code
 * changes (a demo switched to its JavaScript source) renders its lines from then on, for good.
 */
function useKeepsServerLines(code: string): boolean {
  const isBrowser = useIsBrowser();
  const [keptCode, setKeptCode] = useState<string | null>(() => (CLIENT_HYDRATES && ExecutionEnvironment.canUseDOM && !isBrowser ? code : null));
  if (keptCode !== null && keptCode !== code) {
    // React's pattern for state derived from props: it renders again at once, before committing.
    setKeptCode(null);
    return false;
  }
  return keptCode !== null;
}

function Pre({ref, ...props}: ComponentProps<'pre'>): ReactNode {
  return (
    <pre
      ref={ref}
      // Focusable, so that a keyboard user can scroll a long line sideways.
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
}

function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(props.className, styles.codeBlockLines, metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
      style={{
        ...props.style,
        counterReset: metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const keepsServerLines = useKeepsServerLines(code);
  // With the lines kept, only the `<pre>`'s class and style are needed: highlighting no code
  // gives them without running Prism.
  return (
    <Highlight theme={prismTheme} code={keepsServerLines ? '' : code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)} style={style}>
          {keepsServerLines ? (
            // Keyed, so that the element with kept lines is replaced, not patched, by rendered ones.
            <Code key="kept" dangerouslySetInnerHTML={KEEP_SERVER_LINES} suppressHydrationWarning />
          ) : (
            <Code key="rendered">
              {lines.map((line, i) => (
                <Line
                  // Lines have no identity but their position.
                  key={i}
                  line={line}
                  getLineProps={getLineProps}
                  getTokenProps={getTokenProps}
                  classNames={lineClassNames[i]}
                  showLineNumbers={lineNumbersStart !== undefined}
                />
              ))}
            </Code>
          )}
        </Pre>
      )}
    </Highlight>
  );
}
