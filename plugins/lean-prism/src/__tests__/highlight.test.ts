import fs from 'node:fs';
import path from 'node:path';
import {createElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeAll, describe, expect, it} from 'vitest';
import * as library from 'prism-react-renderer';
import type {HighlightProps, PrismTheme, RenderProps, Token} from 'prism-react-renderer';
import {Highlight, Prism as libraryStandIn} from '../client';
import {loadPrism} from '../client/instance';
import Prism from '../client/prism';
import {lineProps, themeStyles, tokenLines, tokenProps} from '../client/tokens';

const SITE_DIR = path.join(__dirname, '..', '..', '..', '..');

function filesUnder(dir: string, extensions: readonly string[]): string[] {
  return fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .map((file) => path.join(dir, file));
}

interface Sample {
  readonly where: string;
  readonly language: string;
  readonly code: string;
}

/** Every fenced code block of the docs, with its language (the first word after the fence). */
function docsCodeBlocks(): Sample[] {
  const samples: Sample[] = [];
  for (const file of filesUnder(path.join(SITE_DIR, 'docs'), ['.md', '.mdx'])) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^( *)(`{3,})([\w+-]+)[^\n]*\n([\s\S]*?)\n\1\2 *$/gm)) {
      const [, indent = '', , language = '', body = ''] = match;
      const code = body.split('\n').map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line)).join('\n');
      samples.push({where: path.relative(SITE_DIR, file), language, code});
    }
  }
  return samples;
}

/** The demos' sources, shown as TypeScript and (transpiled) as JavaScript with JSX. */
function demoSources(): Sample[] {
  return filesUnder(path.join(SITE_DIR, 'src', 'demos'), ['.tsx']).flatMap((file) => {
    const code = fs.readFileSync(file, 'utf8');
    const where = path.relative(SITE_DIR, file);
    return [{where, language: 'tsx', code}, {where, language: 'jsx', code}];
  });
}

/** As theme-classic renders a code block: line classes, and a blank line's token emptied. */
function renderBlock({tokens, className, style, getLineProps, getTokenProps}: RenderProps): ReactElement {
  return createElement(
    'pre',
    {className, style},
    tokens.map((line, index) => {
      const shown: Token[] = line.length === 1 && line[0]?.content === '\n' ? [{...line[0], content: ''}] : line;
      const lineAttributes = getLineProps({line: shown, className: index % 3 === 0 ? 'theme-code-block-highlighted-line' : undefined});
      return createElement(
        'div',
        {...lineAttributes, key: index},
        shown.map((token, key) => createElement('span', {...getTokenProps({token}), key})),
      );
    }),
  );
}

function html(component: (props: HighlightProps) => ReactElement, sample: Sample, theme: PrismTheme): string {
  return renderToStaticMarkup(createElement(component, {code: sample.code, language: sample.language, theme, children: renderBlock}));
}

const THEMES = {github: library.themes.github, dracula: library.themes.dracula, vsDark: library.themes.vsDark} as const;
const SAMPLES = [...docsCodeBlocks(), ...demoSources()];
const LANGUAGES = [...new Set(SAMPLES.map((sample) => sample.language))].sort();
const SAMPLES_PER_PART = 300;
const SAMPLE_PARTS: [string, number, number][] = LANGUAGES.flatMap((language) => {
  const parts = Math.max(1, Math.ceil(SAMPLES.filter((sample) => sample.language === language).length / SAMPLES_PER_PART));
  return Array.from({length: parts}, (_, index): [string, number, number] => [language, index + 1, parts]);
});

// Highlight renders with the site's instance once it has loaded (at once, outside a browser).
beforeAll(async () => {
  expect(await loadPrism()).toBe(Prism);
});

describe('the site Highlight, against prism-react-renderer', () => {
  it('finds the docs code blocks and demos to compare', () => {
    expect(SAMPLES.length).toBeGreaterThan(1000);
    expect(LANGUAGES).toEqual(expect.arrayContaining(['css', 'js', 'json', 'jsx', 'ts', 'tsx']));
  });

  it.each(LANGUAGES)('has a Prism grammar for %s exactly when the library has one', (language) => {
    expect(
      Prism.languages[language] !== undefined,
      `The docs use \`${language}\`: add its Prism component to plugins/lean-prism/src/client/prism.ts, or leave it out in both`,
    ).toBe(library.Prism.languages[language] !== undefined);
  });

  // The samples of a language in parts, so that each test stays short as the docs grow.
  it.each(SAMPLE_PARTS)('highlights %s (part %i of %i) as the library does, or both leave it plain', (language, part) => {
    const samples = SAMPLES.filter((candidate) => candidate.language === language);
    for (const sample of samples.slice((part - 1) * SAMPLES_PER_PART, part * SAMPLES_PER_PART)) {
      expect(html(Highlight, sample, THEMES.github), `${sample.where} (${language})`).toBe(html(library.Highlight, sample, THEMES.github));
    }
  });

  it.each(Object.entries(THEMES))('styles the docs code blocks with the %s theme as the library does', (_name, theme) => {
    for (const sample of SAMPLES.filter((candidate) => candidate.where.startsWith('docs'))) {
      expect(html(Highlight, sample, theme), `${sample.where} (${sample.language})`).toBe(html(library.Highlight, sample, theme));
    }
  });
});

