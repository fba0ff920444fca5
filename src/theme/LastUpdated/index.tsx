/**
 * theme-classic's "Last updated on {date} by {user}", with the date's text from
 * `formatLastUpdatedDate` (src/utils/lastUpdatedDate.ts): the original builds an
 * `Intl.DateTimeFormat` on every render, and the page's first one loads the locale's calendar data
 * on the main thread (87-134 ms at 4x CPU slowdown in a docs page's hydration). Same markup, class
 * and translation ids as the original, without its note in the development server that the date
 * there is made up.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatLastUpdatedDate} from '../../utils/lastUpdatedDate';

function LastUpdatedAtDate({lastUpdatedAt}: {readonly lastUpdatedAt: number}): ReactNode {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const atDate = new Date(lastUpdatedAt);
  const calendar = localeConfigs[currentLocale]?.calendar ?? 'gregory';
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {formatLastUpdatedDate(atDate, currentLocale, calendar)}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({lastUpdatedBy}: {readonly lastUpdatedBy: string}): ReactNode {
  return (
    <Translate id="theme.lastUpdated.byUser" description="The words used to describe by who the page has been last updated" values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
