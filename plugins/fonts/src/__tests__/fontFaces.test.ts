import {describe, expect, it} from 'vitest';
import {formatUnicodeRange, narrowUnicodeRange, parseUnicodeRange, preloadTag, rewriteFontFaces, type Coverage} from '../fontFaces';

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

/** Files covering every character their rules claim (Greek: U+0370-0377 and U+037A-037F). */
const FULL_COVERAGE: Coverage = (file) =>
  new Set(
    file.includes('greek')
      ? [...Array.from({length: 8}, (_, i) => 0x370 + i), ...Array.from({length: 6}, (_, i) => 0x37a + i)]
      : Array.from({length: 0x100}, (_, i) => i),
  );

describe('parseUnicodeRange', () => {
  it.each([
    ['U+0000-00FF', [[0, 0xff]]],
    ['U+0131', [[0x131, 0x131]]],
    ['U+0370-0377, U+037a-037F,U+1F000-1F0FF', [[0x370, 0x377], [0x37a, 0x37f], [0x1f000, 0x1f0ff]]],
  ])('reads %s', (value, ranges) => {
    expect(parseUnicodeRange(value)).toEqual(ranges);
  });

  it.each([
    ['U+4??', 'unreadable unicode-range item "U+4??"'],
    ['U+00FF-0000', 'unicode-range item "U+00FF-0000" ends before it starts'],
    ['', 'unreadable unicode-range item ""'],
  ])('fails clearly on %j', (value, message) => {
    expect(() => parseUnicodeRange(value)).toThrow(message);
  });
});

describe('formatUnicodeRange', () => {
  it.each([
    [[], ''],
    [[0x41], 'U+41'],
    [[0x43, 0x41, 0x42, 0x42], 'U+41-43'],
    [[0x20, 0x21, 0x7e, 0xa0, 0xa1, 0x2190], 'U+20-21,U+7E,U+A0-A1,U+2190'],
  ])('writes %j as %j', (codePoints, value) => {
    expect(formatUnicodeRange(codePoints)).toBe(value);
  });
});

describe('narrowUnicodeRange', () => {
  it.each([
    ['covers it all', 'U+0041-0043', [0x41, 0x42, 0x43], 'U+41-43'],
    ['leaves out claimed characters without a glyph', 'U+2190-2199,U+2211', [0x2211], 'U+2211'],
    ['leaves out glyphs outside the claim', 'U+0041-0042', [0x40, 0x41, 0x42, 0x2190], 'U+41-42'],
    ['is empty when the file has none of them', 'U+2190-2199', [0x41], ''],
  ])('%s', (_case, declared, covered, narrowed) => {
    expect(narrowUnicodeRange(declared, new Set(covered))).toBe(narrowed);
  });
});

describe('rewriteFontFaces', () => {
  it('keeps each rule, points it at the site and drops the WOFF fallback', () => {
    expect(rewriteFontFaces(PACKAGE_CSS, '/fonts/roboto/5.3.0', '400.css', FULL_COVERAGE)).toEqual({
      css:
        "@font-face{font-family:'Roboto';font-style:normal;font-display:swap;font-weight:400;src:url(/fonts/roboto/5.3.0/roboto-greek-400-normal.woff2) format('woff2');unicode-range:U+370-377,U+37A-37F}" +
        "@font-face{font-family:'Roboto';font-style:normal;font-display:swap;font-weight:400;src:url(/fonts/roboto/5.3.0/roboto-latin-400-normal.woff2) format('woff2');unicode-range:U+0-FF}",
      files: ['roboto-greek-400-normal.woff2', 'roboto-latin-400-normal.woff2'],
    });
  });

  it('narrows each rule to its file, and leaves out a rule whose file has none of its characters', () => {
    const coverage: Coverage = (file) => new Set(file.includes('greek') ? [0x41] : [0x20, 0x41, 0x42, 0x43]);
    expect(rewriteFontFaces(PACKAGE_CSS, '/f', '400.css', coverage)).toEqual({
      css: "@font-face{font-family:'Roboto';font-style:normal;font-display:swap;font-weight:400;src:url(/f/roboto-latin-400-normal.woff2) format('woff2');unicode-range:U+20,U+41-43}",
      files: ['roboto-latin-400-normal.woff2'],
    });
  });

  it('keeps a rule without unicode-range as it is', () => {
    const css = "@font-face { font-family: 'R'; src: url(./files/r.woff2) format('woff2'); }";
    expect(rewriteFontFaces(css, '/f', '400.css', () => new Set()).css).toBe("@font-face{font-family:'R';src:url(/f/r.woff2) format('woff2')}");
  });

  it('names the stylesheet and the file when a range or a file cannot be read', () => {
    const unreadable = PACKAGE_CSS.replace('U+0000-00FF', 'U+00??');
    expect(() => rewriteFontFaces(unreadable, '/f', '400.css', FULL_COVERAGE)).toThrow(
      'fonts plugin: 400.css, roboto-latin-400-normal.woff2: unreadable unicode-range item "U+00??"',
    );
    const missing: Coverage = () => {
      throw new Error('ENOENT: no such file');
    };
    expect(() => rewriteFontFaces(PACKAGE_CSS, '/f', '400.css', missing)).toThrow('fonts plugin: 400.css, roboto-greek-400-normal.woff2: ENOENT: no such file');
  });

  it.each([
    ['no rule', '/* empty */', 'fonts plugin: 400.css has no @font-face rule.'],
    ['no WOFF2', "@font-face { font-family: 'R'; src: url(./files/r.woff) format('woff'); }", 'fonts plugin: 400.css has an @font-face rule without a WOFF2 file'],
  ])('fails clearly on %s', (_name, css, message) => {
    expect(() => rewriteFontFaces(css, '/fonts', '400.css', FULL_COVERAGE)).toThrow(message);
  });
});

describe('preloadTag', () => {
  it('is a CORS font preload, which the browser reuses for the @font-face request', () => {
    expect(preloadTag('/fonts/a.woff2')).toBe('<link rel="preload" href="/fonts/a.woff2" as="font" type="font/woff2" crossorigin>');
  });
});
