/// <reference lib="dom" />
// Draws an embedded chart over the grid as a simple SVG line chart (built with DOM calls, names as
// text, never HTML), at its anchor cell: what an organizer sees of the progression chart locally.
import type { ChartView } from './workbook-view';

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 480;
const HEIGHT = 300;
const PLOT = { left: 44, top: 36, right: 150, bottom: 34 };
/** Sheets' first chart colours, in order. */
const COLORS = ['#4285f4', '#ea4335', '#fbbc04', '#34a853', '#ff6d01', '#46bdc6', '#7baaf7', '#f07b72'];

function el<K extends keyof SVGElementTagNameMap>(
  name: K,
  attrs: Record<string, string | number>,
  text?: string,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

/** The chart as an SVG element, WIDTH x HEIGHT px. */
export function chartSvg(chart: ChartView): SVGSVGElement {
  const svg = el('svg', { width: WIDTH, height: HEIGHT, viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'chart' });
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', chart.title || 'Chart');
  svg.append(el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, fill: '#fff', stroke: '#dadce0' }));
  svg.append(el('text', { x: WIDTH / 2, y: 22, 'text-anchor': 'middle', 'font-size': 14 }, chart.title));
  const w = WIDTH - PLOT.left - PLOT.right;
  const h = HEIGHT - PLOT.top - PLOT.bottom;
  const values = chart.series.flatMap((s) => s.points.filter((p): p is number => p !== null));
  const max = Math.max(1, ...values);
  const min = Math.min(0, ...values);
  const n = chart.categories.length;
  const x = (i: number) => PLOT.left + (n <= 1 ? w / 2 : (i * w) / (n - 1));
  const y = (v: number) => PLOT.top + h - ((v - min) / (max - min)) * h;
  svg.append(
    el('line', { x1: PLOT.left, y1: PLOT.top + h, x2: PLOT.left + w, y2: PLOT.top + h, stroke: '#999' }),
  );
  for (const v of [min, max])
    svg.append(
      el('text', { x: PLOT.left - 6, y: y(v) + 4, 'text-anchor': 'end', 'font-size': 11 }, String(v)),
    );
  chart.categories.forEach((c, i) => {
    svg.append(el('text', { x: x(i), y: PLOT.top + h + 16, 'text-anchor': 'middle', 'font-size': 10 }, c));
  });
  chart.series.forEach((s, si) => {
    const color = COLORS[si % COLORS.length];
    // A gap (a waiting score) breaks the line, as Sheets draws a missing value.
    let d = '';
    let pen = false;
    s.points.forEach((p, i) => {
      if (p === null) {
        pen = false;
        return;
      }
      d += `${pen ? 'L' : 'M'}${x(i).toFixed(1)} ${y(p).toFixed(1)} `;
      pen = true;
      svg.append(el('circle', { cx: x(i), cy: y(p), r: 2.5, fill: color }));
    });
    if (d) svg.append(el('path', { d: d.trim(), fill: 'none', stroke: color, 'stroke-width': 2 }));
    const ly = PLOT.top + si * 16;
    svg.append(el('rect', { x: WIDTH - PLOT.right + 12, y: ly - 8, width: 10, height: 10, fill: color }));
    svg.append(el('text', { x: WIDTH - PLOT.right + 28, y: ly + 1, 'font-size': 11 }, s.name));
  });
  return svg;
}

/**
 * Every chart of the tab, placed over the grid at its anchor cell: `left` and `top` give a cell's
 * corner in the grid's own pixels (the gutter and header row included).
 */
export function paintCharts(
  host: HTMLElement,
  charts: readonly ChartView[] | undefined,
  corner: (row: number, col: number) => { left: number; top: number },
): void {
  for (const old of host.querySelectorAll('.chart-overlay')) old.remove();
  for (const chart of charts ?? []) {
    const box = document.createElement('div');
    box.className = 'chart-overlay';
    const { left, top } = corner(chart.row, chart.col);
    box.style.cssText = `position:absolute;left:${left}px;top:${top}px;pointer-events:none;z-index:3`;
    box.append(chartSvg(chart));
    host.append(box);
  }
}
