import {describe, expect, it} from 'vitest';
import {headingSlug} from '../links';
import {classAnchor, pageAnchors, propAnchor, renderComponentPage, type RenderOptions} from '../render';
import type {ComponentApi} from '../types';

const OPTIONS: RenderOptions = {
  productName: 'Material UI',
  routeBase: '/material-ui/api',
  resolveHref: (href) => href.replace('https://mui.com/material-ui/react-thing/', '/material-ui/react-thing'),
};

const API: ComponentApi = {
  name: 'Thing',
  packageName: '@mui/material',
  packageVersion: '7.3.5',
  slug: 'thing',
  sourceFile: 'Thing/Thing.d.ts',
  imports: ["import Thing from '@mui/material/Thing';", "import { Thing } from '@mui/material';"],
  description: 'Renders {a} <thing>.',
  props: [
    {name: 'label', type: 'string', required: true, description: 'The label.'},
    {name: 'old', type: 'boolean', required: false, default: 'false', description: 'Old.', deprecated: 'Use `label`.'},
    {name: 'variant', type: "'a' | 'b'", required: false, default: "'a'", description: 'If `a | b`, {x}.'},
  ],
  inheritance: {kind: 'component', component: 'ButtonBase', slug: 'button-base', rootElement: 'button'},
  forwardsRef: true,
  slots: [{name: 'root', defaultComponent: "'div'", className: 'MuiThing-root', description: 'The root.', propsType: "SlotProps<'div', {}, OwnerState>"}],
  classes: [
    {key: 'root', className: 'MuiThing-root', isGlobalState: false, description: 'Root.'},
    {key: 'disabled', className: 'Mui-disabled', isGlobalState: true, description: 'If `disabled={true}`.'},
  ],
  classesExport: 'thingClasses',
  demos: [{text: 'Thing', href: 'https://mui.com/material-ui/react-thing/'}],
  apiLinks: [],
};

describe('renderComponentPage', () => {
  const page = renderComponentPage(API, OPTIONS);

  it.each([
    ['front matter title', '\ntitle: "Thing API"\n'],
    ['props filter from the plugin theme', "import ApiPropsFilter from '@theme/ApiPropsFilter';"],
    ['filter box controlling the table by id', '<ApiPropsFilter tableId="props-table" />\n\n<div id="props-table">\n\n| Name | Type | Default | Description |'],
    ['end of the table wrapper', '| If `a \\| b`, \\{x\\}. |\n\n</div>'],
    ['import block', "```tsx\nimport Thing from '@mui/material/Thing';\n// or\nimport { Thing } from '@mui/material';\n```"],
    ['a row per prop with its anchor', '| <Link id="prop-variant" to="#prop-variant">`variant`</Link> | `\'a\' \\| \'b\'` | `\'a\'` | If `a \\| b`, \\{x\\}. |'],
    ['required marker', '<Link id="prop-label" to="#prop-label">`label`</Link>\\* | `string` |'],
    ['deprecation note', '| **Deprecated.** Use `label`.<br /><br />Old. |'],
    ['escaped prose', 'Renders \\{a\\} \\<thing\\>.'],
    ['resolved demo link', '- [Thing](/material-ui/react-thing)'],
    ['inheritance', 'The props of the [ButtonBase](/material-ui/api/button-base) component are also available on `Thing`.'],
    ['slot row', "| <Link id=\"slot-root\" to=\"#slot-root\">`root`</Link> | `'div'` | `.MuiThing-root` |"],
    ['class row with the shared anchor shape', '| <Link id="thing-classes-Mui-disabled" to="#thing-classes-Mui-disabled">`disabled`</Link> | `.Mui-disabled` |'],
    ['ref note', 'The `ref` is forwarded to the root element.'],
  ])('has the %s', (_name, fragment) => {
    expect(page).toContain(fragment);
  });

  it('is deterministic', () => {
    expect(renderComponentPage(API, OPTIONS)).toBe(page);
  });

  it('sets the slug only when the page is named like its folder (served as the folder index otherwise)', () => {
    expect(page).not.toContain('\nslug:');
    expect(renderComponentPage(API, {...OPTIONS, routeBase: `/x/api/${API.slug}`})).toContain(`\nslug: ${API.slug}\n`);
  });

  it('lists the anchors it renders', () => {
    const anchors = pageAnchors(API);
    const headingIds = [...page.matchAll(/^#{2,6} (.+)$/gm)].map((match) => headingSlug(match[1] ?? ''));
    for (const anchor of anchors) {
      expect(page.includes(`id="${anchor}"`) || headingIds.includes(anchor), anchor).toBe(true);
    }
    expect(anchors).toContain(propAnchor('variant'));
    expect(anchors).toContain(classAnchor('thing', 'MuiThing-root'));
    expect(anchors).toContain('css-classes');
  });

  it.each<[string, ComponentApi['inheritance'], string]>([
    ['root element', {kind: 'element', element: 'div'}, 'Any prop not listed above is passed to the root element, `div` by default.'],
    [
      'third-party component',
      {kind: 'component', component: 'Transition', fromPackage: 'react-transition-group', href: 'https://reactcommunity.org/x'},
      'The props of the [Transition](https://reactcommunity.org/x) component (from `react-transition-group`) are also available',
    ],
    ['unknown', {kind: 'unknown'}, 'The type declarations of `Thing` do not say which element receives other props'],
  ])('explains inheritance: %s', (_name, inheritance, text) => {
    expect(renderComponentPage({...API, inheritance}, OPTIONS)).toContain(text);
  });
});
