/**
 * Languages: only English is shipped; `zh` is still recognised when a path is parsed so that old
 * `/zh/...` links land on the English page.
 */
const SUPPORTED_LANGUAGES = ['en'] as const;
export type UserLanguage = (typeof SUPPORTED_LANGUAGES)[number] | 'zh';
export const DEFAULT_LANGUAGE = 'en' satisfies UserLanguage;
/** Recognised by the parser but not served: such paths redirect to English. */
export const RECOGNISED_LANGUAGES = [...SUPPORTED_LANGUAGES, 'zh'] as const;

/** Language prefixes that are recognised but not served: they redirect to English. */
export const REDIRECTED_LANGUAGES = RECOGNISED_LANGUAGES.filter(
  (language): language is Exclude<UserLanguage, 'en'> => language !== DEFAULT_LANGUAGE,
);
