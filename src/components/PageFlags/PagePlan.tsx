/**
 * The plan mark at the top of a paid page (MUI X Pro or Premium): the navigation's mark with the
 * plan's name, so a reader who arrives from search sees it before the text.
 */
import React, {type ReactNode} from 'react';
import {PLAN_MARKS} from '../../constants/navigation';
import type {Plan} from '../../data/pages/types';
import {planTitle} from '.';
import styles from './styles.module.css';

export default function PagePlan({plan}: {readonly plan: Plan}): ReactNode {
  return (
    <div className={styles.pagePlan} data-plan={plan}>
      <span className={PLAN_MARKS[plan].className} aria-hidden="true" />
      {planTitle(plan)}
    </div>
  );
}
