import {describe, expect, it} from 'vitest';
import {markdownNoise} from '../markdownNoise';

describe('markdownNoise', () => {
  it.each([
    ["import Demo from './BasicButtons.tsx?demo';", 'an import line'],
    ['export const meta = {};', 'an export line'],
    ['{{"demo": "BasicButtons.tsx"}}', 'a demo line'],
    ['{/* note */}', 'an MDX comment'],
    ['<Tabs>', 'a JSX component tag'],
    ['Text <ApiPropsFilter tableId="x" /> more', 'a JSX component tag'],
    ['</TabItem>', 'a JSX component tag'],
    [':::warning', 'an admonition fence'],
  ])('%s is %s', (line, why) => {
    expect(markdownNoise(`Before.\n\n${line}\n`)).toEqual([{line: 3, text: line, why}]);
  });

  it.each([
    ['code in a fence', '```tsx\nimport Button from "@mui/material/Button";\n<Button />\n```\n'],
    ['a longer fence holding a shorter one', '````md\n```\n<Tabs>\n```\n````\n'],
    ['code in a blockquote fence', '> ```js\n> import x from "y";\n> ```\n'],
    ['code spans', 'A plain `<Button>` and `` {{"demo": "x"}} `` in prose.\n'],
    ['escaped angle brackets (literal text)', 'Use \\<Divider sx=\\{\\{ opacity: 0.6 \\}\\} /\\> instead.\n'],
    ['HTML line breaks and words', 'one<br>two, a <kbd>Tab</kbd> key; import the module from npm.\n'],
  ])('%s is not noise', (_name, markdown) => {
    expect(markdownNoise(markdown)).toEqual([]);
  });

  it('reads on after a closed fence', () => {
    expect(markdownNoise('```\ncode\n```\n<Tabs>\n').map((entry) => entry.line)).toEqual([4]);
  });
});
