/**
 * Stands in for `prism-react-renderer` in the site's bundles (see ../index.ts): the two things
 * its browser code imports, `Highlight` and `Prism`.
 */
import type {PrismLib} from 'prism-react-renderer';

export {default as Highlight} from './Highlight';

/**
 * The library's `Prism` export. Its one importer in the browser, theme-classic's client module,
 * hands it to the `prism-include-languages` extension point, which this site replaces with one
 * that adds no language and reads nothing from it (src/theme/prism-include-languages.ts). The
 * instance itself loads only when code is highlighted (./instance.ts), so importing it here would
 * put it back in every page's main bundle; anything that does read from this stand-in is told so.
 */
export const Prism: PrismLib = new Proxy({} as PrismLib, {
  get(_target, property) {
    throw new Error(
      `lean-prism: Prism.${String(property)} was read from 'prism-react-renderer'. This site's Prism instance loads lazily: ` +
        'use loadPrism() from plugins/lean-prism/src/client/instance.ts.',
    );
  },
});
