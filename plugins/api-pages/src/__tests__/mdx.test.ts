import {describe, expect, it} from 'vitest';
import {escapeMdxText, escapeTableCell, inlineCode, splitCodeSpans, tableCode, yamlString} from '../mdx';

describe('splitCodeSpans', () => {
  it.each<[string, string, {code: boolean; value: string}[]]>([
    ['plain text', 'a b', [{code: false, value: 'a b'}]],
    ['one span', 'a `b` c', [{code: false, value: 'a '}, {code: true, value: '`b`'}, {code: false, value: ' c'}]],
    ['double fence holding a backtick', '``a`b``', [{code: true, value: '``a`b``'}]],
    ['unmatched backtick is text', 'a ` b', [{code: false, value: 'a ` b'}]],
  ])('%s', (_name, input, parts) => {
    expect(splitCodeSpans(input)).toEqual(parts);
  });
});

describe('escapeMdxText', () => {
  it.each([
    ['braces', 'use {value}', 'use \\{value\\}'],
    ['JSX-like tags', 'a <CircularProgress /> b', 'a \\<CircularProgress /\\> b'],
    ['code spans stay literal', 'see `<Button {...props} />`', 'see `<Button {...props} />`'],
    ['links stay links', '[guide](https://mui.com/x/)', '[guide](https://mui.com/x/)'],
    ['pipes are left to table cells', 'a | b', 'a | b'],
  ])('%s', (_name, input, output) => {
    expect(escapeMdxText(input)).toBe(output);
  });
});

describe('escapeTableCell', () => {
  it.each([
    ['pipes in text', 'a | b', 'a \\| b'],
    ['pipes in code spans', 'If `true | false`, x', 'If `true \\| false`, x'],
    ['line breaks fold to spaces', 'one\ntwo', 'one two'],
    ['paragraphs become breaks', 'one\n\ntwo', 'one<br /><br />two'],
    ['list items keep their own line', 'Values:\n- `a` first\n- `b` second', 'Values:<br />- `a` first<br />- `b` second'],
    ['MDX characters escaped', '{x} <y>', '\\{x\\} \\<y\\>'],
  ])('%s', (_name, input, output) => {
    expect(escapeTableCell(input)).toBe(output);
  });
});

describe('inlineCode and tableCode', () => {
  it.each([
    ['plain', "'text'", "`'text'`", "`'text'`"],
    ['union', "'a' | 'b'", "`'a' | 'b'`", "`'a' \\| 'b'`"],
    ['template literal type', '`${string}px`', '`` `${string}px` ``', '`` `${string}px` ``'],
    ['whitespace folded', 'a\n   b', '`a b`', '`a b`'],
  ])('%s', (_name, input, code, cell) => {
    expect(inlineCode(input)).toBe(code);
    expect(tableCode(input)).toBe(cell);
  });
});

describe('yamlString', () => {
  it.each([
    ['plain', 'Button API', '"Button API"'],
    ['quotes and colons', 'A "b": c', '"A \\"b\\": c"'],
  ])('%s', (_name, input, output) => {
    expect(yamlString(input)).toBe(output);
  });
});

describe('control characters', () => {
  it('are dropped from prose and table cells', () => {
    expect(escapeMdxText('if `!variant="scrollable"`\b\b\b.')).toBe('if `!variant="scrollable"`.');
  });
});
