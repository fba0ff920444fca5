/**
 * Code-highlighting themes with every token readable: each token colour reaches the WCAG AA
 * contrast for normal text (4.5:1) against the theme's background, darkened or lightened from the
 * original where it falls short (prism-react-renderer's GitHub theme has 2.6:1 cyans, Dracula a
 * 3:1 comment grey). Pure; applied in the site config.
 */
import type {PrismTheme} from 'prism-react-renderer';
import {readableOn} from './contrast';

export const MIN_TEXT_CONTRAST = 4.5;

export function readableCodeTheme(theme: PrismTheme, minRatio: number = MIN_TEXT_CONTRAST): PrismTheme {
  const background = theme.plain.backgroundColor;
  if (!background) {
    return theme;
  }
  const fix = (color: string | undefined) => (color === undefined ? undefined : readableOn(color, background, minRatio));
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((entry) => ({
      ...entry,
      // Dimming by opacity would undo the contrast just computed.
      style: {...entry.style, color: fix(entry.style.color), opacity: undefined},
    })),
  };
}
