/**
 * Code blocks and demos (spec §3 "Code language options", "Styling options"; §4 "Copy button",
 * code-language cookie; §9 copy feedback). Stable values: cookies written with them outlive
 * deploys.
 */

export const CODE_VARIANTS = {JS: 'JS', TS: 'TS'} as const;
export type CodeVariant = (typeof CODE_VARIANTS)[keyof typeof CODE_VARIANTS];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

export const CODE_STYLINGS = {SYSTEM: 'MUI System', TAILWIND: 'Tailwind', CSS: 'CSS'} as const;
export type CodeStyling = (typeof CODE_STYLINGS)[keyof typeof CODE_STYLINGS];
export const DEFAULT_CODE_STYLING: CodeStyling = 'MUI System';
/** Labels shown in the styling switch. */
export const CODE_STYLING_LABELS = {
  'MUI System': 'MUI System',
  Tailwind: 'Tailwind CSS',
  CSS: 'Plain CSS',
} as const satisfies Record<CodeStyling, string>;
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
/** One year (spec §4: the code-language choice is kept for one year). */
export const PREFERENCE_COOKIE_MAX_AGE = 31_536_000;

/** How long "Copied" shows before the label returns to "Copy" (spec §9). */
export const COPY_FEEDBACK_MS = {demo: 1200, codeBlock: 2000} as const;
export const COPY_LABELS = {copy: 'Copy', copied: 'Copied'} as const;

/** Dispatched on `document` when the reader changes the code variant (analytics listens). */
export const CODE_VARIANT_CHANGE_EVENT = 'docs:code-variant-change';

/** A collapsed demo shows its JSX as a preview when it is at most this many lines. */
export const DEMO_PREVIEW_MAX_LINES = 16;
