/**
 * Rspack loader for Docusaurus' generated `registry.js`, in the browser bundle only (see
 * src/strip.ts). Fails the build if the registry's format changed and an entry was left as it
 * was, rather than silently keeping the bytes.
 */
const path = require('node:path');
const jiti = require('jiti')(__filename);

const STRIP_FILE = path.join(__dirname, 'src', 'strip.ts');
const {stripModulePaths, countEntries} = jiti(STRIP_FILE);

module.exports = function leanRegistryLoader(source) {
  this.addDependency(STRIP_FILE);
  const stripped = stripModulePaths(source);
  const entries = countEntries(source);
  const emptied = (stripped.match(/\), "", require\.resolveWeak\(/g) ?? []).length;
  if (emptied !== entries) {
    throw new Error(
      `lean-registry: emptied the module path of ${emptied} of ${entries} entries in ${this.resourcePath}; ` +
        "Docusaurus' registry format has changed: update plugins/lean-registry/src/strip.ts.",
    );
  }
  return stripped;
};
