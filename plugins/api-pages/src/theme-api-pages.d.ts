/**
 * Types of the theme components this plugin provides (`getThemePath()` in index.ts), the way
 * Docusaurus' own themes declare theme-classic.d.ts: the generated MDX and any swizzled copy
 * import them as `@theme/…`, which TypeScript cannot resolve through the bundler's aliases. The
 * components import their `Props` from here, so the implementation is checked against it.
 */

declare module '@theme/ApiPropsFilter' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** Id of the element that holds the props table (the table itself or a wrapper around it). */
    readonly tableId: string;
  }

  export default function ApiPropsFilter(props: Props): ReactNode;
}
