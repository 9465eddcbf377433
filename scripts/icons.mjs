// npm run icons: the Marketplace icons, 32×32 and 128×128 PNG, rendered by Chromium from the one SVG
// (docs/marketplace/icon.svg), so the two sizes never drift apart.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../local/playground/chromium.ts';

const DIR = 'docs/marketplace';
const svg = readFileSync(`${DIR}/icon.svg`, 'utf8');
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const size of [32, 128]) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = svg.replace(/width="128" height="128"/, `width="${size}" height="${size}"`);
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    await page.screenshot({
      path: `${DIR}/icon-${size}.png`,
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await page.close();
    console.log(`wrote ${DIR}/icon-${size}.png`);
  }
} finally {
  await browser.close();
}
