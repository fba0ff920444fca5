import {describe, expect, it} from 'vitest';
import {legacyPathsFor} from '../legacyRedirects';

describe('legacyPathsFor', () => {
  it.each([
    ['/material-ui/react-button', ['/components/buttons']],
    ['/material-ui/react-accordion', ['/components/accordion', '/components/expansion-panels']],
    ['/material-ui/react-rating', ['/components/rating']],
    ['/material-ui/react-text-field', ['/components/text-fields']],
    ['/material-ui/api/button', ['/api/button']],
    ['/material-ui/api/toggle-button-group', ['/api/toggle-button-group']],
    ['/material-ui/guides/minimizing-bundle-size', ['/guides/minimizing-bundle-size']],
    ['/material-ui/customization/palette', ['/customization/palette']],
    ['/material-ui/getting-started/installation', ['/getting-started/installation']],
    ['/material-ui/experimental-api/classname-generator', ['/experimental-api/classname-generator']],
    ['/material-ui/icons', ['/components/icons']],
    ['/material-ui/material-icons', ['/components/material-icons']],
    ['/material-ui/about-the-lab', ['/components/about-the-lab']],
    // Pages that moved here to the reference site's address keep their earlier ones.
    ['/material-ui/migration/upgrade-to-v6', ['/migration/upgrade-to-v6', '/material-ui/migration/migration-v6', '/migration/migration-v6']],
    ['/material-ui/customization/css-theme-variables/overview', ['/customization/css-theme-variables/overview', '/material-ui/customization/css-theme-variables', '/customization/css-theme-variables']],
    // Pages that never had an old address.
    ['/material-ui', []],
    ['/material-ui/getting-started', []],
    ['/material-ui/components/inputs', []],
    ['/joy-ui/react-button', []],
    ['/system/getting-started/installation', []],
    ['/x/react-data-grid', []],
    ['/material-ui/api', []],
    ['/material-ui/react-button/extra', []],
  ])('%s → %j', (path, expected) => {
    expect(legacyPathsFor(path)).toEqual(expected);
  });
});
