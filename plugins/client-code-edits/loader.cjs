/**
 * Rspack loader: edits one Docusaurus module (see src/rewrites.ts); the `index` option says which
 * rewrite.
 */
const path = require('node:path');
const jiti = require('jiti')(__filename);

const {REWRITES, rewriteSource} = jiti(path.join(__dirname, 'src', 'rewrites.ts'));

module.exports = function clientCodeEditsLoader(source) {
  const {index} = this.getOptions();
  return rewriteSource(source, this.resourcePath, REWRITES[index]);
};
