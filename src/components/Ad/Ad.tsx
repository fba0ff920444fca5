/**
 * The ad slot. Crawlers get an empty slot. Otherwise the network's banner is loaded and polled
 * for; when it does not show (blocked), some visitors are asked to allow ads and the rest get an
 * in-house ad, as do visitors the network has no paid ad for. The layout (image or inline) is
 * drawn once per page load. Decisions come from the pure functions in src/utils/ads; this
 * component feeds them the browser's facts and renders the result inside a box that reserves
 * the ad's space from the first paint.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {AD_CLASS_NAMES, AD_DISPLAY_EVENT, type AdShape} from '../../constants/ads';
import {adEventLabel, chooseAd, NO_AD, type AdChoice} from '../../utils/ads/choice';
import type {AdConfig} from '../../utils/ads/config';
import {clickEvent} from '../../utils/ads/events';
import {gaEventProps} from '../shared/gaEventProps';
import AdCarbonImage from './AdCarbonImage';
import AdCarbonInline from './AdCarbonInline';
import AdErrorBoundary from './AdErrorBoundary';
import AdInHouse from './AdInHouse';
import {useAdConfig} from './AdProvider';
import {useAdDisplayEvent, useBannerPolling, usePageAdFacts, useSlotDraws} from './hooks';
import PleaseDisableAdblock from './PleaseDisableAdblock';
import styles from './styles.module.css';

interface AdContentProps {
  readonly choice: AdChoice;
  readonly shape: AdShape;
  readonly config: AdConfig;
}

function AdContent({choice, shape, config}: AdContentProps): ReactNode {
  switch (choice.kind) {
    case 'none':
      return null;
    case 'adblock-message':
      return <PleaseDisableAdblock />;
    case 'in-house':
      return <AdInHouse ad={choice.inHouseAd} shape={shape} />;
    case 'network':
      return shape === 'inline' ? (
        <AdCarbonInline zone={config.zone} />
      ) : (
        <AdCarbonImage serve={config.serve} placement={config.placement} />
      );
  }
}

export interface AdProps {
  /** Forces a layout (demos, tests); by default the layout drawn once per page load. */
  readonly shape?: AdShape;
}

export default function Ad({shape: forcedShape}: AdProps): ReactNode {
  const config = useAdConfig();
  const facts = usePageAdFacts();
  const draws = useSlotDraws();
  const poll = useBannerPolling(config.enabled && facts !== null && !facts.isBot);

  const shape = forcedShape ?? facts?.shape ?? 'image';
  const choice =
    facts === null
      ? NO_AD
      : chooseAd({
          isBot: facts.isBot,
          blocked: poll.blocked,
          fallbackLink: poll.fallbackLink,
          randomAdblock: draws.adblock,
          randomInHouse: draws.inHouse,
        });
  const eventLabel = config.enabled ? adEventLabel(choice.label, shape) : null;
  useAdDisplayEvent(eventLabel, config.GADisplayRatio, AD_DISPLAY_EVENT.delayMs);

  if (!config.enabled) {
    return null;
  }
  return (
    <span
      className={clsx(AD_CLASS_NAMES.root, styles.root, shape === 'inline' && styles.rootInline)}
      {...gaEventProps(clickEvent(eventLabel))}>
      <AdErrorBoundary eventLabel={eventLabel}>
        <AdContent choice={choice} shape={shape} config={config} />
      </AdErrorBoundary>
    </span>
  );
}
