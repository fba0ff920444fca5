import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {languageRedirectScript, redirectToEnglish} from '../languageRedirect';
import {REDIRECTED_LANGUAGES} from '../../constants/languages';

function fakeLocation(url: string) {
  const {pathname, search, hash} = new URL(url, 'http://127.0.0.1');
  const replaced: string[] = [];
  return {pathname, search, hash, replaced, replace: (target: string) => replaced.push(target)};
}

describe('redirectToEnglish', () => {
  it.each([
    ['/zh/material-ui/getting-started/installation', '/material-ui/getting-started/installation'],
    ['/zh/x/react-data-grid?tab=api#columns', '/x/react-data-grid?tab=api#columns'],
    ['/zh/', '/'],
    // Without the trailing slash "zh" is a page name, not a language.
    ['/zh', null],
    ['/material-ui/react-button', null],
    ['/zhx/page', null],
    ['/', null],
  ])('%s → %s', (url, expected) => {
    const location = fakeLocation(url);
    expect(redirectToEnglish(location, REDIRECTED_LANGUAGES)).toBe(expected);
    expect(location.replaced).toEqual(expected ? [expected] : []);
  });

  it('the inline script redirects by itself', () => {
    const location = fakeLocation('/zh/system/react-box#api');
    vm.runInNewContext(languageRedirectScript(REDIRECTED_LANGUAGES), {window: {location}});
    expect(location.replaced).toEqual(['/system/react-box#api']);
  });
});
