import type {ComponentType} from 'react';
import type {CodeStyling} from '../../constants/code';

export interface DemoVariant {
  readonly styling: CodeStyling;
  readonly Component: ComponentType;
  readonly tsx: string;
  readonly jsx: string;
  /** Short JSX shown while the full source is collapsed, or null. */
  readonly preview: string | null;
  /** Loads the modules the source imports, keyed by specifier (for live editing). */
  readonly loadScope: () => Promise<Readonly<Record<string, unknown>>>;
}

export interface DemoModule {
  readonly variants: readonly DemoVariant[];
}
