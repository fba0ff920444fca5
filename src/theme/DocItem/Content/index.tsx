/**
 * Wraps (unsafe wrap, low maintenance) the doc content to place the page's ad slot inside its lead
 * paragraph, `p.description` (marked at build time by plugins/lead-paragraph; spec §2 "Ad slot").
 * The slot is portalled in after hydration; until then CSS reserves its space on the lead, so the
 * page does not shift when it arrives (issue: ad slot, item 2). `hide_ad: true` opts a page out.
 */
import React, {useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import AdSlot from '../../../components/Ad';
import {adConfigFromCustomFields, pageShowsAd} from '../../../utils/ads/config';
import {AD_PAGE_CLASS_NAMES} from '../../../constants/ads';

type Props = WrapperProps<typeof ContentType>;

/**
 * Drops the lead's space reservation in the same commit that inserts the slot (a layout effect
 * runs before paint), so the reserved space and the slot never both count, nor neither.
 */
function PlacedSlot({lead, permalink}: {readonly lead: HTMLElement; readonly permalink: string}): ReactNode {
  useLayoutEffect(() => {
    lead.classList.add(AD_PAGE_CLASS_NAMES.placed);
    return () => lead.classList.remove(AD_PAGE_CLASS_NAMES.placed);
  }, [lead]);
  return <AdSlot key={permalink} />;
}

export default function ContentWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const showAd = adConfigFromCustomFields(siteConfig.customFields).enabled && pageShowsAd(frontMatter);
  const root = useRef<HTMLDivElement>(null);
  const [lead, setLead] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const element = showAd ? root.current?.querySelector<HTMLElement>(`p.${AD_PAGE_CLASS_NAMES.lead}`) : null;
    if (!element) {
      return undefined;
    }
    setLead(element);
    return () => setLead(null);
  }, [showAd, metadata.permalink]);

  return (
    <div ref={root} className={clsx(showAd && AD_PAGE_CLASS_NAMES.page)}>
      <Content {...props} />
      {/* Keyed by page: a new page gets a new slot, with fresh polling and draws. */}
      {lead && createPortal(<PlacedSlot key={metadata.permalink} lead={lead} permalink={metadata.permalink} />, lead)}
    </div>
  );
}
