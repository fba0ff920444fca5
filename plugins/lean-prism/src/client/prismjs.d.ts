// Prism's core alone, without the languages and plugins of the package's main file.
declare module 'prismjs/components/prism-core' {
  import * as Prism from 'prismjs';
  export default Prism;
}
