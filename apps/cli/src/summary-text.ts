import type { StructureSummary } from './summary.js';

const signed = (q: number): string => (q > 0 ? `+${q}` : String(q));
const fixed = (v: number, digits: number): string => v.toFixed(digits);

/** The human-readable form of `topoforge info`: one "label  value" line per fact. */
export function summaryLines(s: StructureSummary): string[] {
  const rows: [string, string][] = [
    ['file', `${s.file} (${s.format})`],
    ...(s.records > 1 ? [['records', `${s.records} (the first is described)`] as [string, string]] : []),
    ['title', s.title === '' ? '(none)' : s.title],
    ['formula', s.formula],
    ['atoms', String(s.atoms)],
    ['bonds', `${s.bonds}${s.bondsPerceived ? ' (perceived from distances; the file has none)' : ''}`],
    ['net charge', signed(s.netCharge)],
  ];
  if (s.cell) {
    const { a, b, c, alpha, beta, gamma, volume } = s.cell;
    rows.push(['cell', `a=${fixed(a, 4)} b=${fixed(b, 4)} c=${fixed(c, 4)} Å`]);
    rows.push(['angles', `α=${fixed(alpha, 3)} β=${fixed(beta, 3)} γ=${fixed(gamma, 3)}°`]);
    rows.push(['volume', `${fixed(volume, 3)} Å³`]);
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`);
}
