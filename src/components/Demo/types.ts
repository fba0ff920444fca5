/** The shape of a `?demo` module (built by plugins/demos/loader.cjs) and of its variants. */
import type {ComponentType, ReactNode} from 'react';
import type {CodeStyling} from '../../constants/code';
import type {MuiXPlan} from '../../constants/muiX';

/** The language of a demo's source: TypeScript or the JavaScript generated from it. */
export type DemoLanguage = 'tsx' | 'jsx';

/** What every variant carries, running or not: its sources. */
export interface DemoVariantCode {
  readonly styling: CodeStyling;
  readonly tsx: string;
  readonly jsx: string;
  /** Short JSX shown while the full source is collapsed, or null. */
  readonly preview: string | null;
  /** The files beside it the variant imports (a CSS module), by file name; absent when none. */
  readonly files?: Readonly<Record<string, string>>;
}

/** What runs a variant. */
export interface LiveDemoVariant {
  readonly Component: ComponentType;
  /** What live editing compiles against: the bindings the source imports, keyed by module specifier. */
  readonly scope: Readonly<Record<string, unknown>>;
}

/** A variant of a running demo: null fields when the demo loads them on demand (`load`). */
export interface DemoVariant extends DemoVariantCode {
  readonly Component: LiveDemoVariant['Component'] | null;
  readonly scope: LiveDemoVariant['scope'] | null;
}

/** What a running demo's `load()` resolves to: each variant's running code, in the same order. */
export interface LiveDemoModule {
  readonly variants: readonly LiveDemoVariant[];
}

/** A demo that imports a paid-plan package (MUI X Pro or Premium). */
export interface PaidDemoInfo {
  /** The paid package it needs (of the highest plan, when it imports several). */
  readonly package: string;
  readonly plan: MuiXPlan;
  /** The product as readers know it, e.g. "Data Grid Premium". */
  readonly product: string;
  /** Whether this build runs it: true only when the build was given a licence key. */
  readonly running: boolean;
}

/** A demo that runs: free, or paid in a build with a licence key. */
export interface RunningDemoModule {
  readonly variants: readonly DemoVariant[];
  /** The provider the preview renders in, when the demo's imports call for one (a Joy UI demo). */
  readonly Wrapper?: ComponentType<{readonly children: ReactNode}>;
  readonly paid?: PaidDemoInfo & {readonly running: true};
  /** Present when the demo formats with the browser's `Intl` as it renders (see src/utils/intlWarmup.ts). */
  readonly formatsWithIntl?: true;
  /**
   * Present when the demo draws only after measuring its box in the browser (the Data Grid): its
   * server HTML is an empty box, which the build replaces with a snapshot (DEMO_SNAPSHOT_ATTRIBUTE).
   */
  readonly measuresInBrowser?: true;
  /**
   * Present when what the demo shows depends on running in the browser (effects, timers, the
   * colour scheme, the time, a chart's size): it goes live as it comes near the viewport, not
   * only when the reader reaches for it.
   */
  readonly goesLiveOnSight?: true;
  /**
   * Present when the variants' running code is not in the module (in the browser, every demo
   * without a wrapper; on the server, a demo that measures itself): imports it, for the demo to
   * go live or be edited.
   */
  readonly load?: () => Promise<{readonly default: LiveDemoModule}>;
  /** Set on the module once `load()` has resolved: a demo mounting later renders at once. */
  readonly live?: LiveDemoModule;
}

/** A paid demo in a build without a licence key: its sources and plan, no component. */
export interface LockedDemoModule {
  readonly variants: readonly DemoVariantCode[];
  readonly paid: PaidDemoInfo & {readonly running: false};
}

export type DemoModule = RunningDemoModule | LockedDemoModule;

/** Whether a demo module runs here (narrows to the module with components). */
export function isRunningDemo(demo: DemoModule): demo is RunningDemoModule {
  return demo.paid === undefined || demo.paid.running;
}
