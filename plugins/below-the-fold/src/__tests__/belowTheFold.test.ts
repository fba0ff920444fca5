import {describe, expect, it} from 'vitest';
import remarkBelowTheFold, {BELOW_THE_FOLD_HEIGHTS, estimatedHeight, foldIndex, wrapBelowTheFold, type MdNode} from '..';

const text = (length: number): MdNode => ({type: 'text', value: 'x'.repeat(length)});
const paragraph = (length = 90): MdNode => ({type: 'paragraph', children: [text(length)]});
const heading = (depth: number): MdNode => ({type: 'heading', depth, children: [text(10)]});
const demo: MdNode = {type: 'mdxJsxFlowElement', name: 'OneLineDemo', children: []};
const esm = (value: string): MdNode => ({type: 'mdxjsEsm', value});
/** Blocks of a demo section: a heading, a demo and a paragraph of two lines. */
const section = (): MdNode[] => [heading(2), demo, paragraph(150)];

describe('estimatedHeight', () => {
  const h = BELOW_THE_FOLD_HEIGHTS;
  it.each<[string, MdNode, number]>([
    ['a section heading', heading(2), h.heading[2]],
    ['a subsection heading', heading(3), h.heading[3]],
    ['a paragraph of one line', paragraph(40), h.paragraphMargin + h.lineHeight],
    ['a paragraph of three lines', paragraph(2 * h.charactersPerLine + 1), h.paragraphMargin + 3 * h.lineHeight],
    ['a code block of four lines', {type: 'code', value: 'a\nb\nc\nd'}, h.codeChrome + 4 * h.codeLine],
    ['a table of three rows', {type: 'table', children: [{type: 'tableRow'}, {type: 'tableRow'}, {type: 'tableRow'}]}, h.paragraphMargin + 3 * h.tableRow],
    ['a demo', demo, h.demo],
    ['a demo written as JSX', {type: 'mdxJsxFlowElement', name: 'DataGridDemo', children: []}, h.demo],
    ['another element', {type: 'mdxJsxFlowElement', name: 'Admonition', children: [paragraph(10)]}, h.otherElement],
    ['an import', esm('import A from "a";'), 0],
    ['anything else', {type: 'thematicBreak'}, h.otherBlock],
  ])('%s', (_name, node, expected) => {
    expect(estimatedHeight(node)).toBe(expected);
  });

  it('counts a list by its items', () => {
    const list: MdNode = {type: 'list', children: [{type: 'listItem', children: [paragraph(10)]}, {type: 'listItem', children: [paragraph(10)]}]};
    expect(estimatedHeight(list)).toBe(h.paragraphMargin + 2 * (h.listItem + h.lineHeight));
  });
});

describe('foldIndex', () => {
  it.each<[string, MdNode[], number | null]>([
    ['a short page', [paragraph(), ...section()], null],
    // A section is about 560 px: the third one's demo passes 1,600 px, and the fold comes after it.
    ['a long page', [paragraph(), ...section(), ...section(), ...section(), ...section(), ...section(), ...section()], 9],
    // Past two screens, but what is left is shorter than a screen: not worth a second render.
    ['a page whose rest is short', [paragraph(), ...section(), ...section(), ...section(), ...section()], null],
    ['no blocks', [], null],
  ])('%s', (_name, blocks, expected) => {
    expect(foldIndex(blocks)).toBe(expected);
  });
});

describe('wrapBelowTheFold', () => {
  const longPage = (): MdNode[] => [esm('import A from "a";'), paragraph(), ...section(), ...section(), ...section(), ...section(), ...section(), ...section(), esm('export const toc = [];')];

  it('moves the blocks past the fold into one element, keeping imports and exports at the top', () => {
    const tree: MdNode = {type: 'root', children: longPage()};
    const blocks = longPage().filter((node) => node.type !== 'mdxjsEsm');
    wrapBelowTheFold(tree, 'BelowTheFold');
    const children = tree.children ?? [];
    expect(children.map((node) => node.type)).toEqual(['mdxjsEsm', ...blocks.slice(0, 9).map((node) => node.type), 'mdxJsxFlowElement', 'mdxjsEsm']);
    const wrapper = children[10];
    expect(wrapper?.name).toBe('BelowTheFold');
    expect(wrapper?.children).toEqual(blocks.slice(9));
  });

  it('leaves a short page as it is', () => {
    const tree: MdNode = {type: 'root', children: [paragraph(), ...section()]};
    const before = structuredClone(tree);
    wrapBelowTheFold(tree, 'BelowTheFold');
    expect(tree).toEqual(before);
  });

  it('is what the plugin does, with the name it is given', () => {
    const tree: MdNode = {type: 'root', children: longPage()};
    remarkBelowTheFold({componentName: 'Rest'})(tree);
    expect(tree.children?.find((node) => node.type === 'mdxJsxFlowElement' && node.name === 'Rest')).toBeDefined();
  });

  it.each<[string, unknown]>([
    ['no options', undefined],
    ['no component name', {}],
    ['a name that is not a component', {componentName: 'belowTheFold'}],
  ])('rejects %s, naming the plugin and the option', (_name, options) => {
    expect(() => remarkBelowTheFold(options)).toThrow(/below-the-fold \(remark plugin\): option "componentName"/);
  });
});
