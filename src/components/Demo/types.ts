/** The shape of a `?demo` module (built by plugins/demos/loader.cjs) and of its variants. */
import type {ComponentType, ReactNode} from 'react';
import type {CodeStyling} from '../../constants/code';

/** The language of a demo's source: TypeScript or the JavaScript generated from it. */
export type DemoLanguage = 'tsx' | 'jsx';

export interface DemoVariant {
  readonly styling: CodeStyling;
  readonly Component: ComponentType;
  readonly tsx: string;
  readonly jsx: string;
  /** Short JSX shown while the full source is collapsed, or null. */
  readonly preview: string | null;
  /** What live editing compiles against: the bindings the source imports, keyed by module specifier. */
  readonly scope: Readonly<Record<string, unknown>>;
}

export interface DemoModule {
  readonly variants: readonly DemoVariant[];
  /** The provider the preview renders in, when the demo's imports call for one (a Joy UI demo). */
  readonly Wrapper?: ComponentType<{readonly children: ReactNode}>;
}
