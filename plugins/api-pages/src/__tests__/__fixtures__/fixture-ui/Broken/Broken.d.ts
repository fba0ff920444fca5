/**
 * Not a component: the default export is a string, so extraction must refuse it.
 */
declare const Broken: string;
export default Broken;
