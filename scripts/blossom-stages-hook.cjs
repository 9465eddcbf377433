// Preload (`node --require`) for Node runs of src/ that should time what ships, such as `npm run bench`:
// edmonds-blossom-fixed is loaded with scripts/blossom-stages.mjs's rewrite, as scripts/build.mjs bundles it.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { BLOSSOM_FILE, reuseStageArrays } = require('./blossom-stages.mjs');

const load = Module._extensions['.js'];
Module._extensions['.js'] = function loadRewritten(module, filename) {
  if (!BLOSSOM_FILE.test(filename)) return load(module, filename);
  module._compile(reuseStageArrays(readFileSync(filename, 'utf8')), filename);
  // Lets a test tell the rewritten library from the published one.
  module.exports.stagesRewritten = true;
};
