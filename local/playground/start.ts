// npm start [-- --port N] [--workbook PATH] [--demo FORMAT] [--several-accounts] [--withhold-scope SCOPE]: the local playground (see README.md, "Try it without Google: the playground").
import { parseArgs } from 'node:util';
import { playgroundDemoIds } from './demo';
import { startPlayground } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    workbook: { type: 'string' },
    demo: { type: 'string' },
    'several-accounts': { type: 'boolean' },
    'withhold-scope': { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(
    'usage: npm start -- [--port 8787] [--workbook playground.workbook.json] [--demo FORMAT] [--several-accounts] [--withhold-scope SCOPE]',
  );
  console.log(
    '  --several-accounts: every sidebar call fails as in a browser signed in to several Google accounts',
  );
  console.log(
    '  --withhold-scope SCOPE: that consent checkbox left unticked (a scope of appsscript.json, repeatable)',
  );
  console.log(`demos: ${playgroundDemoIds().join(', ')}`);
  process.exit(0);
}

const port = Number(values.port ?? process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port ?? process.env.PORT}"`);
  process.exit(2);
}
if (values.demo && !playgroundDemoIds().includes(values.demo)) {
  console.error(`No demo for "${values.demo}". Demos: ${playgroundDemoIds().join(', ')}`);
  process.exit(2);
}
// A demo gets its own file unless one is named, so it never overwrites your playground workbook.
const workbookPath =
  values.workbook ?? (values.demo ? `demo-${values.demo}.workbook.json` : 'playground.workbook.json');

try {
  const pg = await startPlayground({
    port,
    workbookPath,
    demo: values.demo ?? null,
    severalAccounts: !!values['several-accounts'],
    withheldScopes: values['withhold-scope'] ?? [],
  });
  console.log('Tourney Desk playground (a local preview, not Google Sheets)');
  console.log(`  open ${pg.url}`);
  console.log(`  workbook saved to ${pg.workbookPath} within a moment of every change, and on Ctrl+C`);
  console.log('  Ctrl+C to stop');
  const stop = () => void pg.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  console.error(`Could not start the playground: ${(e as Error).message}`);
  process.exit(1);
}
