// Reads a QR code drawn on the page as a phone would: a screenshot of the element, decoded by jsQR.
import jsQR from 'jsqr';
import type { ElementHandle } from 'playwright-core';
import { PNG } from 'pngjs';

/** The text of the QR code the element shows, or null when jsQR finds none. */
export async function decodeQr(element: ElementHandle): Promise<string | null> {
  const png = PNG.sync.read(await element.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
