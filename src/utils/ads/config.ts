/**
 * Ad configuration as the slot reads it. The site config carries it in `customFields.ads`; anything
 * missing or malformed falls back to the defaults, and a missing `enabled` means no ads.
 */
import {ADS_CUSTOM_FIELD, AD_DISPLAY_EVENT, DEFAULT_AD_IDS} from '../../constants/ads';

export interface AdConfig {
  /** Share of display events sent, in [0, 1]. */
  readonly GADisplayRatio: number;
  readonly enabled: boolean;
  /** Network banner ids (script URL). */
  readonly serve: string;
  readonly placement: string;
  /** Network JSON zone (inline layout). */
  readonly zone: string;
}

/** What an `<AdProvider>` gives when its config omits a field. */
export const DEFAULT_AD_CONFIG: AdConfig = {
  GADisplayRatio: AD_DISPLAY_EVENT.ratio,
  enabled: true,
  ...DEFAULT_AD_IDS,
};

// Ids end up in network URLs; they are short alphanumeric keys.
const NETWORK_ID = /^[A-Za-z0-9_-]{1,64}$/;

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function networkId(value: unknown, fallback: string): string {
  return typeof value === 'string' && NETWORK_ID.test(value) ? value : fallback;
}

function ratio(value: unknown, fallback: number): number {
  return typeof value === 'number' && value >= 0 && value <= 1 ? value : fallback;
}

/** The slot's config from `siteConfig.customFields`. */
export function adConfigFromCustomFields(customFields: unknown): AdConfig {
  const fields = isRecord(customFields) ? customFields[ADS_CUSTOM_FIELD] : undefined;
  const ads = isRecord(fields) ? fields : {};
  return {
    GADisplayRatio: ratio(ads.GADisplayRatio, DEFAULT_AD_CONFIG.GADisplayRatio),
    enabled: ads.enabled === true,
    serve: networkId(ads.serve, DEFAULT_AD_CONFIG.serve),
    placement: networkId(ads.placement, DEFAULT_AD_CONFIG.placement),
    zone: networkId(ads.zone, DEFAULT_AD_CONFIG.zone),
  };
}

/**
 * Front-matter opt-out: `hide_ad: true`, or `disableAd: true` (the name mui.com's docs give the
 * same flag, so pages brought over from there keep working).
 */
export function pageShowsAd(frontMatter: Readonly<Record<string, unknown>>): boolean {
  return frontMatter.hide_ad !== true && frontMatter.disableAd !== true;
}
