/**
 * Code-highlighting themes with every token readable: each token colour reaches the WCAG AA
 * contrast for normal text (4.5:1) against the theme's background, darkened or lightened from the
 * original where it falls short (prism-react-renderer's GitHub theme has 2.6:1 cyans, Dracula a
 * 3:1 comment grey). Pure; applied in the site config.
 */
import type {PrismTheme} from 'prism-react-renderer';
import {overlayOn, readableOn} from './contrast';

export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The tint of a highlighted code line (`// highlight-next-line`), laid over the code background:
 * darker in light mode, lighter in dark mode. src/css/custom.css sets
 * `--docusaurus-highlighted-code-line-bg` to these (a unit test holds them equal).
 */
export const HIGHLIGHTED_LINE_OVERLAY = {light: 'rgba(0, 0, 0, 0.08)', dark: 'rgba(255, 255, 255, 0.1)'} as const;

/**
 * `theme` with every token colour readable on its background and, given `lineOverlay`, on a
 * highlighted line too (the tint moves the background towards the tokens, so readable there means
 * readable on both).
 */
export function readableCodeTheme(theme: PrismTheme, lineOverlay?: string, minRatio: number = MIN_TEXT_CONTRAST): PrismTheme {
  const codeBackground = theme.plain.backgroundColor;
  if (!codeBackground) {
    return theme;
  }
  const background = lineOverlay ? overlayOn(lineOverlay, codeBackground) : codeBackground;
  const fix = (color: string | undefined) =>
    color === undefined ? undefined : readableOn(readableOn(color, background, minRatio), codeBackground, minRatio);
  // A property is left out rather than set to `undefined`: a highlighter merging a token's types
  // would take an `undefined` colour as one that clears the colour an earlier type gave.
  const withColor = <T extends {readonly color?: string}>(style: T): T => {
    const color = fix(style.color);
    return color === undefined ? style : {...style, color};
  };
  return {
    plain: withColor(theme.plain),
    styles: theme.styles.map((entry) => {
      // Dimming by opacity would undo the contrast just computed.
      const {opacity: _opacity, ...style} = entry.style;
      return {...entry, style: withColor(style)};
    }),
  };
}
