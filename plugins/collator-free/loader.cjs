/**
 * Rspack loader: rewrites one comparison of a Docusaurus module (see src/rewrites.ts); the
 * `index` option says which.
 */
const path = require('node:path');
const jiti = require('jiti')(__filename);

const {REWRITES, rewriteSource} = jiti(path.join(__dirname, 'src', 'rewrites.ts'));

module.exports = function collatorFreeLoader(source) {
  const {index} = this.getOptions();
  return rewriteSource(source, this.resourcePath, REWRITES[index]);
};
