import {describe, expect, it} from 'vitest';
import {dedent, fenceFor, pageToMarkdown, type DemoSource} from '../toMarkdown';

const DEMOS: Readonly<Record<string, string>> = {
  'BasicButtons.tsx': "import Button from '@mui/material/Button';\n\nexport default function BasicButtons() {\n  return <Button>Text</Button>;\n}\n",
  'Ticks.tsx': 'const s = `a ``` b`;\nexport default () => s;\n',
};

function demoSource(expression: string): DemoSource | null {
  const match = /"demo":\s*"([^"]+)"/.exec(expression);
  if (!match?.[1]) {
    return null;
  }
  const code = DEMOS[match[1]];
  return code === undefined ? {error: `demo "${match[1]}" not found`} : {title: match[1], code};
}

function convert(source: string, title = 'Button', description = 'Buttons trigger actions.'): string {
  return pageToMarkdown({source, file: 'docs/material-ui/react-button.mdx', title, description, demoSource});
}

describe('pageToMarkdown', () => {
  it.each([
    {
      name: 'front matter becomes the title and the description',
      source: '---\ntitle: Button\ndescription: x\n---\n\nLead paragraph.\n',
      expected: '# Button\n\n> Buttons trigger actions.\n\nLead paragraph.\n',
    },
    {
      name: 'a page with its own h1 keeps it and gets no second title',
      source: '# Own title\n\nText.\n',
      expected: '> Buttons trigger actions.\n\n# Own title\n\nText.\n',
    },
    {
      name: 'a demo line becomes its TypeScript source',
      source: '## Basic\n\n{{"demo": "BasicButtons.tsx"}}\n\nAfter.\n',
      expected:
        '# Button\n\n> Buttons trigger actions.\n\n## Basic\n\n```tsx title="BasicButtons.tsx"\n' +
        "import Button from '@mui/material/Button';\n\nexport default function BasicButtons() {\n  return <Button>Text</Button>;\n}\n```\n\nAfter.\n",
    },
    {
      name: 'a demo holding backticks gets a longer fence',
      source: '{{"demo": "Ticks.tsx", "id": "ticks"}}\n',
      expected: '# Button\n\n> Buttons trigger actions.\n\n````tsx title="Ticks.tsx"\nconst s = `a ``` b`;\nexport default () => s;\n````\n',
    },
    {
      name: 'imports, exports and comments disappear',
      source: "import Tabs from '@theme/Tabs';\nexport const x = 1;\n\n{/* a note to writers */}\n\nText.\n",
      expected: '# Button\n\n> Buttons trigger actions.\n\nText.\n',
    },
    {
      name: 'an admonition becomes a blockquote led by its kind',
      source: ':::warning\nAn icon button **must** have a name.\n\nSecond paragraph.\n:::\n',
      expected: '# Button\n\n> Buttons trigger actions.\n\n> **Warning**\n>\n> An icon button **must** have a name.\n>\n> Second paragraph.\n',
    },
    {
      name: 'an admonition with a title keeps it',
      source: ':::info[Deprecated]\nUse `Foo`.\n:::\n',
      expected: '# Button\n\n> Buttons trigger actions.\n\n> **Info: Deprecated**\n>\n> Use `Foo`.\n',
    },
    {
      name: 'tabs become labelled parts, with their code exact',
      source: '<Tabs>\n  <TabItem value="npm" label="npm">\n\n  ```bash\n  npm install @mui/material\n  ```\n\n  </TabItem>\n  <TabItem value="yarn">\n\n  ```bash\n  yarn add @mui/material\n  ```\n\n  </TabItem>\n</Tabs>\n',
      expected:
        '# Button\n\n> Buttons trigger actions.\n\n**npm**\n\n```bash\nnpm install @mui/material\n```\n\n**yarn**\n\n```bash\nyarn add @mui/material\n```\n',
    },
    {
      name: 'a self-closing component disappears and a wrapper leaves its content',
      source: '<ApiPropsFilter tableId="props-table" />\n\n<div id="props-table">\n\n| Name | Type |\n| --- | --- |\n| <Link id="prop-variant" to="#prop-variant">`variant`</Link> | `\'text\'` |\n\n</div>\n',
      expected: "# Button\n\n> Buttons trigger actions.\n\n| Name | Type |\n| --- | --- |\n| `variant` | `'text'` |\n",
    },
    {
      name: 'links to other pages stay links, line breaks in cells stay',
      source: 'See <Link to="/material-ui/api/button">the API</Link>.\n\n| A |\n| --- |\n| one<br />two |\n',
      expected: '# Button\n\n> Buttons trigger actions.\n\nSee [the API](/material-ui/api/button).\n\n| A |\n| --- |\n| one<br>two |\n',
    },
    {
      name: 'an img element becomes a Markdown image',
      source: '<img className="only-light-mode" src="/img/logo.svg" alt="Logo" width="64" />\n',
      expected: '# Button\n\n> Buttons trigger actions.\n\n![Logo](/img/logo.svg)\n',
    },
    {
      name: "prose that reads as a directive (key:value) and string expressions ({' '}) stay text",
      source: "Set margin:auto on it.{' '}Then go.\n",
      expected: '# Button\n\n> Buttons trigger actions.\n\nSet margin:auto on it. Then go.\n',
    },
    {
      name: 'code blocks keep their blank lines and braces exactly',
      source: '```jsx\nimport X from "x";\n\n\n<X a={{b: 1}} />\n```\n\n\n\nEnd.\n',
      expected: '# Button\n\n> Buttons trigger actions.\n\n```jsx\nimport X from "x";\n\n\n<X a={{b: 1}} />\n```\n\nEnd.\n',
    },
    {
      name: 'escaped braces of MDX prose stay valid Markdown',
      source: 'Pass \\{ value \\} here.\n',
      expected: '# Button\n\n> Buttons trigger actions.\n\nPass \\{ value \\} here.\n',
    },
  ])('$name', ({source, expected}) => {
    expect(convert(source)).toBe(expected);
  });

  it.each([
    ['a demo that is not there', '\n\n{{"demo": "Missing.tsx"}}\n', 'docs/material-ui/react-button.mdx:3: demo "Missing.tsx" not found'],
    ['MDX that does not parse', 'Text\n\n<Broken\n', 'docs/material-ui/react-button.mdx:'],
  ])('%s fails naming the file and line', (_name, source, message) => {
    expect(() => convert(source)).toThrow(message);
  });
});

describe('fenceFor', () => {
  it.each([
    ['plain', '```'],
    ['a `code` span', '```'],
    ['a ``` fence', '````'],
    ['a ````` run', '``````'],
  ])('%s → %s', (code, fence) => {
    expect(fenceFor(code)).toBe(fence);
  });
});

describe('dedent', () => {
  it.each([
    ['  a\n    b\n', 'a\n  b\n'],
    ['  a\n\n  b', 'a\n\nb'],
    ['a\n  b', 'a\n  b'],
  ])('%j → %j', (input, output) => {
    expect(dedent(input)).toBe(output);
  });
});
