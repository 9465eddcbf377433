// The share link's QR code, drawn here in the sidebar from uqr's module grid (MIT; a port of Nayuki's
// encoder): the link never leaves the organizer's browser.
import { encode } from 'uqr';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG of the link's QR code: one path of dark modules, a quiet zone of 4 modules as the standard asks. */
export function qrSvg(link: string, sizePx: number): SVGSVGElement {
  const { data, size } = encode(link, { ecc: 'M', border: 4 });
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (data[y][x]) d += `M${x} ${y}h1v1h-1z`;
  }
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('width', String(sizePx));
  svg.setAttribute('height', String(sizePx));
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `QR code of ${link}`);
  const bg = document.createElementNS(SVG_NS, 'rect');
  bg.setAttribute('width', String(size));
  bg.setAttribute('height', String(size));
  bg.setAttribute('fill', '#fff');
  const dark = document.createElementNS(SVG_NS, 'path');
  dark.setAttribute('d', d);
  dark.setAttribute('fill', '#000');
  svg.append(bg, dark);
  return svg;
}

/** Only links to Google's own sheets or published pages: a QR code of anything else is a typo. */
export function linkProblem(link: string): string | null {
  const t = link.trim();
  if (!t) return 'Paste the published link (File > Share > Publish to web) or the sheet link.';
  if (!/^https:\/\/docs\.google\.com\/spreadsheets\//.test(t))
    return 'That is not a Google Sheets link: it should start with https://docs.google.com/spreadsheets/.';
  if (t.length > 1000) return 'That link is too long for a QR code that phones read easily.';
  return null;
}
