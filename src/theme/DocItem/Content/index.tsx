/**
 * Wraps (unsafe wrap, low maintenance) the doc content to place the page's ad slot inside its lead
 * paragraph, `p.description` (marked at build time by plugins/lead-paragraph).
 * The slot is portalled in after hydration; until then CSS reserves its space on the lead, so the
 * page does not shift when it arrives. `hide_ad: true` in a page's front matter opts it out.
 * A paid page (MUI X Pro or Premium, from its sidebar link's props) gets its plan mark above the
 * title. Every page gets the Copy page button (its Markdown, fetched on demand) beside the title.
 */
import React, {lazy, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import PagePlan from '../../../components/PageFlags/PagePlan';
import CopyPageButton from '../../../components/CopyPageButton';
import {planOfPage} from '../../../utils/sidebarProps';
import OnDemand from '../../../components/OnDemand';
import {adConfigFromCustomFields, pageShowsAd} from '../../../utils/ads/config';
import {AD_PAGE_CLASS_NAMES} from '../../../constants/ads';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

// The ad's code (polling, draws, network and in-house ads) is not needed for the first paint.
const AdSlot = lazy(() => import('../../../components/Ad'));

/**
 * Drops the lead's space reservation in the same commit that shows the slot (a layout effect
 * runs before paint), so the reserved space and the slot never both count, nor neither. Rendered
 * beside the lazy slot inside one Suspense boundary, it commits only once the slot's code is in.
 */
function ReservationRelease({lead}: {readonly lead: HTMLElement}): null {
  useLayoutEffect(() => {
    lead.classList.add(AD_PAGE_CLASS_NAMES.placed);
    return () => lead.classList.remove(AD_PAGE_CLASS_NAMES.placed);
  }, [lead]);
  return null;
}

function PlacedSlot({lead}: {readonly lead: HTMLElement}): ReactNode {
  return (
    <OnDemand>
      <AdSlot />
      <ReservationRelease lead={lead} />
    </OnDemand>
  );
}

export default function ContentWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const sidebar = useDocsSidebar();
  const plan = sidebar ? planOfPage(sidebar.items, metadata.permalink) : undefined;
  const showAd = adConfigFromCustomFields(siteConfig.customFields).enabled && pageShowsAd(frontMatter);
  const root = useRef<HTMLDivElement>(null);
  const [lead, setLead] = useState<HTMLElement | null>(null);
  // The same element while the props are the same: finding the lead after mount (a state update)
  // then renders this wrapper alone, not the page's content below it again.
  const content = useMemo(() => <Content {...props} />, [props]);

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
      {/* Floated before the title, so it sits at the end of the title's first line. Keyed by
          page: another page's Markdown is fetched afresh. */}
      <CopyPageButton key={metadata.permalink} permalink={metadata.permalink} className={styles.copyPage} />
      {plan && <PagePlan plan={plan} />}
      {content}
      {/* Keyed by page: a new page gets a new slot, with fresh polling and draws. */}
      {lead && createPortal(<PlacedSlot key={metadata.permalink} lead={lead} />, lead)}
    </div>
  );
}
