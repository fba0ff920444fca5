/** Modules produced by plugins/demos/loader.cjs for `import demo from './Demo.tsx?demo'`. */
declare module '*.tsx?demo' {
  import type {DemoModule} from '@site/src/components/Demo/types';

  const demo: DemoModule;
  export default demo;
}

/**
 * The installed version of each package the site depends on, written by plugins/demos at build
 * time (`InstalledVersions` in src/constants/sandboxProject.ts); imported only by the code that opens a
 * demo in a sandbox, which loads on demand.
 */
declare module '@generated/demos/default/installedVersions.json' {
  const versions: Readonly<Record<string, string>>;
  export default versions;
}
