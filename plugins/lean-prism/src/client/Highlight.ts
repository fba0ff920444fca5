/**
 * prism-react-renderer's `Highlight`, on this site's Prism instance (./prism.ts) instead of the
 * library's, which carries some 40 languages and 20 themes into every page. The instance loads
 * when code is first highlighted in the browser (./instance.ts); until it has, the code shows as
 * plain text in the theme's plain colours, then takes its token colours. A block that mounts in
 * the browser does the same when Prism has loaded: it shows plain, then coloured in a background
 * render (see `useTokensAfterShowing`), so that a page's render does not wait for its code.
 */
import {useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactElement} from 'react';
import type {HighlightProps, LineInputProps, PrismLib, RenderProps, TokenInputProps} from 'prism-react-renderer';
import {loadPrism, loadedPrism} from './instance';
import {highlightLines, lineProps, themeStyles, tokenLines, tokenProps} from './tokens';

// The library types its render function's result with the global `JSX` namespace, which React 19's
// types no longer declare.
type Props = Omit<HighlightProps, 'children'> & {readonly children: (props: RenderProps) => ReactElement};

/**
 * The instance to highlight with: the one passed, else the site's once it has loaded. A block
 * with code to show starts the load if it has not started and renders again when it is done; a
 * block whose built lines are kept (no code) needs none.
 */
function useSitePrism(passed: PrismLib | undefined, hasCode: boolean): PrismLib | undefined {
  const [site, setSite] = useState(loadedPrism);
  const prism = passed ?? site;
  useEffect(() => {
    if (prism !== undefined || !hasCode) {
      return undefined;
    }
    let mounted = true;
    loadPrism().then(
      (instance) => {
        if (mounted) {
          setSite(instance);
        }
      },
      // Offline, say: the code stays readable as plain text, and the next block tries again.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [prism, hasCode]);
  return prism;
}

/**
 * The instance to tokenize with in this render: on the server the instance itself (the built page
 * is coloured); in the browser none in a block's first render, then the instance in a render
 * of lower priority that React may interrupt and that follows once the block is on screen
 * (`useDeferredValue` with an initial value). Later renders (new code) use it at once.
 */
function useTokensAfterShowing(prism: PrismLib | undefined): PrismLib | undefined {
  return useDeferredValue(prism, typeof window === 'undefined' ? prism : undefined);
}

export default function Highlight({children, language: languageProp, code, theme, prism: prismProp}: Props): ReactElement {
  const language = languageProp.toLowerCase();
  if (theme === undefined) {
    // Every caller here passes the site's theme; the library's fallback theme is not bundled.
    throw new Error('Highlight: pass a Prism theme (usePrismTheme()).');
  }
  const prism = useTokensAfterShowing(useSitePrism(prismProp, code !== ''));
  if (prism === undefined && code !== '' && typeof window === 'undefined') {
    // The built page would show this block uncoloured for good.
    throw new Error('lean-prism: Prism had not loaded when the server rendered a code block (see client/instance.ts).');
  }
  const styles = useMemo(() => themeStyles(theme, language), [theme, language]);
  const tokens = useMemo(() => (prism === undefined ? tokenLines([code]) : highlightLines(prism, code, language)), [prism, code, language]);
  const getLineProps = useCallback((input: LineInputProps) => lineProps(styles, input), [styles]);
  const getTokenProps = useCallback((input: TokenInputProps) => tokenProps(styles, input), [styles]);
  return children({tokens, className: `prism-code language-${language}`, style: styles.root ?? {}, getLineProps, getTokenProps});
}
