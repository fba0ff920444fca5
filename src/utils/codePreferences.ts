/**
 * Code variant (JS/TS) and styling preferences: on arrival a demo hash wins, then the cookie
 * (kept for a year), then the default. Pure: the hash and the cookie string are passed in.
 */
import {
  COOKIES,
  CODE_STYLINGS,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  PREFERENCE_COOKIE_MAX_AGE,
  STYLING_HASH_PREFIX,
  type CodeStyling,
  type CodeVariant,
} from '../constants/code';

export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function parseCodeVariant(value: string | null | undefined): CodeVariant | null {
  return value === 'JS' || value === 'TS' ? value : null;
}

function parseCodeStyling(value: string | null | undefined): CodeStyling | null {
  return (Object.values(CODE_STYLINGS) as (string | null | undefined)[]).includes(value) ? (value as CodeStyling) : null;
}

/** `#demo.js` / `#demo.jsx` → JS, `#demo.ts` / `#demo.tsx` → TS, anything else → null. */
export function codeVariantFromHash(hash: string): CodeVariant | null {
  if (/\.jsx?$/.test(hash)) {
    return 'JS';
  }
  if (/\.tsx?$/.test(hash)) {
    return 'TS';
  }
  return null;
}

/** A styling from a variant hash such as `#tailwind-basic-buttons.js`. */
export function codeStylingFromHash(hash: string): CodeStyling | null {
  if (codeVariantFromHash(hash) === null) {
    return null;
  }
  const name = hash.replace(/^#/, '');
  const entry = (Object.entries(STYLING_HASH_PREFIX) as [CodeStyling, string][]).find(([, prefix]) => name.startsWith(prefix));
  return entry ? entry[0] : null;
}

/** The variant on arrival: the URL hash wins, then the cookie, then TS. */
export function initialCodeVariant(hash: string, cookieString: string): CodeVariant {
  return codeVariantFromHash(hash) ?? parseCodeVariant(readCookie(cookieString, COOKIES.codeVariant)) ?? DEFAULT_CODE_VARIANT;
}

export function initialCodeStyling(hash: string, cookieString: string): CodeStyling {
  return codeStylingFromHash(hash) ?? parseCodeStyling(readCookie(cookieString, COOKIES.codeStyling)) ?? DEFAULT_CODE_STYLING;
}

/** The `document.cookie` assignment that keeps a preference for one year on every page. */
export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)};path=/;max-age=${PREFERENCE_COOKIE_MAX_AGE}`;
}

/** Whether Ctrl/Cmd+C should copy a whole code block rather than leave copying to the browser. */
export function shouldCopyWholeBlock(input: {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly selectionLength: number;
  readonly hasActiveBlock: boolean;
  /** The key went to a demo's live example, whose own copy (a Data Grid's cells) wins. */
  readonly inLiveExample: boolean;
}): boolean {
  return (
    input.hasActiveBlock &&
    !input.inLiveExample &&
    input.selectionLength === 0 &&
    (input.ctrlKey || input.metaKey) &&
    !input.shiftKey &&
    !input.altKey &&
    input.key.toLowerCase() === 'c'
  );
}
