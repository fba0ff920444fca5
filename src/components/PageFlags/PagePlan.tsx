/**
 * The plan mark at the top of a paid page (MUI X Pro or Premium): the navigation's mark with the
 * plan's name, so a reader who arrives from search sees it before the text.
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PLAN_MARKS} from '../../constants/navigation';
import type {Plan} from '../../data/pages/types';
import styles from './styles.module.css';

function planLabel(plan: Plan): string {
  switch (plan) {
    case 'pro':
      return translate({id: 'mui.pageFlags.plan.pro', message: 'Pro plan'});
    case 'premium':
      return translate({id: 'mui.pageFlags.plan.premium', message: 'Premium plan'});
  }
}

export default function PagePlan({plan}: {readonly plan: Plan}): ReactNode {
  return (
    <div className={styles.pagePlan} data-plan={plan}>
      <span className={PLAN_MARKS[plan].className} aria-hidden="true" />
      {planLabel(plan)}
    </div>
  );
}
