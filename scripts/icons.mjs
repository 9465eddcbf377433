// npm run icons: the Marketplace icons, 32×32 and 128×128 PNG, rendered by Chromium from the one SVG
// (docs/marketplace/icon.svg), so the two sizes never drift apart; and the 220×140 card banner from
// docs/marketplace/banner.svg the same way.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../local/playground/chromium.ts';

const DIR = 'docs/marketplace';
const svg = readFileSync(`${DIR}/icon.svg`, 'utf8');
const banner = readFileSync(`${DIR}/banner.svg`, 'utf8');
const OUTPUTS = [
  ...[32, 128].map((size) => ({
    file: `icon-${size}.png`,
    width: size,
    height: size,
    svg: svg.replace(/width="128" height="128"/, `width="${size}" height="${size}"`),
  })),
  { file: 'banner-220x140.png', width: 220, height: 140, svg: banner },
];
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const { file, width, height, svg: source } of OUTPUTS) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${source}`,
    );
    await page.screenshot({
      path: `${DIR}/${file}`,
      omitBackground: true,
      clip: { x: 0, y: 0, width, height },
    });
    await page.close();
    console.log(`wrote ${DIR}/${file}`);
  }
} finally {
  await browser.close();
}
