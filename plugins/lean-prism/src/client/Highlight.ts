/**
 * prism-react-renderer's `Highlight`, on this site's Prism instance (./prism.ts) instead of the
 * library's, which carries some 40 languages and 20 themes into every page.
 */
import {useCallback, useMemo, type ReactElement} from 'react';
import type {HighlightProps, LineInputProps, RenderProps, TokenInputProps} from 'prism-react-renderer';
import sitePrism from './prism';
import {highlightLines, lineProps, themeStyles, tokenProps} from './tokens';

// The library types its render function's result with the global `JSX` namespace, which React 19's
// types no longer declare.
type Props = Omit<HighlightProps, 'children'> & {readonly children: (props: RenderProps) => ReactElement};

export default function Highlight({children, language: languageProp, code, theme, prism = sitePrism}: Props): ReactElement {
  const language = languageProp.toLowerCase();
  if (theme === undefined) {
    // Every caller here passes the site's theme; the library's fallback theme is not bundled.
    throw new Error('Highlight: pass a Prism theme (usePrismTheme()).');
  }
  const styles = useMemo(() => themeStyles(theme, language), [theme, language]);
  const tokens = useMemo(() => highlightLines(prism, code, language), [prism, code, language]);
  const getLineProps = useCallback((input: LineInputProps) => lineProps(styles, input), [styles]);
  const getTokenProps = useCallback((input: TokenInputProps) => tokenProps(styles, input), [styles]);
  return children({tokens, className: `prism-code language-${language}`, style: styles.root ?? {}, getLineProps, getTokenProps});
}
