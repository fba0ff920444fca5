import {describe, expect, it} from 'vitest';
import {checkPageContent} from '../contentChecks';

const FRONT = '---\ntitle: Slider\ndescription: Pick a value.\n---\n\n';
const IMPORTS = "import Demo from '@site/src/components/Demo';\nimport a from './A.tsx?demo';\n\n";
const GOOD = `${FRONT}${IMPORTS}Sliders pick a value from a range.\n\n## Basic\n\n<Demo id="a" demo={a} />\n\n<Demo id="b" demo={a} />\n`;

describe('checkPageContent', () => {
  it.each<[string, string, boolean, string[]]>([
    ['a complete component page', GOOD, true, []],
    ['a guide without demos', `${FRONT}Read this first.\n\n## Steps\n\nDo it.\n`, false, []],
    ['prose that says "to-do"', `${FRONT}A to-do list app.\n\n## Steps\n`, false, []],
    ['a TODO', `${FRONT}Lead.\n\n## A\n\nTODO: write\n`, false, ['contains placeholder text "TODO"']],
    ['TBD', `${FRONT}Lead.\n\n## A\n\nTBD\n`, false, ['contains placeholder text "TBD"']],
    ['lorem ipsum', `${FRONT}Lorem ipsum dolor.\n\n## A\n`, false, ['contains placeholder text "Lorem ipsum"']],
    ['coming soon', `${FRONT}Lead.\n\n## A\n\nComing soon.\n`, false, ['contains placeholder text "Coming soon"']],
    ['a heading first', `${FRONT}## A\n\nText.\n`, false, ['does not start with a lead paragraph (first block: "## A")']],
    ['a demo first', `${FRONT}${IMPORTS}<Demo id="a" demo={a} />\n\n## A\n`, false, ['does not start with a lead paragraph (first block: "<Demo id=\\"a\\" demo={a} />")']],
    ['a list first', `${FRONT}- one\n\n## A\n`, false, ['does not start with a lead paragraph (first block: "- one")']],
    ['an empty page', FRONT, false, ['does not start with a lead paragraph (first block: none)', 'has no "##" section']],
    ['no section', `${FRONT}Lead only.\n\n### Small\n`, false, ['has no "##" section']],
    [
      'a component page with one demo',
      `${FRONT}${IMPORTS}Lead.\n\n## A\n\n<Demo id="a" demo={a} />\n`,
      true,
      ['has 1 live demo(s); a component page needs at least 2'],
    ],
  ])('%s', (_name, source, componentPage, expected) => {
    expect(checkPageContent(source, {componentPage})).toEqual(expected);
  });
});
