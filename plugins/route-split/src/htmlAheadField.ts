/**
 * The field a page's route gets in the browser's route table when the page's HTML is to be
 * fetched as soon as a navigation to it starts (see client/htmlAhead.ts). Written by the loader
 * (../split.ts), read in the browser.
 */
export const HTML_AHEAD_FIELD = 'htmlAhead';
