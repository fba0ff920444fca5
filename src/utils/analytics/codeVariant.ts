/**
 * The code variant as analytics reports it: what the reader sees, i.e. the code-preferences store's
 * value. The store itself lives in React; analytics follows it through the same rules (hash on
 * arrival, then cookie, then TS) and its change event.
 */
import {COOKIES, DEFAULT_CODE_VARIANT, type CodeVariant} from '../../constants/code';
import {parseCodeVariant, readCookie} from '../codePreferences';

/** Reads the code variant from a `document.cookie` string; TypeScript when missing or unknown. */
export function parseCodeVariantCookie(cookieString: string): CodeVariant {
  return parseCodeVariant(readCookie(cookieString, COOKIES.codeVariant)) ?? DEFAULT_CODE_VARIANT;
}

/**
 * The variant a `CODE_VARIANT_CHANGE_EVENT` announces (its `detail` is the variant), or null
 * when it does not say one; then the cookie, written just before, is the answer.
 */
export function codeVariantFromEventDetail(detail: unknown): CodeVariant | null {
  return typeof detail === 'string' ? parseCodeVariant(detail) : null;
}
