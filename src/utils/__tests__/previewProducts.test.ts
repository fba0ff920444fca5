import {describe, expect, it} from 'vitest';
import {previewProducts} from '../previewProducts';

const IDS = ['material-ui', 'joy-ui', 'system', 'x', 'experiments'];

describe('previewProducts', () => {
  it.each([
    [undefined, false, IDS],
    ['', false, IDS],
    ['material-ui', false, ['material-ui']],
    [' x , joy-ui ', false, ['joy-ui', 'x']],
    [undefined, true, IDS],
  ])('DOCS_PRODUCTS=%j (production: %s) serves %j', (value, production, expected) => {
    expect(previewProducts({value, production, productIds: IDS})).toEqual(expected);
  });

  it('names an unknown product and the known ones', () => {
    expect(() => previewProducts({value: 'material', production: false, productIds: IDS})).toThrow(
      'DOCS_PRODUCTS: unknown product "material"; the products are material-ui, joy-ui, system, x, experiments.',
    );
  });

  it('builds part of the site for a look when asked by name', () => {
    expect(previewProducts({value: 'x', production: true, previewBuild: true, productIds: IDS})).toEqual(['x']);
  });

  it('refuses a production build of part of the site', () => {
    expect(() => previewProducts({value: 'x', production: true, productIds: IDS})).toThrow('a production build has every product');
  });
});
