/**
 * Sidebars, derived from the typed page data (src/data/pages). Nothing is listed here by hand.
 *
 * Docusaurus loads one sidebars file per docs-plugin instance and expects every sidebar in it
 * to belong to that instance, so each instance points at a one-line file under src/sidebars/
 * that calls `sidebarsFor(productId)`. The derivation also validates the page data: a
 * duplicated pathname or an entry without a page fails the build with the file and entry named.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {PRODUCTS, type ProductId} from './src/data/products';
import {PRODUCT_PAGES} from './src/data/pages';
import {pagesToSidebarItems} from './src/utils/pageTree';
import {SIDEBAR_ID} from './src/constants/site';

const siteDir = __dirname;

function docExistsIn(docsPath: string): (docId: string) => boolean {
  return (docId) =>
    ['.md', '.mdx'].some((extension) =>
      fs.existsSync(path.join(siteDir, docsPath, `${docId}${extension}`)),
    );
}

export function sidebarsFor(productId: ProductId): SidebarsConfig {
  const product = PRODUCTS[productId];
  const {pages, file} = PRODUCT_PAGES[productId];
  return {
    [SIDEBAR_ID]: pagesToSidebarItems(
      pages,
      {file, routeBasePath: product.routeBasePath, docsPath: product.docsPath},
      docExistsIn(product.docsPath),
    ),
  };
}
