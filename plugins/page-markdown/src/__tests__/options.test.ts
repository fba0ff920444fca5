import {describe, expect, it} from 'vitest';
import {readOptions} from '..';

const PRODUCT = {
  pluginId: 'material-ui',
  name: 'Material UI',
  description: 'React components.',
  demosFolder: 'material-ui',
  docsDir: '/site/docs/material-ui',
  versionedDocsDir: '/site/material-ui_versioned_docs',
  optional: false,
};

describe('readOptions', () => {
  it('accepts the site options', () => {
    expect(readOptions({demosDir: '/site/src/demos', products: [PRODUCT]})).toEqual({demosDir: '/site/src/demos', products: [PRODUCT]});
  });

  it.each([
    [{products: [PRODUCT]}, 'option "demosDir" must be an absolute path, got nothing'],
    [{demosDir: 'src/demos', products: [PRODUCT]}, 'option "demosDir" must be an absolute path, got "src/demos"'],
    [{demosDir: '/d', products: []}, 'option "products" must be a non-empty list, got []'],
    [{demosDir: '/d', products: [{...PRODUCT, name: ''}]}, 'option "products[0].name" must be a non-empty string, got ""'],
    [{demosDir: '/d', products: [{...PRODUCT, optional: 'no'}]}, 'option "products[0].optional" must be true or false, got "no"'],
  ])('%j fails: %s', (options, message) => {
    expect(() => readOptions(options)).toThrow(`page-markdown plugin: ${message}.`);
  });
});
