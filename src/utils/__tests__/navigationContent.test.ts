/**
 * Every page in the navigation is a finished page: no placeholder text, a lead paragraph, at
 * least one section, and on component pages and MUI X feature pages live demos
 * (src/utils/contentChecks.ts). Reads the Markdown sources; no build needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PRODUCT_PAGES} from '../../data/pages';
import {PRODUCT_LIST} from '../../data/products';
import {docIdForPathname, flattenPages} from '../pageTree';
import {checkPageContent, minDemosFor} from '../contentChecks';

const SITE_DIR = path.resolve(__dirname, '../../..');

function sourceFile(docsPath: string, docId: string): string | null {
  for (const extension of ['.mdx', '.md']) {
    const file = path.join(docsPath, `${docId}${extension}`);
    if (fs.existsSync(path.join(SITE_DIR, file))) {
      return file;
    }
  }
  return null;
}

const cases = PRODUCT_LIST.flatMap((product) =>
  flattenPages(PRODUCT_PAGES[product.id].pages)
    .filter((page) => !page.children && !/^https?:\/\//.test(page.pathname))
    .map((page) => ({product, page, docId: docIdForPathname(page.pathname, product.routeBasePath)}))
    // Links to another product's page (Material UI lists the MUI X components) are checked there.
    .filter(({docId}) => docId !== null),
);

describe('navigation pages are finished pages', () => {
  it('finds the pages', () => {
    expect(cases.length).toBeGreaterThan(50);
  });

  it.each(cases.map((c) => [c.page.pathname, c] as const))('%s', (_pathname, {product, page, docId}) => {
    const file = docId === null ? null : sourceFile(product.docsPath, docId);
    expect(file, `${PRODUCT_PAGES[product.id].file}: entry "${page.pathname}" has no page in ${product.docsPath}`).not.toBeNull();
    if (file === null) {
      return;
    }
    const problems = checkPageContent(fs.readFileSync(path.join(SITE_DIR, file), 'utf8'), {
      minDemos: minDemosFor(page),
    });
    expect(problems.map((problem) => `${file} ${problem}`)).toEqual([]);
  });
});
