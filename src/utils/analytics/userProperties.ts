/**
 * User properties, sent with `gtag('set', 'user_properties', …)` on load and again whenever one of
 * them changes.
 */
import type {CodeVariant} from '../../constants/code';
import {DEFAULT_MODE} from '../../constants/colorMode';
import type {UserLanguage} from '../../constants/languages';
import {parseMode, resolvePaletteMode, type PaletteMode} from '../colorMode';

// A type, not an interface: gtag parameters must be assignable to a string-keyed record.
type UserPropertiesInput = {
  readonly codeVariant: CodeVariant;
  readonly userLanguage: UserLanguage;
  /** `window.devicePixelRatio`, unrounded. */
  readonly devicePixelRatio: number;
  /** What the operating system prefers. */
  readonly colorSchemeOS: PaletteMode;
  /** The palette mode the page is shown in. */
  readonly colorScheme: PaletteMode;
};

export type UserProperties = UserPropertiesInput;

/** One decimal: fine enough to tell 1x, 1.5x, 2x and 3x screens apart, coarse enough to group. */
export function roundDevicePixelRatio(devicePixelRatio: number): number {
  return Math.round(devicePixelRatio * 10) / 10;
}

export function userProperties(input: UserPropertiesInput): UserProperties {
  return {
    codeVariant: input.codeVariant,
    userLanguage: input.userLanguage,
    devicePixelRatio: roundDevicePixelRatio(input.devicePixelRatio),
    colorSchemeOS: input.colorSchemeOS,
    colorScheme: input.colorScheme,
  };
}

const KEYS = ['codeVariant', 'userLanguage', 'devicePixelRatio', 'colorSchemeOS', 'colorScheme'] as const;

/** Whether two property sets differ, i.e. whether they must be re-sent. */
export function userPropertiesChanged(previous: UserProperties | null, next: UserProperties): boolean {
  return previous === null || KEYS.some((key) => previous[key] !== next[key]);
}

/**
 * A media query that stops matching when the pixel ratio changes (window moved to another
 * screen, zoom): there is no event for `devicePixelRatio` itself.
 */
export function resolutionQuery(devicePixelRatio: number): string {
  return `(resolution: ${devicePixelRatio}dppx)`;
}

/**
 * The palette mode in use. The `data-theme` attribute on `<html>` is the truth once the
 * first-paint script has run; before that (or if it failed) the stored mode decides.
 */
export function colorSchemeInUse(themeAttribute: string | null, storedMode: string | null, prefersDark: boolean): PaletteMode {
  if (themeAttribute === 'light' || themeAttribute === 'dark') {
    return themeAttribute;
  }
  return resolvePaletteMode(parseMode(storedMode) ?? DEFAULT_MODE, prefersDark);
}
