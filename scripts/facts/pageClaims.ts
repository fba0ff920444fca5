/**
 * Each navigation page with a plan mark, with every module its demos and code blocks import:
 * what `checkPlans` reads. Reads the page data, the pages and their demo files.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PRODUCT_PAGES} from '../../src/data/pages';
import {PRODUCT_LIST} from '../../src/data/products';
import {docIdForPathname, flattenPages} from '../../src/utils/pageTree';
import {demoFileFor, parseDemoLine} from '../../plugins/demos/src/demoLine';
import {codeBlocksOf} from './codeBlocks';
import {codeFactsOf} from './codeFacts';
import type {PageClaims} from './checkPlans';

const DEMO_LINE = /^\{(\{\s*"demo"[^\n]*\})\}\s*$/gm;

function importsOfFile(file: string): string[] {
  return codeFactsOf(fs.readFileSync(file, 'utf8'), 'tsx').imports.map(({module}) => module);
}

export function plannedPageClaims(siteDir: string): PageClaims[] {
  return PRODUCT_LIST.flatMap((product) => {
    const pageData = PRODUCT_PAGES[product.id];
    return flattenPages(pageData.pages).flatMap((page): PageClaims[] => {
      const docId = page.plan === undefined ? null : docIdForPathname(page.pathname, product.routeBasePath);
      const source = docId === null ? undefined : ['.mdx', '.md'].map((extension) => path.join(product.docsPath, `${docId}${extension}`)).find((file) => fs.existsSync(path.join(siteDir, file)));
      if (docId === null || source === undefined || page.plan === undefined) {
        return [];
      }
      const text = fs.readFileSync(path.join(siteDir, source), 'utf8');
      const fromBlocks = codeBlocksOf(text).flatMap((block) => codeFactsOf(block.code, block.language).imports.map(({module}) => module));
      const fromDemos = [...text.matchAll(DEMO_LINE)].flatMap((match) => {
        const line = parseDemoLine(match[1] ?? '');
        if (line === null || 'error' in line) {
          return [];
        }
        const demoFile = path.join(siteDir, 'src/demos', demoFileFor(line, product.id, docId));
        return fs.existsSync(demoFile) ? importsOfFile(demoFile) : [];
      });
      return [{file: source.split(path.sep).join('/'), entry: `${pageData.file}: entry "${page.pathname}"`, plan: page.plan, imports: [...fromBlocks, ...fromDemos]}];
    });
  });
}
