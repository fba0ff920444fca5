import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, externalizeRedirectScript, hashSource, headersFor, inlineScripts, parseHeadersFile, renderHeadersFile, type HeaderRule} from '../headers';

const SOURCES = {script: ['https://tag.example'], connect: ['https://hits.example'], img: ['https:'], style: [], font: [], form: ['https://sandbox.example']};

describe('inlineScripts', () => {
  it.each<[string, string, string[]]>([
    ['a plain inline script', '<script>a()</script>', ['a()']],
    ['typed JavaScript and modules', '<script type="text/javascript">a()</script><script type="module">b()</script>', ['a()', 'b()']],
    ['not an external script', '<script src="/x.js"></script><script defer src=/y.js></script>', []],
    ['not data blocks', '<script type="application/ld+json">{"a":1}</script>', []],
    ['the exact text, whitespace included', '<script>\n  a();\n</script>', ['\n  a();\n']],
    ['an empty script', '<script></script>', ['']],
    ['several, in order, across the document', '<head><script>1</script></head><body><script>2</script></body>', ['1', '2']],
  ])('%s', (_name, html, expected) => {
    expect(inlineScripts(html)).toEqual(expected);
  });
});

describe('hashSource', () => {
  it('is the base64 SHA-256 of the UTF-8 text, quoted for CSP', () => {
    const expected = createHash('sha256').update('alert("é")', 'utf8').digest('base64');
    expect(hashSource('alert("é")')).toBe(`'sha256-${expected}'`);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-b'"], SOURCES);

  it.each([
    ["scripts from the site, the listed hosts and the hashes, sorted and once each", "script-src 'self' https://tag.example 'sha256-a' 'sha256-b';"],
    ['requests to the listed hosts', "connect-src 'self' https://hits.example;"],
    ['images over https', "img-src 'self' data: https:;"],
    ['no framing by other sites', "frame-ancestors 'none'"],
    ['forms posted to the site and the listed hosts', "form-action 'self' https://sandbox.example;"],
    ['no plugins', "object-src 'none';"],
  ])('allows %s', (_name, directive) => {
    expect(policy).toContain(directive);
  });

  it('never allows inline scripts wholesale', () => {
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });
});

describe('the _headers file', () => {
  const rules: HeaderRule[] = [
    {path: '/*', headers: {'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache'}},
    {path: '/assets/*', headers: {'Cache-Control': 'immutable'}},
  ];

  it('reads back what it writes', () => {
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules);
  });

  it.each<[string, Record<string, string>]>([
    ['/', {'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache'}],
    ['/assets/js/main.1234abcd.js', {'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'immutable'}],
    ['/material-ui/assets-page', {'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache'}],
  ])('gives %s the headers of every matching rule, later rules winning', (pathname, expected) => {
    expect(headersFor(rules, pathname)).toEqual(expected);
  });

  it('names the line of a header outside a path block', () => {
    expect(() => parseHeadersFile('  X-A: b\n')).toThrow('_headers line 1: expected "Name: value" under a path');
  });
});

describe('externalizeRedirectScript', () => {
  const page = (script: string) => `<html><head><meta http-equiv="refresh" content="0; url=/a"></head>${script}</html>`;

  it('replaces a redirect page\'s inline script with the shared one, target in data-to', () => {
    const html = page("<script>\n    window.location.href = '/material-ui/react-button' + window.location.search + window.location.hash;\n  </script>");
    expect(externalizeRedirectScript(html, '/redirect.js')).toBe(page('<script src="/redirect.js" data-to="/material-ui/react-button"></script>'));
    expect(inlineScripts(externalizeRedirectScript(html, '/redirect.js'))).toEqual([]);
  });

  it('leaves any other page alone', () => {
    const html = page("<script>window.location.href = '/a';</script>");
    expect(externalizeRedirectScript(html, '/redirect.js')).toBe(html);
  });
});
