import {describe, expect, it} from 'vitest';
import {
  getProductInfoFromUrl,
  isLanguageIgnoredPage,
  pathnameToLanguage,
  pathnameWithLanguage,
} from '../paths';

describe('pathnameToLanguage', () => {
  it.each([
    // [input, userLanguage, canonicalAs, canonicalAsServer, canonicalPathname]
    ['/', 'en', '/', '/', '/'],
    ['/material-ui/react-button', 'en', '/material-ui/react-button', '/material-ui/react-button', '/material-ui/react-button'],
    ['/material-ui/react-button/', 'en', '/material-ui/react-button/', '/material-ui/react-button/', '/material-ui/react-button'],
    ['/zh/material-ui/react-button', 'zh', '/material-ui/react-button', '/material-ui/react-button', '/material-ui/react-button'],
    ['/zh/', 'zh', '/', '/', '/'],
    ['/zh', 'en', '/zh', '/zh', '/zh'],
    ['/zhx/page', 'en', '/zhx/page', '/zhx/page', '/zhx/page'],
    ['/pt/material-ui', 'en', '/pt/material-ui', '/pt/material-ui', '/pt/material-ui'],
    ['/material-ui/react-button#basic', 'en', '/material-ui/react-button#basic', '/material-ui/react-button', '/material-ui/react-button'],
    ['/api/button/', 'en', '/api/button/', '/api/button/', '/api-docs/button'],
    ['/zh/api/button#props', 'zh', '/api/button#props', '/api/button', '/api-docs/button'],
    // The rewrite is a plain prefix rule, as in mui.com's `pathnameToLanguage`.
    ['/api-docs/x', 'en', '/api-docs/x', '/api-docs/x', '/api-docs-docs/x'],
  ])('%s', (input, userLanguage, canonicalAs, canonicalAsServer, canonicalPathname) => {
    expect(pathnameToLanguage(input)).toEqual({userLanguage, canonicalAs, canonicalAsServer, canonicalPathname});
  });
});

describe('isLanguageIgnoredPage', () => {
  it.each([
    ['/blog', true],
    ['/blog/', true],
    ['/blog/material-ui-v7', true],
    ['/blogger', false],
    ['/size-snapshot/', true],
    ['/size-snapshot', false],
    ['/material-ui/getting-started', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isLanguageIgnoredPage(pathname)).toBe(expected);
  });
});

describe('pathnameWithLanguage', () => {
  it.each([
    ['/material-ui', 'en', '/material-ui'],
    ['/material-ui', 'zh', '/zh/material-ui'],
    ['/zh/material-ui', 'zh', '/zh/material-ui'],
    ['/blog/post', 'zh', '/blog/post'],
    ['/size-snapshot/', 'zh', '/size-snapshot/'],
  ] as const)('%s in %s → %s', (pathname, language, expected) => {
    expect(pathnameWithLanguage(pathname, language)).toBe(expected);
  });
});

describe('getProductInfoFromUrl', () => {
  it.each([
    ['/', null, null],
    ['/material-ui/react-button', 'material-ui', 'core'],
    ['/zh/material-ui/react-button#demo', 'material-ui', 'core'],
    ['/joy-ui/getting-started', 'joy-ui', 'core'],
    ['/system/react-box?x=1', 'system', 'core'],
    ['/x/react-data-grid/tree-data', 'x-data-grid', 'x'],
    ['/x/introduction', 'x', 'x'],
    ['/experiments/docs/code-blocks', 'experiments', 'docs-infra'],
    ['/versions/', null, null],
    ['/base-ui/getting-started', 'base-ui', 'core'],
  ])('%s → %s / %s', (url, productId, productCategoryId) => {
    expect(getProductInfoFromUrl(url)).toEqual({productId, productCategoryId});
  });
});
