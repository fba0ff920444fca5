import {describe, expect, it} from 'vitest';
import {readPageLinks, refreshTarget} from '../html';
import {candidateFiles, checkLink, pagePathOf, type BuiltSite} from '../links';

const ORIGIN = 'https://docs.example.com';

const SITE: BuiltSite = new Map([
  ['index.html', {kind: 'page', ids: new Set(['__docusaurus'])}],
  ['material-ui/react-button.html', {kind: 'page', ids: new Set(['basic-button', 'props', 'café'])}],
  ['material-ui/index.html', {kind: 'page', ids: new Set(['overview'])}],
  ['material-ui/react-breadcrumbs.html', {kind: 'page', ids: new Set(['basic-breadcrumbs'])}],
  ['img/logo.svg', {kind: 'file'}],
  ['material-ui/llms.txt', {kind: 'file'}],
  ['components/buttons/index.html', {kind: 'redirect', to: '/material-ui/react-button'}],
  ['old/index.html', {kind: 'redirect', to: '/gone'}],
  ['loop-a/index.html', {kind: 'redirect', to: '/loop-b'}],
  ['loop-b/index.html', {kind: 'redirect', to: '/loop-a'}],
  ['external-redirect/index.html', {kind: 'redirect', to: 'https://github.com/mui'}],
]);

describe('checkLink', () => {
  const PAGE = '/material-ui/react-breadcrumbs';
  it.each([
    // [href, from page, broken reason (a fragment of it), or null when the link leads somewhere]
    ['/material-ui/react-button', PAGE, null],
    ['/material-ui/react-button#basic-button', PAGE, null],
    ['/material-ui/react-button/', PAGE, null],
    ['/material-ui/', PAGE, null],
    ['/material-ui', PAGE, null],
    ['/', PAGE, null],
    ['react-button#props', PAGE, null],
    ['./react-button', PAGE, null],
    ['../material-ui/react-button', PAGE, null],
    ['/material-ui/react-button?tab=api#props', PAGE, null],
    ['/material-ui/react-button#caf%C3%A9', PAGE, null],
    ['https://docs.example.com/material-ui/react-button#props', PAGE, null],
    ['#basic-breadcrumbs', PAGE, null],
    // The top of the page, by the HTML rules.
    ['#', PAGE, null],
    ['#top', PAGE, null],
    ['', PAGE, null],
    // Files that are not pages: the fragment is not theirs to check.
    ['/img/logo.svg', PAGE, null],
    ['/material-ui/llms.txt', PAGE, null],
    // Leaves the site: not checked.
    ['https://github.com/mui/material-ui', PAGE, null],
    ['//cdn.example.org/x.js', PAGE, null],
    ['mailto:someone@example.com', PAGE, null],
    ['tel:+15550100', PAGE, null],
    // Redirect pages stand for their targets.
    ['/components/buttons/', PAGE, null],
    ['/components/buttons#props', PAGE, null],
    ['/external-redirect', PAGE, null],
    ['/components/buttons#nope', PAGE, 'no element of material-ui/react-button.html has the id "nope"'],
    ['/old', PAGE, 'it redirects to /gone, which is not a page of the build'],
    ['/loop-a', PAGE, 'more than 5 redirects in a row'],
    // Broken.
    ['/garden', PAGE, 'no page of the build is at /garden'],
    ['/files/projects', PAGE, 'no page of the build is at /files/projects'],
    ['garden', PAGE, 'no page of the build is at /material-ui/garden'],
    ['https://docs.example.com/garden', PAGE, 'no page of the build is at /garden'],
    ['#inherit', PAGE, 'no element of material-ui/react-breadcrumbs.html has the id "inherit"'],
    ['/material-ui/react-button#body2', PAGE, 'no element of material-ui/react-button.html has the id "body2"'],
    ['/material-ui/react-button#%E0%A4%A', PAGE, 'its fragment is not valid percent-encoding'],
    ['/%E0%A4%A', PAGE, 'its path is not valid percent-encoding'],
  ] as const)('%s from %s', (href, page, reason) => {
    const verdict = checkLink(SITE, href, page, ORIGIN);
    expect(verdict).toEqual(reason === null ? {ok: true} : {ok: false, reason});
  });
});

describe('candidateFiles', () => {
  it.each([
    ['/', ['index.html']],
    ['/a', ['a', 'a.html', 'a/index.html']],
    ['/a/', ['a/index.html', 'a.html']],
    ['/a/b.svg', ['a/b.svg', 'a/b.svg.html', 'a/b.svg/index.html']],
  ] as const)('%s', (pathname, files) => {
    expect(candidateFiles(pathname)).toEqual(files);
  });
});

describe('pagePathOf', () => {
  it.each([
    ['index.html', '/'],
    ['404.html', '/404'],
    ['material-ui/index.html', '/material-ui'],
    ['material-ui/react-button.html', '/material-ui/react-button'],
    ['components/buttons/index.html', '/components/buttons'],
  ] as const)('%s is %s', (file, pagePath) => {
    expect(pagePathOf(file)).toBe(pagePath);
  });
});

describe('readPageLinks', () => {
  it('reads the links of <a> and <area>, every id and the names of <a>', () => {
    const page = readPageLinks(
      '<html><head><link rel="canonical" href="/x"><link rel="stylesheet" href="/a.css"></head>' +
        '<body><h2 id=usage>Usage<a href="#usage" class=hash-link>#</a></h2>' +
        '<p><a href="/garden?x=1&amp;y=2">Garden</a><a name=legacy></a><a>no href</a>' +
        '<map><area href="/img/logo.svg"></map><div id="café"></div></body></html>',
    );
    expect(page).toEqual({hrefs: ['#usage', '/garden?x=1&y=2', '/img/logo.svg'], ids: new Set(['usage', 'legacy', 'café']), redirectTo: null});
  });

  it('reads the target of a redirect page', () => {
    const page = readPageLinks(
      '<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=/material-ui/react-button">' +
        '<link rel="canonical" href="/material-ui/react-button" /></head><script>window.location.href = "/material-ui/react-button";</script></html>',
    );
    expect(page.redirectTo).toBe('/material-ui/react-button');
    expect(page.hrefs).toEqual([]);
  });
});

describe('refreshTarget', () => {
  it.each([
    ['0; url=/a', '/a'],
    ['0;URL=\'/a b\'', '/a b'],
    ['3, url="https://example.com/"', 'https://example.com/'],
    ['5', null],
    ['0; url=', null],
  ] as const)('%s', (content, target) => {
    expect(refreshTarget(content)).toBe(target);
  });
});
