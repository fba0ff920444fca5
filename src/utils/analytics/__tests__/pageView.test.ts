import {describe, expect, it} from 'vitest';
import {pageViewPayload, shouldSendPageView} from '../pageView';

describe('pageViewPayload', () => {
  it.each([
    // [pathname, page_location, productId, productCategoryId]
    ['/', '/', null, null],
    ['/material-ui/react-button', '/material-ui/react-button', 'material-ui', 'core'],
    ['/material-ui/react-button#basic', '/material-ui/react-button', 'material-ui', 'core'],
    ['/zh/material-ui/react-button', '/material-ui/react-button', 'material-ui', 'core'],
    ['/zh/joy-ui/getting-started#install', '/joy-ui/getting-started', 'joy-ui', 'core'],
    ['/x/react-data-grid/editing', '/x/react-data-grid/editing', 'x-data-grid', 'x'],
    ['/experiments/docs/code-blocks', '/experiments/docs/code-blocks', 'experiments', 'docs-infra'],
    ['/versions', '/versions', null, null],
  ])('%s', (pathname, page_location, productId, productCategoryId) => {
    expect(pageViewPayload({title: 'Button - Material UI', pathname})).toEqual({
      page_title: 'Button - Material UI',
      page_location,
      productId,
      productCategoryId,
    });
  });
});

describe('shouldSendPageView', () => {
  it.each([
    // [previous, next, expected]
    [null, '/', true],
    [null, '/material-ui/react-button', true],
    ['/material-ui/react-button', '/material-ui/react-chip', true],
    // Hash and query changes keep the pathname: not a new page.
    ['/material-ui/react-button', '/material-ui/react-button', false],
    ['/material-ui', '/material-ui/', true],
  ] as const)('%s → %s: %s', (previous, next, expected) => {
    expect(shouldSendPageView(previous, next)).toBe(expected);
  });
});
