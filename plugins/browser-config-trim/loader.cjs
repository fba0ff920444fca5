/**
 * Rspack loader for Docusaurus' generated `docusaurus.config.mjs`, in the browser bundle only:
 * the config without the fields only the build reads (see src/strip.ts).
 */
const path = require('node:path');
const jiti = require('jiti')(__filename);

const {browserConfigTrimModule} = jiti(path.join(__dirname, 'src', 'strip.ts'));

module.exports = function browserConfigTrimLoader(source) {
  return browserConfigTrimModule(source, this.resourcePath);
};
