/**
 * The reader's code variant (TS/JS) and styling, shared by every demo on every page and kept in
 * a cookie for the next visit. The server renders the defaults; right after hydration the URL
 * hash or the cookie may change them (useSyncExternalStore's server snapshot), so the HTML never
 * mismatches.
 */
import {useCallback, useSyncExternalStore} from 'react';
import {
  CODE_VARIANT_CHANGE_EVENT,
  COOKIES,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  type CodeStyling,
  type CodeVariant,
} from '../../constants/code';
import {initialCodeStyling, initialCodeVariant, preferenceCookie} from '../../utils/codePreferences';
import {readCookies, writeCookie} from '../../utils/cookies';
import {createListeners} from '../../utils/listeners';

interface PreferenceStore<T> {
  readonly get: () => T;
  readonly getServer: () => T;
  readonly set: (value: T) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

/** A preference read once on arrival (hash, then cookie) and kept in memory and in its cookie. */
function createPreferenceStore<T extends string>(
  cookieName: string,
  serverValue: T,
  initial: (hash: string, cookie: string) => T,
  onChange?: (value: T) => void,
): PreferenceStore<T> {
  let value: T | undefined;
  const {subscribe, notify} = createListeners();
  return {
    get: () => (value ??= initial(window.location.hash, readCookies(document))),
    getServer: () => serverValue,
    set: (next) => {
      value = next;
      // Kept for this visit only when cookies are blocked.
      writeCookie(document, preferenceCookie(cookieName, next));
      onChange?.(next);
      notify();
    },
    subscribe,
  };
}

const codeVariantStore = createPreferenceStore<CodeVariant>(COOKIES.codeVariant, DEFAULT_CODE_VARIANT, initialCodeVariant, (variant) =>
  document.dispatchEvent(new CustomEvent(CODE_VARIANT_CHANGE_EVENT, {detail: variant})),
);
const codeStylingStore = createPreferenceStore<CodeStyling>(COOKIES.codeStyling, DEFAULT_CODE_STYLING, initialCodeStyling);

interface CodePreferences {
  readonly codeVariant: CodeVariant;
  readonly codeStyling: CodeStyling;
  readonly setCodeVariant: (variant: CodeVariant) => void;
  readonly setCodeStyling: (styling: CodeStyling) => void;
}

export function useCodePreferences(): CodePreferences {
  const codeVariant = useSyncExternalStore(codeVariantStore.subscribe, codeVariantStore.get, codeVariantStore.getServer);
  const codeStyling = useSyncExternalStore(codeStylingStore.subscribe, codeStylingStore.get, codeStylingStore.getServer);
  const setCodeVariant = useCallback((variant: CodeVariant) => codeVariantStore.set(variant), []);
  const setCodeStyling = useCallback((styling: CodeStyling) => codeStylingStore.set(styling), []);
  return {codeVariant, codeStyling, setCodeVariant, setCodeStyling};
}
