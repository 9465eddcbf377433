// The table of the any-game presets in docs/ORGANIZER.md, built from src/engine/any-game/presets.ts, so the
// table cannot drift from the values the format uses. Regenerate its rows after a preset changes:
//   npx tsx -e "import('./test/docs/any-game-presets-table.ts').then((m) => console.log(m.presetTable().join('\n')))"
import { resultsOpt } from '../../src/engine/any-game/options';
import { PRESETS, type Preset } from '../../src/engine/any-game/presets';
import type { Playoff, RoundsTable } from '../../src/engine/any-game/rounds-tables';
import { tiebreaker } from '../../src/engine/any-game/tiebreakers/library';

export const PRESET_TABLE_HEADER = [
  '| Preset | Points: win / draw / loss, bye | Results entry | Swiss rounds and cut | Double loss | Tie-breakers after the points | Colours | Source |',
  '|---|---|---|---|---|---|---|---|',
];

function playoff(p: Playoff): string {
  if (p.kind === 'single-elimination') return 'single elimination';
  if (p.kind === 'cut') return `top ${p.size}`;
  return 'no cut';
}

function rounds(table: RoundsTable | null): string {
  if (!table) return '⌈log₂ N⌉ rounds, no cut';
  return table
    .map((row, i) => {
      const next = table[i + 1];
      const span = next ? `${row.fromPlayers}–${next.fromPlayers - 1}` : `${row.fromPlayers}+`;
      const what =
        row.swissRounds === 0 ? playoff(row.playoff) : `${row.swissRounds} rounds, ${playoff(row.playoff)}`;
      return `${span}${i === 0 ? ' players' : ''}: ${what}`;
    })
    .join('; ');
}

const num = (n: number) => String(n);

export function presetRow(p: Preset): string {
  const results = resultsOpt.choices?.find((c) => c.value === p.results)?.label ?? p.results;
  const points = `${num(p.points.win)} / ${num(p.points.draw)} / ${num(p.points.loss)}, bye ${num(p.points.bye)}`;
  const cells = [
    `${p.label} (\`${p.id}\`)`,
    points,
    results,
    rounds(p.roundsTable),
    p.doubleLoss ? 'allowed' : 'not allowed',
    p.tiebreakers.map((id) => tiebreaker(id).column).join(', '),
    p.colours ? 'White and Black balanced' : 'none',
    p.source,
  ];
  return `| ${cells.join(' | ')} |`;
}

export function presetTable(): string[] {
  return [...PRESET_TABLE_HEADER, ...PRESETS.map(presetRow)];
}
