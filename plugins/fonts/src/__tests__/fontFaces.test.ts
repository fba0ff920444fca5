import {describe, expect, it} from 'vitest';
import {preloadTag, rewriteFontFaces} from '../fontFaces';

const PACKAGE_CSS = `/* roboto-greek-400-normal */
@font-face {
  font-family: 'Roboto';
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url(./files/roboto-greek-400-normal.woff2) format('woff2'), url(./files/roboto-greek-400-normal.woff) format('woff');
  unicode-range: U+0370-0377,U+037A-037F;
}

/* roboto-latin-400-normal */
@font-face {
  font-family: 'Roboto';
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url(./files/roboto-latin-400-normal.woff2) format('woff2'), url(./files/roboto-latin-400-normal.woff) format('woff');
  unicode-range: U+0000-00FF;
}`;

describe('rewriteFontFaces', () => {
  it('keeps each rule, points it at the site and drops the WOFF fallback', () => {
    expect(rewriteFontFaces(PACKAGE_CSS, '/fonts/roboto/5.3.0', '400.css')).toEqual({
      css:
        "@font-face{font-family:'Roboto';font-style:normal;font-display:swap;font-weight:400;src:url(/fonts/roboto/5.3.0/roboto-greek-400-normal.woff2) format('woff2');unicode-range:U+0370-0377,U+037A-037F}" +
        "@font-face{font-family:'Roboto';font-style:normal;font-display:swap;font-weight:400;src:url(/fonts/roboto/5.3.0/roboto-latin-400-normal.woff2) format('woff2');unicode-range:U+0000-00FF}",
      files: ['roboto-greek-400-normal.woff2', 'roboto-latin-400-normal.woff2'],
    });
  });

  it.each([
    ['no rule', '/* empty */', 'fonts plugin: 400.css has no @font-face rule.'],
    ['no WOFF2', "@font-face { font-family: 'R'; src: url(./files/r.woff) format('woff'); }", 'fonts plugin: 400.css has an @font-face rule without a WOFF2 file'],
  ])('fails clearly on %s', (_name, css, message) => {
    expect(() => rewriteFontFaces(css, '/fonts', '400.css')).toThrow(message);
  });
});

describe('preloadTag', () => {
  it('is a CORS font preload, which the browser reuses for the @font-face request', () => {
    expect(preloadTag('/fonts/a.woff2')).toBe('<link rel="preload" href="/fonts/a.woff2" as="font" type="font/woff2" crossorigin>');
  });
});
