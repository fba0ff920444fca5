/**
 * The page's DOM contract: attribute and class names that one part of the site writes and another
 * reads (a build plugin and a component, a component and a client module, CSS and a component).
 * Each name is written here once; everything else imports it.
 */
import {EMOTION_CACHE_KEY, EMOTION_RTL_CACHE_KEY} from './theme';

/** Class of each doc's lead paragraph, set at build time; the page's ad slot is placed in it. */
export const LEAD_PARAGRAPH_CLASS = 'description';

/**
 * Declarative click tracking: markup opts in with these attributes and one document-level
 * listener reports the click; the nearest element carrying `category` wins.
 * The analytics reports and the browser tests are built on these names.
 */
export const GA_DATA_ATTRIBUTES = {
  category: 'data-ga-event-category',
  action: 'data-ga-event-action',
  label: 'data-ga-event-label',
  /** A fraction in (0, 1]: the share of clicks kept. Missing, 0 or not a number: all kept. */
  split: 'data-ga-event-split',
} as const;

/**
 * On the navbar's link to the product being read, the product's id. The navbar's phone layout
 * (src/css/custom.css) hides the site's title beside it: the bar has room for one name.
 */
export const PRODUCT_IDENTITY_ATTRIBUTE = 'data-product';

/** Marks the button that copies a code block or a demo; the Ctrl/Cmd+C shortcut clicks it. */
export const COPY_BUTTON_ATTRIBUTE = 'data-copy-button';

/** Marks a demo as a code block for the Ctrl/Cmd+C shortcut. */
export const DEMO_CODE_ATTRIBUTE = 'data-demo-code';

/** Marks the area where a demo renders its live example (the library's components, as written). */
export const DEMO_PREVIEW_ATTRIBUTE = 'data-demo-preview';

/**
 * Set on a demo's example area while it is off screen: its stylesheet pauses the animations
 * inside it then (src/utils/offscreenAnimations.ts).
 */
export const OFFSCREEN_ATTRIBUTE = 'data-offscreen';

/** Set on a code block's copy button while it shows "Copied"; its stylesheet colours it then. */
export const COPIED_ATTRIBUTE = 'data-copied';

/** Hidden on screen, still read by assistive technology (styled in src/css/custom.css). */
export const VISUALLY_HIDDEN_CLASS = 'visually-hidden';

/**
 * The MDX component holding a page's content below its first screens: plugins/below-the-fold
 * wraps that content in it when the page is built; src/theme/MDXComponents.tsx provides it.
 */
export const BELOW_THE_FOLD_COMPONENT = 'BelowTheFold';

/** Set to "true" on <html> by Docusaurus once the first page has hydrated. */
export const HAS_HYDRATED_ATTRIBUTE = 'data-has-hydrated';

/**
 * Marks a control of the site's chrome that works only through the app's script (a navbar button,
 * the phone menu's button, a sidebar group's toggle). A press on one before the page has hydrated
 * is kept and replayed once it has (src/utils/earlyPresses.ts).
 */
export const SCRIPTED_CONTROL_ATTRIBUTE = 'data-scripted-control';

/**
 * Marks a demo whose server HTML is an empty box: its components draw only after measuring
 * themselves in the browser (the Data Grid's rows). The server renders it with the demo's id as
 * the value; after `docusaurus build`, scripts/after-build/demo-snapshots loads each such page in Chromium,
 * takes the demo's drawn DOM and puts it in the page's HTML in place of the empty box, adding
 * `DEMO_SNAPSHOT_TAKEN_ATTRIBUTE`. A demo with a snapshot goes live when the reader reaches for it
 * (pointer, tap or keyboard), not as it nears the viewport.
 */
export const DEMO_SNAPSHOT_ATTRIBUTE = 'data-demo-snapshot';

/** Set, with no value, beside `DEMO_SNAPSHOT_ATTRIBUTE` once the build has put the snapshot in. */
export const DEMO_SNAPSHOT_TAKEN_ATTRIBUTE = 'data-demo-snapshot-taken';

/**
 * On the `<style>` holding the CSS a page's snapshots need that its server HTML lacks, with the
 * page's path as the value: a client-side navigation that shows the page's snapshots (see
 * src/components/Demo/serverDrawnDemos.ts) adds it to the document once.
 */
export const DEMO_SNAPSHOT_STYLES_ATTRIBUTE = 'data-demo-snapshot-styles';

/** The site's values for scripts/after-build/demo-snapshots, which `npm run build` passes to its command line. */
export const DEMO_SNAPSHOT_OPTIONS = {
  attribute: DEMO_SNAPSHOT_ATTRIBUTE,
  takenAttribute: DEMO_SNAPSHOT_TAKEN_ATTRIBUTE,
  stylesAttribute: DEMO_SNAPSHOT_STYLES_ATTRIBUTE,
  hydratedAttribute: HAS_HYDRATED_ATTRIBUTE,
  // The snapshot carries the styles its Emotion classes need that the page's HTML lacks.
  emotionKeys: [EMOTION_CACHE_KEY, EMOTION_RTL_CACHE_KEY],
  // A laptop's window: the snapshot keeps the column widths of the width it was drawn at, and
  // the demo is laid out afresh when it goes live.
  viewport: {width: 1280, height: 800},
} as const;
