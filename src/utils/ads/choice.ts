/**
 * What the ad slot shows, and the label its events carry.
 * Randomness is drawn by the caller once per page load or slot and passed in.
 */
import {
  AD_CHANCES,
  AD_LABELS,
  AD_PLACEMENT,
  IN_HOUSE_ADS,
  type AdLabel,
  type AdShape,
  type InHouseAd,
} from '../../constants/ads';

export type AdChoice =
  | {readonly kind: 'none'; readonly label: null}
  | {readonly kind: 'network'; readonly label: typeof AD_LABELS.network}
  | {
      readonly kind: 'in-house';
      readonly label: typeof AD_LABELS.inHouse | typeof AD_LABELS.networkFallback;
      readonly inHouseAd: InHouseAd;
    }
  | {readonly kind: 'adblock-message'; readonly label: typeof AD_LABELS.adblockMessage};

export const NO_AD: AdChoice = {kind: 'none', label: null};

export interface AdFacts {
  readonly isBot: boolean;
  readonly blocked: boolean;
  readonly fallbackLink: boolean;
  /** In [0, 1): below the ad-block message chance shows the message when blocked. */
  readonly randomAdblock: number;
  /** In [0, 1): picks the in-house ad. */
  readonly randomInHouse: number;
}

/** The in-house ad a draw in [0, 1) picks; out-of-range draws are clamped. */
export function pickInHouseAd(random: number, ads: readonly [InHouseAd, ...InHouseAd[]] = IN_HOUSE_ADS): InHouseAd {
  const index = Number.isFinite(random) ? Math.floor(ads.length * random) : 0;
  return ads[Math.min(Math.max(index, 0), ads.length - 1)] ?? ads[0];
}

/** First match wins: crawler, blocked, fallback link, otherwise the network. */
export function chooseAd(facts: AdFacts, ads: readonly [InHouseAd, ...InHouseAd[]] = IN_HOUSE_ADS): AdChoice {
  if (facts.isBot) {
    return NO_AD;
  }
  if (facts.blocked) {
    return facts.randomAdblock < AD_CHANCES.adblockMessage
      ? {kind: 'adblock-message', label: AD_LABELS.adblockMessage}
      : {kind: 'in-house', label: AD_LABELS.inHouse, inHouseAd: pickInHouseAd(facts.randomInHouse, ads)};
  }
  if (facts.fallbackLink) {
    return {kind: 'in-house', label: AD_LABELS.networkFallback, inHouseAd: pickInHouseAd(facts.randomInHouse, ads)};
  }
  return {kind: 'network', label: AD_LABELS.network};
}

/** Layout for a draw in [0, 1): inline with 20 % probability, otherwise image. */
export function chooseShape(random: number): AdShape {
  return random < AD_CHANCES.inlineShape ? 'inline' : 'image';
}

type AdEventLabel = `${AdLabel}-${typeof AD_PLACEMENT}-${AdShape}`;

/** `<label>-body-top-<shape>`, e.g. `carbon-body-top-image`; null when nothing is shown. */
export function adEventLabel(label: AdLabel | null, shape: AdShape): AdEventLabel | null {
  return label === null ? null : `${label}-${AD_PLACEMENT}-${shape}`;
}