describe('tokenLines', () => {
  it.each([
    ['text outside tokens is plain', ['a'], [[{types: ['plain'], content: 'a'}]]],
    [
      'a blank line gets a token that keeps its height',
      ['a\n\nb'],
      [[{types: ['plain'], content: 'a'}], [{types: ['plain'], content: '\n', empty: true}], [{types: ['plain'], content: 'b'}]],
    ],
    ['code ending with a line break ends with a blank line', ['a\n'], [[{types: ['plain'], content: 'a'}], [{types: ['plain'], content: '\n', empty: true}]]],
    ['empty code is one blank line', [''], [[{types: ['plain'], content: '\n', empty: true}]]],
  ] as const)('%s', (_name, tokens, lines) => {
    expect(tokenLines(tokens)).toEqual(lines);
  });

  it('gives nested text the types of every token around it, and cuts a token at line breaks', () => {
    const lines = tokenLines(Prism.tokenize('<a\nb="c">', Prism.languages.markup ?? {}));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual([{types: ['tag', 'punctuation'], content: '<'}, {types: ['tag'], content: 'a'}, {types: ['tag'], content: ''}]);
    expect(lines[1]?.[0]).toEqual({types: ['tag'], content: ''});
    expect(lines[1]?.map((token) => token.content).join('')).toBe('b="c">');
  });
});

describe('line and token props', () => {
  const styles = themeStyles(THEMES.github, 'tsx');

  it('a line carries the theme colours without the block background, and its own class and style', () => {
    expect(lineProps(styles, {line: [], className: 'x', style: {opacity: 0.5}, id: 'l'})).toEqual({
      id: 'l',
      className: 'token-line x',
      style: {...THEMES.github.plain, backgroundColor: undefined, opacity: 0.5},
    });
  });

  it.each([
    ['a plain token has no style', {types: ['plain'], content: 'a'}, undefined],
    ['a blank plain token is an inline block', {types: ['plain'], content: '', empty: true}, {display: 'inline-block'}],
    ['a token takes the styles of its types', {types: ['keyword'], content: 'if'}, {...styles.keyword}],
  ] as const)('%s', (_name, token, style) => {
    expect(tokenProps(styles, {token: {...token, types: [...token.types]}})).toEqual({className: `token ${token.types.join(' ')}`, children: token.content, style});
  });
});

describe('the stand-in for the library\'s Prism export', () => {
  it('says where the instance is when anything reads from it', () => {
    expect(() => libraryStandIn.languages).toThrow(/Prism\.languages was read from 'prism-react-renderer'.*loadPrism\(\)/);
  });
});
