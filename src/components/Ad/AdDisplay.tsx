/**
 * One ad card, image or inline layout: image, header, description and publisher. Text is
 * rendered as text, never as HTML; the link opens in a new tab and is marked as sponsored.
 */
import React, {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import {AD_CLASS_NAMES, AD_LAYOUT, type AdShape} from '../../constants/ads';
import type {DisplayAd} from '../../utils/ads/displayAd';
import {clickEvent} from '../../utils/ads/events';
import {isSafeHttpsUrl} from '../../utils/ads/networkAd';
import {gaEventProps} from '../shared/gaEventProps';
import {useAdConfig} from './AdProvider';
import {useAdDisplayEvent} from './hooks';
import styles from './styles.module.css';

interface AdDisplayProps {
  readonly ad: DisplayAd;
  readonly shape: AdShape;
  readonly className?: string;
}

export default function AdDisplay({ad, shape, className}: AdDisplayProps): ReactNode {
  const {GADisplayRatio} = useAdConfig();
  const [imageFailed, setImageFailed] = useState(false);
  useAdDisplayEvent(ad.label, GADisplayRatio, 0);

  // The mappers only let https links through; this keeps any other caller to the same rule.
  if (!isSafeHttpsUrl(ad.link)) {
    return null;
  }
  return (
    <span className={clsx(styles.card, shape === 'inline' ? styles.inlineCard : styles.imageCard, className)}>
      <a href={ad.link} target="_blank" rel="noopener sponsored" {...gaEventProps(clickEvent(ad.label))}>
        {/* The wrapper keeps its size when the image is missing or fails: the text does not move. */}
        <span className={AD_CLASS_NAMES.imageWrapper}>
          {ad.img && !imageFailed ? (
            <img
              src={ad.img}
              alt={ad.name}
              width={AD_LAYOUT.imageWidth}
              height={AD_LAYOUT.imageHeight}
              onError={() => setImageFailed(true)}
            />
          ) : null}
        </span>
        {/* The inline layout draws the badge and the cue around the text from these attributes. */}
        <span
          className={AD_CLASS_NAMES.description}
          data-badge={translate({id: 'mui.ad.badge', message: 'Ad', description: 'The badge before an inline ad'})}
          data-get-started={translate({id: 'mui.ad.getStarted', message: 'Get started', description: 'The cue after an inline ad'})}>
          {ad.descriptionHeader ? (
            <>
              <strong>{ad.descriptionHeader}</strong>
              {' - '}
            </>
          ) : null}
          {ad.description}
        </span>
      </a>
      <span className={AD_CLASS_NAMES.poweredBy}>
        {translate({id: 'mui.ad.poweredBy', message: 'ad by {publisher}', description: 'Names the publisher under an ad'}, {publisher: ad.poweredby})}
      </span>
    </span>
  );
}
