import {describe, expect, it} from 'vitest';
import rehypeLeadParagraph from '..';

const p = (text: string, properties?: Record<string, unknown>) => ({
  type: 'element',
  tagName: 'p',
  ...(properties && {properties}),
  children: [{type: 'text', value: text}],
});

const markLeadParagraph = rehypeLeadParagraph({className: 'description'});

describe('markLeadParagraph', () => {
  it.each([
    ['the first paragraph', {type: 'root', children: [p('lead'), p('second')]}, [['description'], undefined]],
    [
      'skipping imports and headings before it',
      {type: 'root', children: [{type: 'mdxjsEsm'}, {type: 'element', tagName: 'h2'}, p('lead')]},
      [undefined, undefined, ['description']],
    ],
    ['keeping existing classes', {type: 'root', children: [p('lead', {className: ['intro']})]}, [['intro', 'description']]],
    ['not twice', {type: 'root', children: [p('lead', {className: 'description'})]}, [['description']]],
    ['a page without paragraphs', {type: 'root', children: [{type: 'element', tagName: 'h2'}]}, [undefined]],
  ])('marks %s', (_name, tree, expected) => {
    markLeadParagraph(tree);
    expect(tree.children.map((node) => ('properties' in node ? (node.properties as {className?: unknown}).className : undefined))).toEqual(expected);
  });

  it('uses the class name it is given', () => {
    const tree = {type: 'root', children: [p('lead')]};
    rehypeLeadParagraph({className: 'lead'})(tree);
    expect(tree.children[0]?.properties).toEqual({className: ['lead']});
  });

  it.each<[string, unknown]>([
    ['no options', undefined],
    ['no class name', {}],
    ['an empty class name', {className: ''}],
    ['several class names', {className: 'a b'}],
  ])('rejects %s, naming the plugin and the option', (_name, options) => {
    expect(() => rehypeLeadParagraph(options)).toThrow('lead-paragraph (rehype plugin): option "className" is required');
  });
});
