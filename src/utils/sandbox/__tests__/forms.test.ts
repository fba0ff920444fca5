import {describe, expect, it} from 'vitest';
import {codeSandboxForm, stackBlitzForm, urlSafeBase64} from '../forms';
import type {SandboxProject} from '../project';

const PROJECT: SandboxProject = {
  title: 'basic-buttons – Button',
  description: 'Demo',
  files: {'package.json': '{}\n', 'src/Demo.tsx': 'export default 1;\n'},
  openFile: 'src/Demo.tsx',
};

describe('stackBlitzForm', () => {
  it('posts to /run with the project fields and one field per file, opening the demo', () => {
    expect(stackBlitzForm(PROJECT)).toEqual({
      action: 'https://stackblitz.com/run?file=src%2FDemo.tsx',
      fields: [
        ['project[title]', 'basic-buttons – Button'],
        ['project[description]', 'Demo'],
        ['project[template]', 'node'],
        ['project[files][package.json]', '{}\n'],
        ['project[files][src/Demo.tsx]', 'export default 1;\n'],
      ],
    });
  });
});

describe('urlSafeBase64', () => {
  it.each([
    ['a+b/c==', 'a-b_c'],
    ['abc=', 'abc'],
    ['abc', 'abc'],
  ])('%s → %s', (input, expected) => {
    expect(urlSafeBase64(input)).toBe(expected);
  });
});

describe('codeSandboxForm', () => {
  it('posts the files as compressed JSON to the define API, opening the demo', () => {
    const compressed: string[] = [];
    const form = codeSandboxForm(PROJECT, (text) => {
      compressed.push(text);
      return 'x+y/z=';
    });
    expect(form.action).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(form.fields).toEqual([
      ['parameters', 'x-y_z'],
      ['query', 'file=%2Fsrc%2FDemo.tsx'],
    ]);
    expect(JSON.parse(compressed[0] ?? '')).toEqual({
      files: {
        'package.json': {content: '{}\n', isBinary: false},
        'src/Demo.tsx': {content: 'export default 1;\n', isBinary: false},
      },
    });
  });
});
