export interface GoodClasses {
  /** Styles applied to the root element. */
  root: string;
  /** State class applied to the root element if `disabled={true}`. */
  disabled: string;
  /**
   * Styles applied to the root element if `legacy={true}`.
   * @deprecated Use the `root` class instead.
   */
  legacy: string;
}
declare const goodClasses: GoodClasses;
export default goodClasses;
