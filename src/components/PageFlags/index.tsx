/**
 * Chips and plan marks after a navigation label: a chip per page flag (New, Preview, Beta,
 * Planned, Legacy, Deprecated) and a Pro or Premium mark whose title names the plan. The chips
 * are plain spans drawn like MUI's small outlined Chip: a sidebar holds many of them and they
 * need none of Chip's behaviour, so hydrating them costs no styled components.
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import {FLAG_CHIPS, PLAN_MARKS, SIDEBAR_CLASS_NAMES} from '../../constants/navigation';
import type {PageFlag, Plan} from '../../data/pages/types';
import styles from './styles.module.css';

function flagLabel(flag: PageFlag): string {
  switch (flag) {
    case 'newFeature':
      return translate({id: 'mui.pageFlags.newFeature', message: 'New'});
    case 'unstable':
      return translate({id: 'mui.pageFlags.unstable', message: 'Preview'});
    case 'beta':
      return translate({id: 'mui.pageFlags.beta', message: 'Beta'});
    case 'planned':
      return translate({id: 'mui.pageFlags.planned', message: 'Planned'});
    case 'legacy':
      return translate({id: 'mui.pageFlags.legacy', message: 'Legacy'});
    case 'deprecated':
      return translate({id: 'mui.pageFlags.deprecated', message: 'Deprecated'});
  }
}

/** The plan's name, as a reader reads it ("Pro plan"). */
export function planTitle(plan: Plan): string {
  switch (plan) {
    case 'pro':
      return translate({id: 'mui.pageFlags.plan.pro', message: 'Pro plan'});
    case 'premium':
      return translate({id: 'mui.pageFlags.plan.premium', message: 'Premium plan'});
  }
}

interface PageFlagsProps {
  readonly flags?: readonly PageFlag[];
  readonly plan?: Plan;
}

export default function PageFlags({flags = [], plan}: PageFlagsProps): ReactNode {
  return (
    <>
      {plan && <span className={PLAN_MARKS[plan].className} title={planTitle(plan)} aria-label={planTitle(plan)} role="img" />}
      {flags.map((flag) => (
        <span key={flag} className={clsx(SIDEBAR_CLASS_NAMES.chip, styles.chip, styles[FLAG_CHIPS[flag].color])} data-flag={flag}>
          {flagLabel(flag)}
        </span>
      ))}
    </>
  );
}
