/**
 * The network's banner, image layout: the network's script (carbon.js, from its CDN) is loaded
 * into this span and renders `#carbonads` there.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import {AD_NETWORK, carbonScriptUrl} from '../../constants/ads';
import {createNetworkScript} from '../../utils/ads/networkScript';
import styles from './styles.module.css';

interface AdCarbonImageProps {
  readonly serve: string;
  readonly placement: string;
}

export default function AdCarbonImage({serve, placement}: AdCarbonImageProps): ReactNode {
  const hostRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    // Deferred (see AD_NETWORK.scriptLoadDelayMs), and only into a span still in the page.
    const timer = setTimeout(() => {
      const host = hostRef.current;
      if (host?.isConnected) {
        host.append(createNetworkScript(document, carbonScriptUrl(serve, placement)));
      }
    }, AD_NETWORK.scriptLoadDelayMs);
    return () => clearTimeout(timer);
  }, [serve, placement]);

  return <span ref={hostRef} className={styles.banner} />;
}
