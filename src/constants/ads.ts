/**
 * Ad slot constants (spec §3 "Ad", "Ad-network response", "In-house ads"; §4 "Ad slot" steps 1-7;
 * §7 ad calls; §9 limits; reference §1).
 *
 * Stability: the network URLs, ids, fallback link, script id and banner selectors are the
 * contract with the ad network; the labels are what analytics reports group by; `Ad-root` is
 * the class blockers and tests key on. Changing any of them is a breaking change.
 * Node-safe: docusaurus.config.ts imports `adsEnabledFromEnv` from here.
 */

/** Banner polling (spec §4 steps 2-3, §9): every 500 ms, up to 30 tries, blocked after more than 6. */
export const AD_POLL = {
  intervalMs: 500,
  maxTries: 30,
  blockedAfterTries: 6,
} as const;

/** Probabilities (spec §4 steps 3 and 7, §9). */
export const AD_CHANCES = {
  /** When blocked: ad-blocker request message instead of an in-house ad. */
  adblockMessage: 0.2,
  /** Per page load: inline layout instead of image. */
  inlineShape: 0.2,
} as const;

/** JSON ad fetch attempts when no ad carries a statlink (spec §7, §9). */
export const AD_JSON_MAX_ATTEMPTS = 10;

/** Display events (spec §9 "Analytics"): sampled at 0.1 and sent 2500 ms after display. */
export const AD_DISPLAY_EVENT = {
  ratio: 0.1,
  delayMs: 2500,
} as const;

/**
 * Space reserved by the slot so that the page does not shift when the ad arrives (spec §9).
 * Margins are theme spacing units; the rest are pixels. Text wraps more on phones, hence the
 * taller minimum below `sm` (reference §1.6).
 */
export const AD_LAYOUT = {
  marginTop: 3,
  marginBottom: 3,
  minHeight: 142,
  minHeightSm: 126,
  imageWidth: 130,
  imageHeight: 100,
  /** Card padding in spacing units, below `sm` and from `sm` up (reference §1.6). */
  cardPadding: 1,
  cardPaddingSm: 1.5,
  /** Height held by the inline network card while its JSON loads (reference §1.7). */
  inlineLoadingMinHeight: 52,
  /** Colour of the inline "Ad" badge, the same in both colour modes. */
  badgeColor: '#3e8e41',
} as const;

/** Crawlers get an empty slot so that ads are not indexed (spec §4 step 1). */
export const BOT_USER_AGENT = /bot|googlebot|crawler|spider|robot|crawling/i;

/** Default network ids (reference §1.7); the site config may override them. */
export const DEFAULT_AD_IDS = {
  serve: 'CKYIL27L',
  placement: 'material-uicom',
  zone: 'CE7DC23W',
} as const;

export const AD_NETWORK = {
  /** The banner links here when the network has no paid ad: show an in-house ad (spec §4 step 4). */
  fallbackLink: 'https://material-ui-next.com/discover-more/backers',
  /** carbon.js finds its insertion point by this id. */
  scriptId: '_carbonads_js',
  /** Any of these in the document means a banner was served (reference §1.4). */
  bannerSelector: '.ea-placement, #carbonads, .carbonads',
  bannerLinkSelector: '#carbonads a',
  /** Class of the network's card: the polling counts our own JSON card as a served banner. */
  cardClassName: 'carbonads',
  /**
   * The script cannot be cancelled once it loads and then inserts a second banner; deferring
   * the load to the next task lets React's StrictMode mount/unmount/mount pass first.
   */
  scriptLoadDelayMs: 0,
  publisher: 'Carbon',
} as const;

/** `https://cdn.carbonads.com/carbon.js?serve=<serve>&placement=<placement>` (spec §7). */
export function carbonScriptUrl(serve: string, placement: string): string {
  return `https://cdn.carbonads.com/carbon.js?serve=${encodeURIComponent(serve)}&placement=${encodeURIComponent(placement)}`;
}

/** `https://srv.buysellads.com/ads/<zone>.json` (spec §7). */
export function jsonAdUrl(zone: string): string {
  return `https://srv.buysellads.com/ads/${encodeURIComponent(zone)}.json`;
}

export const AD_SHAPES = ['inline', 'image'] as const;
export type AdShape = (typeof AD_SHAPES)[number];

/** The slot's position in the page; part of every slot event label. */
export const AD_PLACEMENT = 'body-top';

/** What the slot shows, as reported to analytics (reference §1.3). */
export const AD_LABELS = {
  network: 'carbon',
  inHouse: 'in-house',
  adblockMessage: 'in-house-adblock',
  networkFallback: 'in-house-carbon',
} as const;
export type AdLabel = (typeof AD_LABELS)[keyof typeof AD_LABELS];

