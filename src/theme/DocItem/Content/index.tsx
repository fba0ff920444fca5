/**
 * Wraps the doc content to give every page its lead and ad slot (spec §2 "Ad slot"; issue: ad
 * slot, item 2). The front-matter description is rendered as the lead paragraph, class
 * `description`, with the slot inside it; `hide_ad: true` (or `disableAd: true`) opts a page out.
 * Passed as children, the lead lands inside `.markdown`, after the page title.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import AdSlot from '../../../components/Ad';
import {pageShowsAd} from '../../../utils/ads/config';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper({children, ...props}: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  // Keyed by page: a new page gets a new slot, with fresh polling and draws.
  const slot = pageShowsAd(frontMatter) ? <AdSlot key={metadata.permalink} /> : null;
  return (
    <Content {...props}>
      {frontMatter.description ? (
        <p className="description">
          {frontMatter.description}
          {slot}
        </p>
      ) : (
        slot
      )}
      {children}
    </Content>
  );
}
