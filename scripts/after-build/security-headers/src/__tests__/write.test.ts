import {describe, expect, it} from 'vitest';
import {headersFor} from '../headers';
import {securityHeaderRules} from '../write';

const SOURCES = {script: [], connect: [], img: [], style: [], font: [], form: []};
const CONTENT_TYPES = {
  '/*.md': 'text/markdown; charset=utf-8',
  '/llms.txt': 'text/plain; charset=utf-8',
  '/*/llms.txt': 'text/plain; charset=utf-8',
};

describe('securityHeaderRules', () => {
  const rules = securityHeaderRules([], {sources: SOURCES, headers: {'X-Content-Type-Options': 'nosniff'}, contentTypes: CONTENT_TYPES});
  it.each([
    ['/material-ui/react-button.md', 'text/markdown; charset=utf-8'],
    ['/material-ui.md', 'text/markdown; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/experiments/docs/llms.txt', 'text/plain; charset=utf-8'],
    ['/material-ui/react-button', undefined],
    ['/robots.txt', undefined],
  ])('%s is served as %s, with the policy', (pathname, type) => {
    const headers = headersFor(rules, pathname);
    expect(headers['Content-Type']).toBe(type);
    expect(headers['Content-Security-Policy']).toContain("default-src 'self'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('adds no type rule without content types', () => {
    expect(securityHeaderRules([], {sources: SOURCES, headers: {}}).map((rule) => rule.path)).toEqual(['/*', '/assets/*', '/sw.js']);
  });
});
