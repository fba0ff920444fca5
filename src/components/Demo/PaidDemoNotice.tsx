/**
 * Stands in for the preview of a paid-plan demo (MUI X Pro or Premium) in a build without a
 * licence key: says why it does not run and where to read about keys. The code below it stays
 * readable and copyable; the demo's module imports nothing, so no paid code is on the page.
 * Drawn like MUI's outlined info Alert, in plain markup: a page of such demos loads no MUI.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {PLAN_MARKS} from '../../constants/navigation';
import {MUI_X_LICENSING_PATH} from '../../constants/muiX';
import type {PaidDemoInfo} from './types';
import styles from './styles.module.css';

function planName(plan: PaidDemoInfo['plan']): string {
  switch (plan) {
    case 'pro':
      return translate({id: 'mui.demo.paid.plan.pro', message: 'Pro'});
    case 'premium':
      return translate({id: 'mui.demo.paid.plan.premium', message: 'Premium'});
  }
}

export default function PaidDemoNotice({paid}: {readonly paid: PaidDemoInfo}): ReactNode {
  const plan = planName(paid.plan);
  return (
    <div role="note" className={styles.paidNotice} data-testid="paid-demo-notice" data-plan={paid.plan}>
      {/* The plan's own mark, as in the navigation. */}
      <span className={styles.paidNoticeIcon}>
        <span className={PLAN_MARKS[paid.plan].className} aria-hidden="true" />
      </span>
      <div className={styles.paidNoticeMessage}>
        <div className={styles.paidNoticeTitle}>
          {translate({id: 'mui.demo.paid.title', message: '{plan} plan demo: not running in this build'}, {plan})}
        </div>
        {translate(
          {
            id: 'mui.demo.paid.body',
            message:
              'This demo uses {product}, a paid plan. This build of the docs has no MUI X license key, so it is not running here; the code below runs in your project once you set your license key.',
          },
          {product: paid.product},
        )}{' '}
        <Link to={MUI_X_LICENSING_PATH}>
          <Translate id="mui.demo.paid.link">How to set the license key</Translate>
        </Link>
      </div>
    </div>
  );
}
