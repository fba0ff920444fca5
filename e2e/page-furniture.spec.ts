/**
 * What ends every docs page, for its writers and readers: a link to edit the page's file in the
 * repository (none on generated API pages), the date of the last commit that changed the file,
 * and the previous and next pages of the product's navigation (never another product's).
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {test, expect, openHydrated} from './fixtures';
import {PRODUCT_PAGES} from '../src/data/pages';
import {flattenPages, pageToTitle} from '../src/utils/pageTree';
import {REPOSITORY} from '../src/constants/site';

const SITE_DIR = path.resolve(__dirname, '..');

/** The date of the last commit that changed the file, as the page writes it (`Nov 29, 2026`). */
function lastCommitDate(file: string): string {
  const iso = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {cwd: SITE_DIR, encoding: 'utf8'}).trim();
  return new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(new Date(iso));
}

const repositoryUrl = process.env[REPOSITORY.urlVariable] || REPOSITORY.url;

test('a page links to its file for editing and says when it last changed', async ({page}) => {
  await openHydrated(page, '/material-ui/react-button');
  const edit = page.getByRole('link', {name: /Edit this page/});
  await expect(edit).toHaveAttribute('href', `${repositoryUrl}/edit/${REPOSITORY.branch}/docs/material-ui/react-button.mdx`);
  await expect(page.locator('.theme-last-updated')).toContainText(`Last updated on ${lastCommitDate('docs/material-ui/react-button.mdx')}`);
});

test('a generated API page has no edit link', async ({page}) => {
  await openHydrated(page, '/material-ui/api/button');
  await expect(page.getByRole('heading', {level: 1})).toContainText('Button');
  await expect(page.getByRole('link', {name: /Edit this page/})).toHaveCount(0);
});

test('previous and next follow the product navigation and stop at its ends', async ({page}) => {
  const leaves = flattenPages(PRODUCT_PAGES['joy-ui'].pages).filter((entry) => !entry.children && entry.pathname.startsWith('/joy-ui/'));
  const index = leaves.findIndex((entry) => entry.pathname === '/joy-ui/react-button');
  const [previous, next] = [leaves[index - 1], leaves[index + 1]];
  expect(previous && next, 'the Joy UI Button page has pages on both sides').toBeTruthy();
  await openHydrated(page, '/joy-ui/react-button');
  const pagination = page.getByRole('navigation', {name: 'Docs pages'});
  await expect(pagination.locator('a.pagination-nav__link--prev')).toHaveAttribute('href', previous?.pathname ?? '');
  await expect(pagination.locator('a.pagination-nav__link--prev')).toContainText(pageToTitle(previous ?? {pathname: ''}) ?? '');
  await expect(pagination.locator('a.pagination-nav__link--next')).toHaveAttribute('href', next?.pathname ?? '');

  // The product's last page has no next page: the next product's first page is not offered.
  const last = leaves.at(-1);
  await openHydrated(page, last?.pathname ?? '');
  await expect(page.locator('a.pagination-nav__link--prev')).toHaveCount(1);
  await expect(page.locator('a.pagination-nav__link--next')).toHaveCount(0);
});
