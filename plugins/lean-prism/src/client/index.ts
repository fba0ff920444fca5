/**
 * Stands in for `prism-react-renderer` in the site's bundles (see ../index.ts): the two things
 * its browser code imports, `Highlight` and `Prism`.
 */
export {default as Highlight} from './Highlight';
export {default as Prism} from './prism';
