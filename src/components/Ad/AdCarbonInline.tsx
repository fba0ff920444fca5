/**
 * The network's JSON ad, inline layout: the ad is fetched from the network's JSON endpoint and
 * rendered as our own card; its impression image and tracking pixels are requested as hidden
 * images.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {AD_JSON_MAX_ATTEMPTS, AD_NETWORK, jsonAdUrl} from '../../constants/ads';
import {networkDisplayAd} from '../../utils/ads/displayAd';
import {fetchJsonAd, impressionUrl, trackingPixels, type FetchJson, type NetworkAd} from '../../utils/ads/networkAd';
import AdDisplay from './AdDisplay';
import styles from './styles.module.css';

const HIDDEN = {display: 'none'} as const;

const browserFetch: FetchJson = (url, init) => window.fetch(url, init);

function HiddenImage({src}: {readonly src: string}): ReactNode {
  return <img src={src} alt="" aria-hidden="true" style={HIDDEN} />;
}

interface AdCarbonInlineProps {
  readonly zone: string;
}

export default function AdCarbonInline({zone}: AdCarbonInlineProps): ReactNode {
  const [ad, setAd] = useState<NetworkAd | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void fetchJsonAd(browserFetch, jsonAdUrl(zone), AD_JSON_MAX_ATTEMPTS, controller.signal).then((found) => {
      if (!controller.signal.aborted) {
        setAd(found);
      }
    });
    return () => controller.abort();
  }, [zone]);

  if (ad === null) {
    return <span className={styles.inlineLoading} />;
  }
  const impression = impressionUrl(ad);
  return (
    <>
      {impression ? <HiddenImage src={impression} /> : null}
      {trackingPixels(ad).map((pixel, index) => (
        // Pixels may repeat; their order never changes for one ad.
        <HiddenImage key={`${index}-${pixel}`} src={pixel} />
      ))}
      {/* The network's card class: the banner polling counts this card as a served banner. */}
      <AdDisplay ad={networkDisplayAd(ad)} shape="inline" className={AD_NETWORK.cardClassName} />
    </>
  );
}
