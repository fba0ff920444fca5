/**
 * The page's ad slot, for the docs page layout to render inside the lead paragraph. Reads the ad
 * settings from `siteConfig.customFields.ads`; renders nothing when ads are off for this build.
 */
import React, {useMemo, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {adConfigFromCustomFields} from '../../utils/ads/config';
import Ad from './Ad';
import {AdProvider} from './AdProvider';

export default function AdSlot(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const config = useMemo(() => adConfigFromCustomFields(siteConfig.customFields), [siteConfig.customFields]);
  if (!config.enabled) {
    return null;
  }
  return (
    <AdProvider config={config}>
      <Ad />
    </AdProvider>
  );
}
