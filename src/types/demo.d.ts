/** Modules produced by plugins/demos/loader.cjs for `import demo from './Demo.tsx?demo'`. */
declare module '*.tsx?demo' {
  import type {DemoModule} from '@site/src/components/Demo/types';

  const demo: DemoModule;
  export default demo;
}
