import {describe, expect, it} from 'vitest';
import {groupBySidebar, markdownPathOf, oneLine, renderLlmsTxt} from '../llmsTxt';

describe('markdownPathOf', () => {
  it.each([
    ['/material-ui/react-button', '/material-ui/react-button.md'],
    ['/material-ui/', '/material-ui.md'],
    ['/material-ui', '/material-ui.md'],
    ['/x/api/data-grid/data-grid', '/x/api/data-grid/data-grid.md'],
    ['/', '/index.md'],
  ])('%s → %s', (permalink, expected) => {
    expect(markdownPathOf(permalink)).toBe(expected);
  });
});

describe('oneLine', () => {
  it.each([
    ['a\n  b', 'a b'],
    ['  a  ', 'a'],
  ])('%j → %j', (input, output) => {
    expect(oneLine(input)).toBe(output);
  });
});

describe('renderLlmsTxt', () => {
  it('writes the title, summary, details and one line per page', () => {
    expect(
      renderLlmsTxt({
        title: 'Material UI',
        summary: 'React components\nfor Material Design.',
        details: ['Pages are Markdown.'],
        sections: [
          {
            heading: 'Components',
            links: [
              {title: 'Button', url: 'https://site/material-ui/react-button.md', description: 'Use the\nButton.'},
              {title: 'Odd [name]', url: 'https://site/x.md', description: ''},
            ],
          },
          {heading: 'Empty', links: []},
        ],
      }),
    ).toBe(
      '# Material UI\n\n> React components for Material Design.\n\nPages are Markdown.\n\n## Components\n\n' +
        '- [Button](https://site/material-ui/react-button.md): Use the Button.\n- [Odd \\[name\\]](https://site/x.md)\n',
    );
  });
});

describe('groupBySidebar', () => {
  const headings = {topLevel: 'Material UI', other: 'Other pages'};
  it.each([
    {
      name: 'top-level categories become groups, nested ones are flattened in order',
      sidebar: [
        {type: 'doc', id: 'index'},
        {type: 'category', label: 'Getting started', link: {type: 'doc', id: 'gs/overview'}, items: [{type: 'doc', id: 'gs/installation'}]},
        {type: 'category', label: 'Components', items: [{type: 'category', label: 'Inputs', items: [{type: 'doc', id: 'react-button'}, {type: 'link', href: 'https://x', label: 'X'}]}]},
      ],
      docIds: ['react-button', 'gs/installation', 'gs/overview', 'index', 'api/button'],
      expected: [
        {heading: 'Material UI', docIds: ['index']},
        {heading: 'Getting started', docIds: ['gs/overview', 'gs/installation']},
        {heading: 'Components', docIds: ['react-button']},
        {heading: 'Other pages', docIds: ['api/button']},
      ],
    },
    {
      name: 'a doc listed twice is listed once, and unknown ids are skipped',
      sidebar: [
        {type: 'category', label: 'A', items: [{type: 'doc', id: 'one'}, {type: 'ref', id: 'gone'}]},
        {type: 'category', label: 'B', items: [{type: 'ref', id: 'one'}, {type: 'doc', id: 'two'}]},
      ],
      docIds: ['one', 'two'],
      expected: [
        {heading: 'A', docIds: ['one']},
        {heading: 'B', docIds: ['two']},
      ],
    },
    {
      name: 'no sidebar: every doc under the other heading',
      sidebar: undefined,
      docIds: ['b', 'a'],
      expected: [{heading: 'Other pages', docIds: ['b', 'a']}],
    },
  ])('$name', ({sidebar, docIds, expected}) => {
    expect(groupBySidebar(sidebar, docIds, headings)).toEqual(expected);
  });
});
