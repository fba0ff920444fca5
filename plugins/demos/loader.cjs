/**
 * Webpack/Rspack loader for `import demo from './Demo.tsx?demo'` (see README.md). Plain CommonJS
 * because bundlers require() loaders; the logic lives in src/transform.ts, loaded through jiti.
 * Its options are the plugin's (`DemosPluginOptions` in src/index.ts), validated there.
 */
const fs = require('node:fs');
const path = require('node:path');
const jiti = require('jiti')(__filename);

const {tsxToJsx, extractPreview, importSpecifiers, demoModuleCode} = jiti('./src/transform.ts');

module.exports = function demoLoader() {
  const callback = this.async();
  const {previewMaxLines, stylingFileSuffix, previewWrappers = {}} = this.getOptions();
  const mainFile = this.resourcePath;
  const base = mainFile.replace(/\.tsx$/, '');
  const files = Object.entries(stylingFileSuffix)
    .map(([styling, suffix]) => ({styling, file: `${base}${suffix}.tsx`}))
    .filter(({file}) => fs.existsSync(file));
  Promise.all(
    files.map(async ({styling, file}) => {
      this.addDependency(file);
      const tsx = fs.readFileSync(file, 'utf8');
      return {
        styling,
        request: `./${path.basename(file)}`,
        tsx,
        jsx: await tsxToJsx(tsx),
        preview: extractPreview(tsx, previewMaxLines),
        imports: ['react/jsx-runtime', ...importSpecifiers(tsx)],
      };
    }),
  ).then(
    (variants) => callback(null, demoModuleCode(variants, previewWrappers)),
    (error) => callback(new Error(`Demo ${path.relative(process.cwd(), mainFile)}: ${error.message}`)),
  );
};
