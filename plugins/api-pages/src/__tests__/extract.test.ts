import {beforeAll, describe, expect, it} from 'vitest';
import {ComponentReadError} from '../componentContext';
import {discoverComponents, extractPackage} from '../extract';
import {packageOfFile} from '../origin';
import type {ComponentApi, PackageApi} from '../types';
import {FIXTURE_PACKAGE_DIR} from './helpers';

describe('discoverComponents', () => {
  it('finds capitalised folders with a <Name>.d.ts', () => {
    expect(discoverComponents(FIXTURE_PACKAGE_DIR)).toEqual(['Broken', 'Good']);
  });
});

describe('packageOfFile', () => {
  it.each([
    ['/site/node_modules/@mui/material/Button/Button.d.ts', '@mui/material'],
    ['/site/node_modules/@mui/joy/node_modules/@mui/system/index.d.ts', '@mui/system'],
    ['/site/node_modules/csstype/index.d.ts', 'csstype'],
    ['/site/src/x.ts', undefined],
  ])('%s → %s', (file, name) => {
    expect(packageOfFile(file)).toBe(name);
  });
});

describe('extractPackage (fixture package)', () => {
  it('fails on an unreadable declaration, naming the component and the way out', () => {
    expect(() => extractPackage({packageDir: FIXTURE_PACKAGE_DIR})).toThrow(ComponentReadError);
    expect(() => extractPackage({packageDir: FIXTURE_PACKAGE_DIR})).toThrowErrorMatchingInlineSnapshot(`[ComponentReadError: @fixture/ui: cannot read the declaration of component "Broken" (Broken/Broken.d.ts): its default export is not a React component (no call or construct signature). Fix the cause, or list it with a reason in plugins/api-pages/src/skipList.ts.]`);
  });

  it('fails when asked for a component that has no declaration', () => {
    expect(() => extractPackage({packageDir: FIXTURE_PACKAGE_DIR, only: ['Missing']})).toThrow('no component folder with a declaration for "Missing"');
  });

  describe('with the broken component on the skip list', () => {
    let api: PackageApi;
    let good: ComponentApi | undefined;
    beforeAll(() => {
      api = extractPackage({packageDir: FIXTURE_PACKAGE_DIR, skip: {Broken: 'not a component (test)'}});
      good = api.components.find((component) => component.name === 'Good');
    }, 60_000);

    it('leaves the skipped component out', () => {
      expect(api.components.map((component) => component.name)).toEqual(['Good']);
      expect(api).toMatchObject({packageName: '@fixture/ui', packageVersion: '1.2.3'});
    });

    it('reads the component', () => {
      expect(good).toMatchObject({
        slug: 'good',
        imports: ["import Good from '@fixture/ui/Good';", "import { Good } from '@fixture/ui';"],
        description: 'A component that renders nothing, for tests.',
        demos: [{text: 'Good', href: 'https://mui.com/material-ui/react-good/'}],
        classesExport: 'goodClasses',
        forwardsRef: false,
        inheritance: {kind: 'unknown'},
      });
    });

    it('lists props sorted, skipping @ignore ones, with defaults, deprecations and signatures', () => {
      expect(good?.props.map((prop) => prop.name)).toEqual(['classes', 'label', 'legacy', 'odd', 'onChange', 'slots', 'variant']);
      expect(good?.props.find((prop) => prop.name === 'label')).toMatchObject({required: true, type: 'string'});
      expect(good?.props.find((prop) => prop.name === 'legacy')).toMatchObject({default: 'false', deprecated: 'Use `variant="plain"` instead.'});
      expect(good?.props.find((prop) => prop.name === 'variant')).toMatchObject({type: "'plain' | 'fancy' | 'loud'", default: "'plain'"});
      expect(good?.props.find((prop) => prop.name === 'onChange')?.signature).toEqual(['- `value`: The new value.']);
    });

    it('shows an unresolvable type as written and warns, naming component and prop', () => {
      expect(good?.props.find((prop) => prop.name === 'odd')?.type).toBe('MissingType');
      expect(api.warnings).toEqual([
        {packageName: '@fixture/ui', component: 'Good', prop: 'odd', message: 'type `MissingType` could not be resolved; showing the declared text'},
      ]);
    });

    it('reads slots and classes, with the naming rule when there is no runtime object', () => {
      expect(good?.slots).toEqual([{name: 'root', defaultComponent: "'div'", className: 'MuiGood-root', description: 'The component that renders the root.'}]);
      expect(good?.classes.map((entry) => [entry.key, entry.className, entry.isGlobalState, entry.deprecated])).toEqual([
        ['root', 'MuiGood-root', false, undefined],
        ['disabled', 'Mui-disabled', true, undefined],
        ['legacy', 'MuiGood-legacy', false, 'Use the `root` class instead.'],
      ]);
    });

    it('takes global class names from the runtime lookup when given', () => {
      const withRuntime = extractPackage({
        packageDir: FIXTURE_PACKAGE_DIR,
        skip: {Broken: 'test'},
        classNames: () => ({root: 'MuiGoodBase-root', disabled: 'Mui-disabled'}),
      });
      const classes = withRuntime.components[0]?.classes ?? [];
      expect(classes.map((entry) => entry.className)).toEqual(['MuiGoodBase-root', 'Mui-disabled', 'MuiGood-legacy']);
      expect(withRuntime.warnings.map((warning) => warning.message)).toContain(
        'class key "legacy" is declared but missing from the runtime goodClasses; using the naming rule',
      );
    });
  });
});
