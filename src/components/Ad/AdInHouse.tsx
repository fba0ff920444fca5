/** One of our own ads (templates, themes, support, design kit), published by us. */
import React, {type ReactNode} from 'react';
import {AD_CLASS_NAMES, type AdShape, type InHouseAd} from '../../constants/ads';
import {inHouseDisplayAd} from '../../utils/ads/displayAd';
import AdDisplay from './AdDisplay';

interface AdInHouseProps {
  readonly ad: InHouseAd;
  readonly shape: AdShape;
}

export default function AdInHouse({ad, shape}: AdInHouseProps): ReactNode {
  // Not the network's card class: the banner polling must not take our own ad for a banner.
  return <AdDisplay ad={inHouseDisplayAd(ad)} shape={shape} className={AD_CLASS_NAMES.inHouse} />;
}
