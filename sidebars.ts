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
import {PRODUCT_LIST, PRODUCTS, type ProductId} from './src/data/products';
import {PRODUCT_PAGES} from './src/data/pages';
import {pagesToSidebarItems} from './src/utils/pageTree';
import {SIDEBAR_ID} from './src/constants/site';
import type {MuiPage} from './src/data/pages/types';
import {API_GROUP_PATHNAMES, API_PACKAGES} from './src/data/apiPackages';
import {listApiPages} from './plugins/api-pages/src';

const siteDir = __dirname;

function docExistsIn(docsPath: string): (docId: string) => boolean {
  return (docId) =>
    ['.md', '.mdx'].some((extension) =>
      fs.existsSync(path.join(siteDir, docsPath, `${docId}${extension}`)),
    );
}

/** The product's pages with the generated API pages listed under their group. */
function withApiPages(productId: ProductId, pages: readonly MuiPage[]): readonly MuiPage[] {
  const packages = API_PACKAGES.filter((pkg) => pkg.productId === productId);
  if (packages.length === 0) {
    return pages;
  }
  const groups = new Map<string, MuiPage[]>(
    packages.map((pkg) => [API_GROUP_PATHNAMES[pkg.routeBase], listApiPages({siteDir, packages: [pkg]})]),
  );
  // Groups may sit at any depth (MUI X lists each package's pages inside its component family).
  const fill = (list: readonly MuiPage[]): MuiPage[] =>
    list.map((page) => {
      const generated = groups.get(page.pathname);
      const children = page.children && fill(page.children);
      return generated ? {...page, children: [...(children ?? []), ...generated]} : children ? {...page, children} : page;
    });
  return fill(pages);
}

export function sidebarsFor(productId: ProductId): SidebarsConfig {
  const product = PRODUCTS[productId];
  const {file} = PRODUCT_PAGES[productId];
  const pages = withApiPages(productId, PRODUCT_PAGES[productId].pages);
  return {
    [SIDEBAR_ID]: pagesToSidebarItems(
      pages,
      {
        file,
        routeBasePath: product.routeBasePath,
        docsPath: product.docsPath,
        otherProducts: PRODUCT_LIST.filter((other) => other.id !== productId).map((other) => ({
          routeBasePath: other.routeBasePath,
          docsPath: other.docsPath,
          docExists: docExistsIn(other.docsPath),
        })),
      },
      docExistsIn(product.docsPath),
    ),
  };
}
