/**
 * Ad slot constants: the network's endpoints and ids, polling and sampling, the reserved space,
 * the in-house ads and the analytics labels.
 *
 * Stability: the network URLs, ids, fallback link, script id and banner selectors are the
 * contract with the ad network; the labels are what analytics reports group by; `Ad-root` is
 * the class blockers and tests key on. Changing any of them is a breaking change.
 * Node-safe: docusaurus.config.ts imports `adsEnabledFromEnv` from here.
 */
import {LEAD_PARAGRAPH_CLASS} from './dom';

/**
 * Banner polling: every 500 ms, up to 30 tries. No banner after more than 6 tries (about 3.5 s)
 * counts as blocked.
 */
export const AD_POLL = {
  intervalMs: 500,
  maxTries: 30,
  blockedAfterTries: 6,
} as const;

/** Probabilities. */
export const AD_CHANCES = {
  /** When blocked: ad-blocker request message instead of an in-house ad. */
  adblockMessage: 0.2,
  /** Per page load: inline layout instead of image. */
  inlineShape: 0.2,
} as const;

/** JSON ad fetch attempts when no ad in the answer carries a statlink (a link to follow). */
export const AD_JSON_MAX_ATTEMPTS = 10;

/** Display events: sampled at 0.1 and sent 2500 ms after display. */
export const AD_DISPLAY_EVENT = {
  ratio: 0.1,
  delayMs: 2500,
} as const;

/**
 * The ad image's box, in pixels (the `width`/`height` attributes of our cards' images). The
 * layouts, and the space the slot reserves, are in src/components/Ad/styles.module.css and
 * src/css/custom.css.
 */
export const AD_LAYOUT = {
  imageWidth: 130,
  imageHeight: 100,
} as const;

/** Crawlers get an empty slot so that ads are not indexed. */
export const BOT_USER_AGENT = /bot|googlebot|crawler|spider|robot|crawling/i;

/** Default network ids (mui.com's); the site config may override them. */
export const DEFAULT_AD_IDS = {
  serve: 'CKYIL27L',
  placement: 'material-uicom',
  zone: 'CE7DC23W',
} as const;

export const AD_NETWORK = {
  /** The banner links here when the network has no paid ad: show an in-house ad instead. */
  fallbackLink: 'https://material-ui-next.com/discover-more/backers',
  /** carbon.js finds its insertion point by this id. */
  scriptId: '_carbonads_js',
  /** Any of these in the document means a banner was served. */
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

/**
 * The ad network's hosts: the banner script, the script it loads with the ad itself, and the JSON
 * ad service. Also the sources the Content-Security-Policy allows (src/constants/security.ts).
 */
export const AD_ORIGINS = {
  carbonScript: 'https://cdn.carbonads.com',
  carbonServe: 'https://srv.carbonads.net',
  jsonAds: 'https://srv.buysellads.com',
} as const;

/** `https://cdn.carbonads.com/carbon.js?serve=<serve>&placement=<placement>`. */
export function carbonScriptUrl(serve: string, placement: string): string {
  return `${AD_ORIGINS.carbonScript}/carbon.js?serve=${encodeURIComponent(serve)}&placement=${encodeURIComponent(placement)}`;
}

/** `https://srv.buysellads.com/ads/<zone>.json`. */
export function jsonAdUrl(zone: string): string {
  return `${AD_ORIGINS.jsonAds}/ads/${encodeURIComponent(zone)}.json`;
}

/** The two ad layouts: text only, or an image beside the text. */
export type AdShape = 'inline' | 'image';

/** The slot's position in the page; part of every slot event label. */
export const AD_PLACEMENT = 'body-top';

/** What the slot shows, as reported to analytics. */
export const AD_LABELS = {
  network: 'carbon',
  inHouse: 'in-house',
  adblockMessage: 'in-house-adblock',
  networkFallback: 'in-house-carbon',
} as const;
export type AdLabel = (typeof AD_LABELS)[keyof typeof AD_LABELS];

/** Label of the network's JSON card link (its slot label is `carbon-body-top-inline`). */
export const JSON_AD_LABEL = 'carbon-inline';

/** Analytics vocabulary of ad events. */
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

/**
 * Shown instead of an ad to some visitors whose blocker hides the network. The English text, as
 * PleaseDisableAdblock passes it to translate() and the browser tests assert it.
 */
export const ADBLOCK_MESSAGE = {
  title: 'Help us keep running',
  body: 'If you do not mind ads about developer tools, which never track you, please allow ads on this site in your ad blocker.',
  thanks: 'Thank you!',
  heart: '❤️',
  heartLabel: 'Love',
} as const;

/** An ad of our own. */
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

/** The four in-house ads. Order matters: a random draw indexes into this list. */
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
const ADS_ENV_VAR = 'DOCS_ADS';

const ENV_ON = new Set(['on', 'true', '1']);
const ENV_OFF = new Set(['off', 'false', '0']);

/**
 * Whether the build shows ads. Production builds show them unless
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
  lead: LEAD_PARAGRAPH_CLASS,
  /** Added to the lead once the slot is in it: the reservation is dropped. */
  placed: 'ad',
} as const;
