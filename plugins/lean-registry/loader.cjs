/**
 * Rspack loader for Docusaurus' generated `registry.js`, in the browser bundle only (see
 * src/strip.ts). Fails the build if the registry's format changed and an entry was left as it
 * was, rather than silently keeping the bytes.
 */
const path = require('node:path');
const jiti = require('jiti')(__filename);

const STRIP_FILE = path.join(__dirname, 'src', 'strip.ts');
const {strippedOrError} = jiti(STRIP_FILE);

module.exports = function leanRegistryLoader(source) {
  this.addDependency(STRIP_FILE);
  const result = strippedOrError(source, this.resourcePath);
  if ('error' in result) {
    throw new Error(result.error);
  }
  return result.source;
};
