/**
 * Code blocks and demos: the code variants (TypeScript or JavaScript source) and stylings a demo
 * can show, the cookies that keep the reader's choice, copy feedback and the analytics vocabulary.
 * Stable values: cookies written with them outlive deploys, and reports group by the event names.
 */

export const CODE_VARIANTS = {JS: 'JS', TS: 'TS'} as const;
export type CodeVariant = (typeof CODE_VARIANTS)[keyof typeof CODE_VARIANTS];
export const DEFAULT_CODE_VARIANT: CodeVariant = CODE_VARIANTS.TS;

export const CODE_STYLINGS = {SYSTEM: 'MUI System', TAILWIND: 'Tailwind', CSS: 'CSS'} as const;
export type CodeStyling = (typeof CODE_STYLINGS)[keyof typeof CODE_STYLINGS];
export const DEFAULT_CODE_STYLING: CodeStyling = CODE_STYLINGS.SYSTEM;
/** File-name suffix of each styling variant of a demo: `Demo.tsx`, `Demo.tailwind.tsx`, `Demo.css.tsx`. */
export const STYLING_FILE_SUFFIX = {
  'MUI System': '',
  Tailwind: '.tailwind',
  CSS: '.css',
} as const satisfies Record<CodeStyling, string>;
/** Hash prefix that selects a styling on arrival: `#tailwind-basic-buttons.js`. */
export const STYLING_HASH_PREFIX = {
  'MUI System': 'system-',
  Tailwind: 'tailwind-',
  CSS: 'css-',
} as const satisfies Record<CodeStyling, string>;

export const COOKIES = {
  codeVariant: 'codeVariant',
  codeStyling: 'codeStyling',
} as const;
/** The reader's code variant and styling are kept for one year (in seconds). */
export const PREFERENCE_COOKIE_MAX_AGE = 31_536_000;

/**
 * How long "Copied" shows before the label returns to "Copy": 1200 ms in a demo's toolbar,
 * 2000 ms on a code block and on the Copy page button.
 */
export const COPY_FEEDBACK_MS = {demo: 1200, codeBlock: 2000, page: 2000} as const;

/**
 * Click events of code blocks and demos (sent through the click-tracking attributes).
 * A Ctrl/Cmd+C copy reports `copyKeyboard` instead of `copyClick`.
 */
export const CODE_GA_EVENTS = {
  codeBlockCategory: 'code',
  demoCategory: 'demo',
  copyClick: 'copy-click',
  copyKeyboard: 'copy-keyboard',
  variant: 'variant',
  styling: 'styling',
} as const;

/** Dispatched on `document` when the reader changes the code variant (analytics listens). */
export const CODE_VARIANT_CHANGE_EVENT = 'docs:code-variant-change';

/** A collapsed demo shows its JSX as a preview when it is at most this many lines. */
export const DEMO_PREVIEW_MAX_LINES = 16;
