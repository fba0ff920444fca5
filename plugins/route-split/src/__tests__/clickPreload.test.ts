import {describe, expect, it} from 'vitest';
import {pathnameToLoadOnClick, type ClickFacts, type LinkFacts} from '../client/clickPreload';

const HERE = {href: 'https://mui-docs.example.com/material-ui/react-button?x=1#basics'};
const CLICK: ClickFacts = {button: 0, modified: false};
const LINK: LinkFacts = {href: 'https://mui-docs.example.com/material-ui/react-button-group', target: '', download: false};

describe('pathnameToLoadOnClick', () => {
  it.each<[string, Partial<ClickFacts>, Partial<LinkFacts>, string | null]>([
    ['a plain click on a link into the site', {}, {}, '/material-ui/react-button-group'],
    ['a link that opens in the same frame', {}, {target: '_self'}, '/material-ui/react-button-group'],
    ['a link with a query and a fragment', {}, {href: 'https://mui-docs.example.com/x/react-data-grid?tab=1#sorting'}, '/x/react-data-grid'],
    ['a middle click (a new tab)', {button: 1}, {}, null],
    ['a click with a modifier key', {modified: true}, {}, null],
    ['a link to another window', {}, {target: '_blank'}, null],
    ['a download', {}, {download: true}, null],
    ['another origin', {}, {href: 'https://mui.com/material-ui/react-button-group'}, null],
    ['a mail link', {}, {href: 'mailto:hello@example.com'}, null],
    ['an anchor in the page being read', {}, {href: 'https://mui-docs.example.com/material-ui/react-button#sizes'}, null],
    ['an address that does not parse', {}, {href: 'http://['}, null],
  ])('%s', (_name, click, link, expected) => {
    expect(pathnameToLoadOnClick({...CLICK, ...click}, {...LINK, ...link}, HERE)).toBe(expected);
  });
});
