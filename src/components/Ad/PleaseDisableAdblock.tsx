/** Shown in the slot to some visitors whose blocker hides the network: asks them to allow ads here. */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {ADBLOCK_MESSAGE} from '../../constants/ads';
import styles from './styles.module.css';

export default function PleaseDisableAdblock(): ReactNode {
  return (
    <span className={styles.adblockMessage}>
      <span className={`${styles.line} ${styles.strong}`}>
        {translate({id: 'mui.ad.adblock.title', message: 'Help us keep running'})}
      </span>
      <span className={styles.line}>
        {translate({
          id: 'mui.ad.adblock.body',
          message: 'If you do not mind ads about developer tools, which never track you, please allow ads on this site in your ad blocker.',
        })}
      </span>
      <span className={styles.line}>
        {translate({id: 'mui.ad.adblock.thanks', message: 'Thank you!'})}{' '}
        <span role="img" aria-label={translate({id: 'mui.ad.adblock.heart', message: 'Love', description: 'Names the heart emoji after the thanks'})}>
          {ADBLOCK_MESSAGE.heart}
        </span>
      </span>
    </span>
  );
}
