/** Page data of every product, keyed by product id, with the file each tree lives in. */
import type {ProductId} from '../products';
import type {MuiPage} from './types';
import materialUiPages from './materialUi';
import joyUiPages from './joyUi';
import systemPages from './system';
import xPages from './x';
import experimentsPages from './experiments';

interface ProductPages {
  readonly pages: readonly MuiPage[];
  /** Named in build errors so that a writer knows which file to fix. */
  readonly file: string;
}

export const PRODUCT_PAGES = {
  'material-ui': {pages: materialUiPages, file: 'src/data/pages/materialUi.ts'},
  'joy-ui': {pages: joyUiPages, file: 'src/data/pages/joyUi.ts'},
  system: {pages: systemPages, file: 'src/data/pages/system.ts'},
  x: {pages: xPages, file: 'src/data/pages/x.ts'},
  experiments: {pages: experimentsPages, file: 'src/data/pages/experiments.ts'},
} as const satisfies Record<ProductId, ProductPages>;

export {default as defaultNavigationPages} from './docs';
