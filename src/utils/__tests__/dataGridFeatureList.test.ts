/**
 * The Data Grid feature list (a demo on /x/react-data-grid/features) names, for each feature, the
 * lowest plan that has it and the page about it. A reader chooses a package from it, so it is
 * checked against the navigation: every page it links exists, no feature is cheaper than the page
 * it lives on, and every paid feature page of the navigation is in the list.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {dataGridPages} from '../../data/pages/x/dataGrid';
import type {MuiPage} from '../../data/pages/types';

const DEMO = path.join(__dirname, '../../demos/x/react-data-grid/features/DataGridFeatureList.tsx');
const PLAN_RANK = {Community: 0, Pro: 1, Premium: 2} as const;
const NAV_PLAN = {pro: 'Pro', premium: 'Premium'} as const;
/** Paid pages that explain or collect rather than introduce a feature of their own. */
const NOT_A_FEATURE = new Set(['/x/react-data-grid/recipes-row-grouping', '/x/react-data-grid/pivoting-explained']);

interface ListedFeature {
  readonly feature: string;
  readonly plan: keyof typeof PLAN_RANK;
  readonly page: string;
}

function listedFeatures(): ListedFeature[] {
  const source = fs.readFileSync(DEMO, 'utf8');
  const pagePrefix = /const PAGE = '([^']+)'/.exec(source)?.[1];
  if (pagePrefix === undefined) {
    throw new Error(`${DEMO}: no PAGE constant`);
  }
  const entry = /\{ feature: '([^']+)', area: '[^']+', plan: '(Community|Pro|Premium)', page: `\$\{PAGE\}([^`]*)` \}/g;
  return [...source.matchAll(entry)].map((match) => ({
    feature: match[1] ?? '',
    plan: (match[2] ?? 'Community') as ListedFeature['plan'],
    page: `${pagePrefix}${match[3] ?? ''}`,
  }));
}

function navigationLeaves(page: MuiPage): MuiPage[] {
  return page.children ? page.children.flatMap(navigationLeaves) : [page];
}

const features = listedFeatures();
const leaves = new Map(navigationLeaves(dataGridPages).map((page) => [page.pathname, page]));
const planOf = (page: MuiPage): keyof typeof PLAN_RANK => (page.plan ? NAV_PLAN[page.plan] : 'Community');

describe('the Data Grid feature list', () => {
  it('is read from the demo (every entry in the one-line form the check parses)', () => {
    const entries = fs.readFileSync(DEMO, 'utf8').match(/\{ feature: '/g) ?? [];
    expect(features.length).toBeGreaterThan(40);
    expect(features).toHaveLength(entries.length);
  });

  it.each(features.map((feature) => [feature.feature, feature] as const))('%s links a Data Grid page of the navigation, and is not cheaper than it', (_name, feature) => {
    const page = leaves.get(feature.page);
    expect(page, `${feature.page} is not in src/data/pages/x/dataGrid.ts`).toBeDefined();
    if (page) {
      expect(PLAN_RANK[feature.plan], `${feature.feature} is ${feature.plan} on a ${planOf(page)} page`).toBeGreaterThanOrEqual(PLAN_RANK[planOf(page)]);
    }
  });

  it('lists every paid feature page of the navigation', () => {
    const listedPages = new Set(features.map((feature) => feature.page));
    const missing = [...leaves.values()]
      .filter((page) => page.plan !== undefined && page.planned !== true && !NOT_A_FEATURE.has(page.pathname))
      .map((page) => page.pathname)
      .filter((pathname) => !listedPages.has(pathname));
    expect(missing, 'paid Data Grid pages missing from DataGridFeatureList.tsx').toEqual([]);
  });
});
