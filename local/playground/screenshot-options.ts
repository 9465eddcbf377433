// What makes `npm run screenshots` draw the same bytes on every run, shared by its two scripts: a fixed
// clock for the add-on, Chromium drawing text and shapes one way (no hinting, no subpixel positioning,
// one raster thread, sRGB, no scrollbars), and screenshots that wait for no transition or caret.
import { chromiumLaunchOptions } from './chromium';

export const SCREENSHOT_NOW = (): Date => new Date('2026-12-05T10:00:00Z');

export const screenshotLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [
    ...chromiumLaunchOptions.args,
    '--font-render-hinting=none',
    '--disable-font-subpixel-positioning',
    '--disable-lcd-text',
    '--hide-scrollbars',
    '--force-color-profile=srgb',
    '--disable-partial-raster',
    '--disable-skia-runtime-opts',
    '--num-raster-threads=1',
  ],
};

export const SHOT = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;
