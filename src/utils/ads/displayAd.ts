/**
 * The card every ad renders as: in-house ads and network JSON ads map to it.
 * Text fields are plain text; the card never renders them as HTML.
 */
import {AD_NETWORK, IN_HOUSE_PUBLISHER, JSON_AD_LABEL, type InHouseAd} from '../../constants/ads';
import type {NetworkAd} from './networkAd';

export interface DisplayAd {
  /** https link; opens in a new tab. */
  readonly link: string;
  /** https (network) or site path (in-house) image; absent when the network sent none. */
  readonly img?: string;
  /** Image alt text. */
  readonly name: string;
  readonly descriptionHeader: string;
  readonly description: string;
  /** Publisher shown as "ad by <publisher>". */
  readonly poweredby: string;
  /** Label of the card's own display and click events. */
  readonly label: string | null;
}

export function inHouseDisplayAd(ad: InHouseAd): DisplayAd {
  return {
    link: ad.link,
    img: ad.img,
    name: ad.name,
    descriptionHeader: ad.descriptionHeader,
    description: ad.description,
    poweredby: IN_HOUSE_PUBLISHER,
    label: `in-house-${ad.name}`,
  };
}

/** The network's JSON ads carry no headline: the company is the header and the alt text. */
export function networkDisplayAd(ad: NetworkAd): DisplayAd {
  const company = ad.company?.trim() ?? '';
  return {
    link: ad.statlink,
    img: ad.image,
    name: company,
    descriptionHeader: company,
    description: ad.description?.trim() ?? '',
    poweredby: AD_NETWORK.publisher,
    label: JSON_AD_LABEL,
  };
}
