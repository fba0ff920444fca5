import {describe, expect, it} from 'vitest';
import {checkPageContent, minDemosFor} from '../contentChecks';

const FRONT = '---\ntitle: Slider\ndescription: Pick a value.\n---\n\n';
const IMPORTS = "import Tabs from '@theme/Tabs';\n\n";
const DEMO_A = '{{"demo": "A.tsx"}}';
const GOOD = `${FRONT}${IMPORTS}Sliders pick a value from a range.\n\n## Basic\n\n${DEMO_A}\n\n{{"demo": "B.tsx"}}\n`;

describe('checkPageContent', () => {
  it.each<[string, string, number, string[]]>([
    ['a complete component page', GOOD, 2, []],
    ['a guide without demos', `${FRONT}Read this first.\n\n## Steps\n\nDo it.\n`, 0, []],
    ['prose that says "to-do"', `${FRONT}A to-do list app.\n\n## Steps\n`, 0, []],
    ['a TODO', `${FRONT}Lead.\n\n## A\n\nTODO: write\n`, 0, ['contains placeholder text "TODO"']],
    ['TBD', `${FRONT}Lead.\n\n## A\n\nTBD\n`, 0, ['contains placeholder text "TBD"']],
    ['lorem ipsum', `${FRONT}Lorem ipsum dolor.\n\n## A\n`, 0, ['contains placeholder text "Lorem ipsum"']],
    ['coming soon', `${FRONT}Lead.\n\n## A\n\nComing soon.\n`, 0, ['contains placeholder text "Coming soon"']],
    ['a heading first', `${FRONT}## A\n\nText.\n`, 0, ['does not start with a lead paragraph (first block: "## A")']],
    ['a demo first', `${FRONT}${IMPORTS}${DEMO_A}\n\n## A\n`, 0, ['does not start with a lead paragraph (first block: "{{\\"demo\\": \\"A.tsx\\"}}")']],
    ['a list first', `${FRONT}- one\n\n## A\n`, 0, ['does not start with a lead paragraph (first block: "- one")']],
    ['an empty page', FRONT, 0, ['does not start with a lead paragraph (first block: none)', 'has no "##" section']],
    ['no section', `${FRONT}Lead only.\n\n### Small\n`, 0, ['has no "##" section']],
    [
      'a component page with one demo',
      `${FRONT}${IMPORTS}Lead.\n\n## A\n\n${DEMO_A}\n`,
      2,
      ['has 1 live demo(s); this page needs at least 2'],
    ],
    [
      'a demo imported by hand',
      `${FRONT}import a from './A.tsx?demo';\n\nLead.\n\n## A\n\n<Demo id="a" demo={a} />\n`,
      1,
      ['has 0 live demo(s); this page needs at least 1', 'imports a demo module; name the demo on a line of its own instead: {{"demo": "File.tsx"}}'],
    ],
  ])('%s', (_name, source, minDemos, expected) => {
    expect(checkPageContent(source, {minDemos})).toEqual(expected);
  });
});

describe('minDemosFor', () => {
  it.each<[string, string | undefined, number]>([
    ['/material-ui/react-button', undefined, 2],
    ['/joy-ui/react-card', undefined, 2],
    ['/system/react-box', undefined, 2],
    ['/material-ui/getting-started/installation', undefined, 0],
    ['/material-ui/api/button', undefined, 0],
    ['/x/react-data-grid', undefined, 2],
    ['/x/react-data-grid/sorting', undefined, 1],
    ['/x/react-charts/bars', undefined, 1],
    ['/x/react-data-grid/tree-data', 'pro', 0],
    ['/x/react-date-pickers/getting-started', undefined, 0],
    ['/x/react-data-grid/accessibility', undefined, 0],
    ['/x/introduction', undefined, 0],
  ])('%s (plan %s) needs %i', (pathname, plan, expected) => {
    expect(minDemosFor({pathname, plan})).toBe(expected);
  });
});
