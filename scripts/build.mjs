// Builds the three files clasp pushes: dist/Code.js, dist/Sidebar.html, dist/appsscript.json.
// Apps Script only sees top-level function declarations, so every export of the entry becomes a stub
// that forwards into the IIFE bundle (docs/ARCHITECTURE.md, Layers).
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import vm from 'node:vm';
import { build } from 'esbuild';

const GLOBAL = '__TourneySheets';
// The version organizers see (sidebar About, Log, Self-test) is package.json's, stamped at build.
const VERSION = JSON.parse(readFileSync('package.json', 'utf8')).version;
const define = { __ADDON_VERSION__: JSON.stringify(VERSION) };
const ENTRY = 'src/server/main.ts';
const common = {
  entryPoints: [ENTRY],
  bundle: true,
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2019',
  charset: 'utf8',
  legalComments: 'none',
  logLevel: 'warning',
  define,
};

const probe = await build({
  ...common,
  format: 'esm',
  write: false,
  metafile: true,
  outfile: 'dist/probe.js',
});
const names = Object.values(probe.metafile.outputs)[0].exports;
if (names.length === 0) throw new Error(`${ENTRY} exports nothing`);

const footer = names
  .map((n) => `function ${n}() { return ${GLOBAL}.${n}.apply(this, arguments); }`)
  .join('\n');
const server = await build({
  ...common,
  format: 'iife',
  globalName: GLOBAL,
  write: false,
  footer: { js: footer },
});
const code = server.outputFiles[0].text;
new vm.Script(code, { filename: 'Code.js' }); // throws on any import/export statement left in the output
if (/\brequire\s*\(|typeof require\b|\bimport\s*\(|^\s*(export|import)\s/m.test(code)) {
  throw new Error('dist/Code.js still needs import/export/require; Apps Script has no module loader');
}

// The sidebar is one self-contained file: HtmlService serves it with createHtmlOutputFromFile (no templating),
// so the script and style are inlined and must not contain the scriptlet opener.
const sidebarJs = await build({
  entryPoints: ['src/sidebar/sidebar.ts'],
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: 'es2019',
  write: false,
  minify: true,
  define,
  legalComments: 'none',
  logLevel: 'warning',
});
const js = sidebarJs.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
const css = readFileSync('src/sidebar/sidebar.css', 'utf8');
const html = readFileSync('src/sidebar/Sidebar.html', 'utf8')
  .replace('/*INLINE_CSS*/', () => css)
  .replace('/*INLINE_JS*/', () => js);
if (html.includes('<?'))
  throw new Error('dist/Sidebar.html contains "<?", which HtmlService would read as a scriptlet');

// Written to a sibling folder, then renamed into dist/ one file at a time: a test reading dist/ while a
// build runs sees the old file or the new one, never a missing one. Anything else in dist/ is removed.
const FILES = ['Code.js', 'Sidebar.html', 'appsscript.json'];
const OUT = `dist.tmp-${process.pid}`;
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT);
try {
  writeFileSync(`${OUT}/Code.js`, code);
  writeFileSync(`${OUT}/Sidebar.html`, html);
  copyFileSync('appsscript.json', `${OUT}/appsscript.json`);
  mkdirSync('dist', { recursive: true });
  for (const f of FILES) renameSync(`${OUT}/${f}`, `dist/${f}`);
  for (const f of readdirSync('dist'))
    if (!FILES.includes(f)) rmSync(`dist/${f}`, { recursive: true, force: true });
} finally {
  rmSync(OUT, { recursive: true, force: true });
}
console.log(
  `built ${VERSION}: dist/Code.js (${Buffer.byteLength(code)} bytes, ${names.length} entry points), dist/Sidebar.html (${Buffer.byteLength(html)} bytes)`,
);