/** Label of the network's JSON card link (its slot label is `carbon-body-top-inline`). */
export const JSON_AD_LABEL = 'carbon-inline';

/** Analytics vocabulary (spec §7 "Analytics ad events"). */
export const AD_EVENT_CATEGORY = 'ad';
export const AD_EVENT_ACTIONS = {
  display: 'display',
  click: 'click',
  crash: 'crash',
} as const;
export type AdEventAction = (typeof AD_EVENT_ACTIONS)[keyof typeof AD_EVENT_ACTIONS];

/** Class names: styling and test hooks. */
export const AD_CLASS_NAMES = {
  root: 'Ad-root',
  imageWrapper: 'AdDisplay-imageWrapper',
  description: 'AdDisplay-description',
  poweredBy: 'AdDisplay-poweredby',
  inHouse: 'AdInHouse',
} as const;

/** Visible words of the ad cards. */
export const AD_TEXT = {
  badge: 'Ad',
  getStarted: 'Get started',
  poweredBy: (publisher: string) => `ad by ${publisher}`,
} as const;

/** Shown instead of an ad to some visitors whose blocker hides the network (spec §4 step 3). */
export const ADBLOCK_MESSAGE = {
  title: 'Help us keep running',
  body: 'If you do not mind ads about developer tools, which never track you, please allow ads on this site in your ad blocker.',
  thanks: 'Thank you!',
  heart: '❤️',
  heartLabel: 'Love',
} as const;

/** An ad of our own (spec §3 "In-house ads"). */
export interface InHouseAd {
  readonly name: string;
  /** https only: rendered as a link that opens in a new tab. */
  readonly link: string;
  /** Site path of our own 130 x 100 artwork under static/. */
  readonly img: string;
  readonly descriptionHeader: string;
  readonly description: string;
}

export const IN_HOUSE_PUBLISHER = 'MUI';

/** The four in-house ads (spec §3). Order matters: a random draw indexes into this list. */
export const IN_HOUSE_ADS = [
  {
    name: 'templates',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-templates',
    img: '/img/ads-in-house/templates.svg',
    descriptionHeader: 'Premium Templates',
    description: 'Ship admin panels, dashboards and landing pages sooner with ready-made Material UI templates.',
  },
  {
    name: 'themes',
    link: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-themes',
    img: '/img/ads-in-house/themes.svg',
    descriptionHeader: 'Premium Themes',
    description: 'Give your app a finished look in minutes with a complete, customisable theme.',
  },
  {
    name: 'tidelift',
    link: 'https://tidelift.com/subscription/pkg/npm-material-ui?utm_source=npm-material-ui&utm_medium=referral&utm_campaign=enterprise',
    img: '/img/ads-in-house/tidelift.svg',
    descriptionHeader: 'MUI for enterprise',
    description: 'Cut risk and save time with open source that is maintained, secured and licensed for you.',
  },
  {
    name: 'figma',
    link: 'https://mui.com/store/items/figma-react/?utm_source=docs&utm_medium=referral&utm_campaign=in-house-figma',
    img: '/img/ads-in-house/figma.svg',
    descriptionHeader: 'For Figma',
    description: 'Design with the same components you build with: a Figma kit that mirrors Material UI.',
  },
] as const satisfies readonly InHouseAd[];

/** Key of the ad settings in `siteConfig.customFields`. */
export const ADS_CUSTOM_FIELD = 'ads';

/** Environment variable that switches ads (README): `off` in production, `on` in development. */
export const ADS_ENV_VAR = 'DOCS_ADS';

const ENV_ON = new Set(['on', 'true', '1']);
const ENV_OFF = new Set(['off', 'false', '0']);

/**
 * Whether the build shows ads (issue: ad slot, item 8). Production builds show them unless
 * `DOCS_ADS=off`; any other build (the dev server, tests) only when `DOCS_ADS=on`.
 * An unrecognised value changes nothing.
 */
export function adsEnabledFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  nodeEnv: string | undefined,
): boolean {
  const value = env[ADS_ENV_VAR]?.trim().toLowerCase() ?? '';
  if (ENV_OFF.has(value)) {
    return false;
  }
  if (ENV_ON.has(value)) {
    return true;
  }
  return nodeEnv === 'production';
}

/** Class names of the slot's placement (src/theme/DocItem/Content, src/css/custom.css). */
export const AD_PAGE_CLASS_NAMES = {
  /** On the content of a page that shows an ad: its lead reserves the slot's space. */
  page: 'docs-ad-page',
  /** The lead paragraph (plugins/lead-paragraph). */
  lead: 'description',
  /** Added to the lead once the slot is in it: the reservation is dropped. */
  placed: 'ad',
} as const;
