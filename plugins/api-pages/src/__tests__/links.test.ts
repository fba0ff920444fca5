import {describe, expect, it} from 'vitest';
import {documentAnchors, headingSlug, resolveHref, resolveMarkdownLinks, type LinkTargets} from '../links';
import {docRoute} from '../routes';

const TARGETS: LinkTargets = {
  routes: new Set(['/material-ui/react-button', '/material-ui/api/button', '/material-ui/api/button-base']),
  anchors: new Map([
    ['/material-ui/react-button', new Set(['basic-button'])],
    ['/material-ui/api/button', new Set(['props', 'button-classes-MuiButton-text'])],
  ]),
};

describe('resolveHref', () => {
  it.each([
    ['upstream page that exists here', 'https://mui.com/material-ui/react-button/', '/material-ui/react-button'],
    ['site-relative page that exists here', '/material-ui/api/button-base/', '/material-ui/api/button-base'],
    ['known anchor kept', '/material-ui/api/button/#button-classes-MuiButton-text', '/material-ui/api/button#button-classes-MuiButton-text'],
    ['unknown anchor dropped', 'https://mui.com/material-ui/react-button/#sizes', '/material-ui/react-button'],
    ['missing page goes upstream', 'https://mui.com/material-ui/react-slider/', 'https://mui.com/material-ui/react-slider/'],
    ['missing site-relative page goes upstream', '/material-ui/migration/migrating-from-deprecated-apis/', 'https://mui.com/material-ui/migration/migrating-from-deprecated-apis/'],
    ['other sites unchanged', 'https://github.com/mui/material-ui/issues/27853', 'https://github.com/mui/material-ui/issues/27853'],
    ['protocol-relative unchanged', '//example.com/a', '//example.com/a'],
  ])('%s', (_name, href, resolved) => {
    expect(resolveHref(href, TARGETS)).toBe(resolved);
  });

  it('rewrites every Markdown link of a text', () => {
    const text = 'See [Button](https://mui.com/material-ui/react-button/) and [Slider](/material-ui/react-slider/).';
    expect(resolveMarkdownLinks(text, (href) => resolveHref(href, TARGETS))).toBe(
      'See [Button](/material-ui/react-button) and [Slider](https://mui.com/material-ui/react-slider/).',
    );
  });
});

describe('headingSlug', () => {
  it.each([
    ['Basic button', 'basic-button'],
    ['The `sx` prop', 'the-sx-prop'],
    ['[Link](/x) text', 'link-text'],
    ['CSS classes', 'css-classes'],
    ["What's new?", 'whats-new'],
  ])('%s → %s', (heading, slug) => {
    expect(headingSlug(heading)).toBe(slug);
  });
});

describe('documentAnchors', () => {
  it('collects heading slugs, explicit ids, repeated headings and id attributes, not code', () => {
    const source = ['# Title', '## Sizes', '## Sizes', '## Custom {#custom-id}', '<a id="manual"></a>', '```md', '## Not a heading', '```'].join('\n');
    expect([...documentAnchors(source)].sort()).toEqual(['custom-id', 'manual', 'sizes', 'sizes-1', 'title']);
  });
});

describe('docRoute', () => {
  it.each([
    ['plain file', 'react-button.md', '', '/material-ui/react-button'],
    ['nested file', 'getting-started/usage.mdx', '', '/material-ui/getting-started/usage'],
    ['index names its folder', 'guides/index.md', '', '/material-ui/guides'],
    ['absolute slug', 'index.md', '---\nslug: /\n---\n', '/material-ui'],
    ['relative slug', 'guides/a.md', '---\nslug: b\n---\n', '/material-ui/guides/b'],
    ['id replaces the file name', 'guides/a.md', "---\nid: 'c'\n---\n", '/material-ui/guides/c'],
  ])('%s', (_name, file, source, route) => {
    expect(docRoute('material-ui', file, source)).toBe(route);
  });
});
