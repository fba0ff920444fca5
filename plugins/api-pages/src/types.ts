/**
 * The data model between extraction and rendering. Everything here is plain JSON (no class
 * instances, no `undefined` values that matter), because extraction results are cached on disk
 * and read back as they are.
 */

/** A Markdown link taken from a component's JSDoc (`Demos:` / `API:` lists). */
export interface DocLink {
  readonly text: string;
  readonly href: string;
}

export interface PropApi {
  readonly name: string;
  /** Readable TypeScript type text, unions expanded (`'text' | 'outlined' | 'contained'`). */
  readonly type: string;
  readonly required: boolean;
  /** The `@default` JSDoc value as written (`'text'`, `false`, `<CircularProgress />`). */
  readonly default?: string;
  /** Markdown from the JSDoc comment, without tags. */
  readonly description: string;
  /** `@deprecated` text; an empty string means deprecated without a note. */
  readonly deprecated?: string;
  /** `@param` / `@returns` lines of function props, as Markdown list items. */
  readonly signature?: readonly string[];
}

/**
 * Who receives the props a component does not declare itself.
 * - `component`: another component's props are also accepted and the rest goes to it
 *   (Material `Button` → `ButtonBase`);
 * - `element`: the rest goes to the root element (`'div'`, or an `HTMLDivElement` interface
 *   when only the ref type tells);
 * - `unknown`: neither could be derived from the declarations.
 */
export type Inheritance =
  | {
      readonly kind: 'component';
      readonly component: string;
      /** Package of `component` when it is not the documented package (e.g. `react-transition-group`). */
      readonly fromPackage?: string;
      /** Slug of the inherited component's API page, when that page is generated too. */
      readonly slug?: string;
      /** Documentation of a third-party inherited component (`react-transition-group`'s Transition). */
      readonly href?: string;
      /** The root element the inherited component renders by default, when known. */
      readonly rootElement?: string;
    }
  | {readonly kind: 'element'; readonly element: string}
  | {readonly kind: 'unknown'};

export interface SlotApi {
  readonly name: string;
  /** Default component of the slot (`'span'`, `SliderValueLabel`), from `@default` or the slot props type. */
  readonly defaultComponent?: string;
  /** Global class name of the slot, when the classes object has a key with the slot's name. */
  readonly className?: string;
  readonly description: string;
  /** Type text of the slot's entry in `slotProps`, as declared. */
  readonly propsType?: string;
}

export interface ClassApi {
  /** Key in the classes object (`root`, `disabled`). */
  readonly key: string;
  /** Global class name (`MuiButton-root`, `Mui-disabled`). */
  readonly className: string;
  /** True for the shared state classes (`Mui-disabled`, `Mui-focusVisible`, …). */
  readonly isGlobalState: boolean;
  readonly description: string;
  readonly deprecated?: string;
}

export interface ComponentApi {
  /** Export name (`Button`). */
  readonly name: string;
  /** npm package (`@mui/material`). */
  readonly packageName: string;
  readonly packageVersion: string;
  /** kebab-case page slug (`button-base`). */
  readonly slug: string;
  /** Declaration file the component was read from, relative to the package (`Button/Button.d.ts`). */
  readonly sourceFile: string;
  /** `import Button from '@mui/material/Button';` and, when the root exports it, the named form. */
  readonly imports: readonly string[];
  /** Free text of the component's JSDoc before `Demos:` (often empty). */
  readonly description: string;
  readonly deprecated?: string;
  /** Props sorted by name. */
  readonly props: readonly PropApi[];
  readonly inheritance: Inheritance;
  /** True when the props include `ref` (the ref is forwarded to the root). */
  readonly forwardsRef: boolean;
  readonly slots: readonly SlotApi[];
  /** Classes in declaration order (the order the package documents them in). */
  readonly classes: readonly ClassApi[];
  /** Exported name of the classes object (`buttonClasses`), when there is one. */
  readonly classesExport?: string;
  readonly demos: readonly DocLink[];
  readonly apiLinks: readonly DocLink[];
}

export interface ApiWarning {
  readonly packageName: string;
  readonly component: string;
  readonly prop?: string;
  readonly message: string;
}

/** What extraction produces for one package (and what the cache stores). */
export interface PackageApi {
  readonly packageName: string;
  readonly packageVersion: string;
  readonly components: readonly ComponentApi[];
  readonly warnings: readonly ApiWarning[];
}
