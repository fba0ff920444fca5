import {describe, expect, it} from 'vitest';
import {inheritedFromDoc, paramLine, parseComponentDoc, tagValue} from '../jsdoc';

const BUTTON_DOC = `
Demos:

- [Button Group](https://mui.com/material-ui/react-button-group/)
- [Button](https://mui.com/material-ui/react-button/)

API:

- [Button API](https://mui.com/material-ui/api/button/)
- inherits [ButtonBase API](https://mui.com/material-ui/api/button-base/)`;

describe('parseComponentDoc', () => {
  it('reads the Demos and API lists', () => {
    expect(parseComponentDoc(BUTTON_DOC)).toEqual({
      description: '',
      demos: [
        {text: 'Button Group', href: 'https://mui.com/material-ui/react-button-group/'},
        {text: 'Button', href: 'https://mui.com/material-ui/react-button/'},
      ],
      apiLinks: [
        {text: 'Button API', href: 'https://mui.com/material-ui/api/button/'},
        {text: 'ButtonBase API', href: 'https://mui.com/material-ui/api/button-base/'},
      ],
    });
  });

  it('keeps the text before the lists as the description', () => {
    expect(parseComponentDoc('Listens for clicks outside.\n\nDemos:\n\n- [A](/a/)').description).toBe('Listens for clicks outside.');
  });
});

describe('inheritedFromDoc', () => {
  it.each([
    ['component of the package', BUTTON_DOC, {text: 'ButtonBase', href: 'https://mui.com/material-ui/api/button-base/'}],
    [
      'third-party component',
      '- inherits [Transition](https://reactcommunity.org/react-transition-group/transition/#Transition-props)',
      {text: 'Transition', href: 'https://reactcommunity.org/react-transition-group/transition/#Transition-props'},
    ],
    ['no inherits line', '- [Box API](https://mui.com/material-ui/api/box/)', undefined],
  ])('%s', (_name, doc, expected) => {
    expect(inheritedFromDoc(doc)).toEqual(expected);
  });
});

describe('paramLine and tagValue', () => {
  it.each([
    ['name and text', "index The thumb label's index to format.", "- `index`: The thumb label's index to format."],
    ['JSDoc type dropped', '{number} value The value.', '- `value`: The value.'],
    ['hyphen separator', 'event - The event source.', '- `event`: The event source.'],
    ['name only', 'option', '- `option`'],
  ])('%s', (_name, input, output) => {
    expect(paramLine(input)).toBe(output);
  });

  it('folds multi-line tag values', () => {
    expect(tagValue(" 'a'\n   | 'b' ")).toBe("'a' | 'b'");
  });
});
