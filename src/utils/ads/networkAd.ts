/**
 * The ad network's JSON ads, their tracking pixels and impression image. Network data is untrusted:
 * every field is checked, only `https:` URLs are kept, and malformed data yields no ad instead of
 * an exception.
 */
import {AD_JSON_MAX_ATTEMPTS} from '../../constants/ads';

/** One usable network ad: a checked subset of the response's fields. */
export interface NetworkAd {
  /** Click-through link; always https. */
  readonly statlink: string;
  /** Impression image; https or absent. */
  readonly statimp?: string;
  /** Tracking URLs separated by `||`, with a `[timestamp]` placeholder. */
  readonly pixel?: string;
  readonly timestamp?: string;
  /** https or absent. */
  readonly image?: string;
  readonly company?: string;
  readonly description?: string;
}

// Whitespace and control characters are refused outright: URL parsing would silently strip some.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_URL_CHARACTERS = /[\u0000-\u0020\u007f]/;

/** True for an absolute `https:` URL with a host; false for anything else, never throws. */
export function isSafeHttpsUrl(value: unknown): value is string {
  if (typeof value !== 'string' || UNSAFE_URL_CHARACTERS.test(value)) {
    return false;
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') {
    return value;
  }
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

function httpsOrUndefined(value: unknown): string | undefined {
  return isSafeHttpsUrl(value) ? value : undefined;
}

function toNetworkAd(item: Readonly<Record<string, unknown>>, statlink: string): NetworkAd {
  return {
    statlink,
    statimp: httpsOrUndefined(item.statimp),
    pixel: text(item.pixel),
    timestamp: text(item.timestamp),
    image: httpsOrUndefined(item.image),
    company: text(item.company),
    description: text(item.description),
  };
}

/** The first ad of a response with an https `statlink`, or null. */
export function pickJsonAd(data: unknown): NetworkAd | null {
  if (!isRecord(data) || !Array.isArray(data.ads)) {
    return null;
  }
  for (const item of data.ads as readonly unknown[]) {
    if (isRecord(item) && isSafeHttpsUrl(item.statlink)) {
      return toNetworkAd(item, item.statlink);
    }
  }
  return null;
}

/** The part of `fetch` this module uses, so that tests can pass a fake. */
export type FetchJson = (
  url: string,
  init: {readonly signal?: AbortSignal},
) => Promise<{readonly ok: boolean; json(): Promise<unknown>}>;

/**
 * Fetches until a response holds a usable ad, at most `maxAttempts` times. A rejected request
 * (usually an ad blocker), an error status, a body that is not JSON or an abort ends it with
 * null at once: those do not get better by asking again.
 */
export async function fetchJsonAd(
  fetchJson: FetchJson,
  url: string,
  maxAttempts: number = AD_JSON_MAX_ATTEMPTS,
  signal?: AbortSignal,
): Promise<NetworkAd | null> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    if (signal?.aborted) {
      return null;
    }
    let data: unknown;
    try {
      const response = await fetchJson(url, signal ? {signal} : {});
      if (!response.ok) {
        return null;
      }
      data = await response.json();
    } catch {
      return null;
    }
    const ad = pickJsonAd(data);
    if (ad !== null) {
      return ad;
    }
  }
  return null;
}

const PIXEL_SEPARATOR = '||';
const TIMESTAMP_PLACEHOLDER = '[timestamp]';

/** The ad's tracking pixel URLs with the timestamp filled in; non-https entries are dropped. */
export function trackingPixels(ad: Pick<NetworkAd, 'pixel' | 'timestamp'>): string[] {
  if (!ad.pixel) {
    return [];
  }
  return ad.pixel
    .split(PIXEL_SEPARATOR)
    .map((pixel) => pixel.trim().replaceAll(TIMESTAMP_PLACEHOLDER, ad.timestamp ?? ''))
    .filter(isSafeHttpsUrl);
}

/** The impression image URL, or null when the ad has no https one. */
export function impressionUrl(ad: Pick<NetworkAd, 'statimp'>): string | null {
  return isSafeHttpsUrl(ad.statimp) ? ad.statimp : null;
}
