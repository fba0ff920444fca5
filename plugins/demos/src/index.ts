/**
 * Docusaurus plugin: live demos. Registers the `?demo` loader (sources and generated JavaScript
 * of a demo, see src/transform.ts) and Tailwind CSS for the demos' Tailwind variants.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import tailwindPostcss from '@tailwindcss/postcss';

export default function demosPlugin(): Plugin {
  return {
    name: 'demos',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.tsx$/,
              resourceQuery: /demo/,
              // Runs before the site's TypeScript loader, which then compiles its output.
              enforce: 'pre',
              use: [path.join(__dirname, '..', 'loader.cjs')],
            },
          ],
        },
      };
    },
    configurePostCss(options) {
      options.plugins.push(tailwindPostcss());
      return options;
    },
  };
}
