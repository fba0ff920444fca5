import { GoodClasses } from './goodClasses.js';

export interface GoodSlots {
  /**
   * The component that renders the root.
   * @default 'div'
   */
  root?: unknown;
}

export interface GoodProps {
  /**
   * Override or extend the styles applied to the component.
   */
  classes?: Partial<GoodClasses>;
  /**
   * @ignore
   */
  className?: string;
  /**
   * The label, shown as is: `a | b` and {braces} <tags> must survive MDX.
   */
  label: string;
  /**
   * If `true`, the old look is used.
   * @deprecated Use `variant="plain"` instead.
   * @default false
   */
  legacy?: boolean;
  /**
   * Called with the new value.
   * @param {string} value The new value.
   */
  onChange?: (value: string) => void;
  /**
   * A prop whose type cannot be resolved.
   */
  odd?: MissingType;
  /**
   * The components used for each slot inside.
   * @default {}
   */
  slots?: GoodSlots;
  /**
   * The variant to use.
   * @default 'plain'
   */
  variant?: 'plain' | 'fancy' | 'loud';
}

/**
 * A component that renders nothing, for tests.
 *
 * Demos:
 *
 * - [Good](https://mui.com/material-ui/react-good/)
 *
 * API:
 *
 * - [Good API](https://mui.com/material-ui/api/good/)
 */
declare const Good: (props: GoodProps) => null;
export default Good;
