import type { Cell } from '../../core/cell.js';
import { toCartesian } from '../../core/cell.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { atomicNumber, covalentRadius, symbolOf } from '../../core/elements.js';
import type { CifBlock } from './cif-blocks.js';
import { scalar } from './cif-values.js';
import type { CifSite } from './expand-sites.js';

/**
 * Element counts of `_chemical_formula_sum` ("Al2 Si2 O9 H4", "Co.87 Fe.11 Ni.13 As3"; a count of 1
 * may be omitted; brackets some files add are ignored), or undefined when the item is absent or
 * names no element.
 */
export function formulaCounts(text: string): Map<number, number> | undefined {
  const counts = new Map<number, number>();
  for (const m of text.matchAll(/([A-Z][a-z]?)(\d*\.?\d*)/g)) {
    const z = atomicNumber(m[1]!);
    if (z === undefined) return undefined;
    const n = m[2] === '' || m[2] === '.' ? 1 : Number(m[2]);
    counts.set(z, (counts.get(z) ?? 0) + n);
  }
  return counts.size > 0 ? counts : undefined;
}

/**
 * Atoms an O is bonded to in an oxo-anion or organic group (silicate, phosphate, sulfate, borate,
 * carbonate, nitrate, arsenate, selenate, carboxylate, halate) or in OH/H₂O. An O bonded to none of
 * these only bridges metal cations.
 */
const FORMERS = new Set([1, 5, 6, 7, 14, 15, 16, 17, 32, 33, 34, 35, 53]);

/** Bonding window used to name candidate sites: the bond search's 1.15 × Σ covalent radii. */
const BOND_FACTOR = 1.15;

/**
 * Checks the sites against `_chemical_formula_sum`:
 * - an element of the sites that the formula does not list (a label such as "Wat" read as W) is
 *   reported naming the sites;
 * - hydrogens that the formula lists but the sites lack (X-ray structures of clays, hydroxides and
 *   hydrates usually omit them) are reported with the count expected in the cell — from
 *   `_cell_formula_units_Z`, else from the ratio of the cell's O (or most abundant element) to the
 *   formula's — and the O sites that are candidates for the missing OH/H₂O: those bonded to no H and
 *   no oxo-anion former, only to metal cations. The hydrogens are not invented.
 */
export function formulaDiagnostics(
  block: CifBlock,
  sites: readonly CifSite[],
  cell: Cell | undefined,
): Diagnostic[] {
  const formulaValue = scalar(block, '_chemical_formula_sum');
  const formula = formulaValue && formulaCounts(formulaValue.text);
  if (!formulaValue || !formula) return [];
  const out: Diagnostic[] = [];
  const strangers = [...new Set(sites.filter((s) => !formula.has(s.element)).map((s) => s.label))];
  if (strangers.length > 0) {
    const what = strangers.map((l) => `${l} (${symbolOf(sites.find((s) => s.label === l)!.element)})`);
    out.push(
      warning(
        'cif-element-not-in-formula',
        `data_${block.name}: site(s) ${what.join(', ')} hold elements that _chemical_formula_sum ` +
          `('${formulaValue.text}') does not list; check their type symbols.`,
        { line: formulaValue.line, atoms: sites.flatMap((s, i) => (strangers.includes(s.label) ? [i] : [])) },
      ),
    );
  }
  const missing = missingHydrogens(block, sites, formula, cell);
  if (missing) out.push({ ...missing, line: formulaValue.line });
  return out;
}

function missingHydrogens(
  block: CifBlock,
  sites: readonly CifSite[],
  formula: Map<number, number>,
  cell: Cell | undefined,
): Diagnostic | undefined {
  const perUnit = formula.get(1) ?? 0;
  if (perUnit <= 0) return undefined;
  const z = formulaUnits(block, sites, formula);
  const found = sites.filter((s) => s.element === 1).reduce((n, s) => n + (s.occupancy ?? 1), 0);
  const expected = z * perUnit;
  if (!(found < expected - Math.max(0.5, 0.05 * expected))) return undefined;
  const candidates = cell ? bareOxygens(sites, cell) : [];
  const where =
    candidates.length > 0
      ? ` O sites bonded only to metal cations (no H, no oxo-anion former), likely the OH/H2O oxygens: ${candidates.join(', ')}.`
      : '';
  return warning(
    'cif-missing-hydrogens',
    `data_${block.name}: _chemical_formula_sum lists H${perUnit} per formula unit (${z} unit(s): ` +
      `${round(expected)} H in the cell) but the sites give ${round(found)} H; the missing hydrogens were not ` +
      `located in the experiment and are not added.${where}`,
    { atoms: sites.flatMap((s, i) => (candidates.includes(s.label) ? [i] : [])) },
  );
}

const round = (x: number): string => String(Math.round(x * 100) / 100);

function formulaUnits(block: CifBlock, sites: readonly CifSite[], formula: Map<number, number>): number {
  // A malformed Z is not worth refusing the file for: the ratio below replaces it.
  const z = Number.parseFloat(scalar(block, '_cell_formula_units_z')?.text ?? '');
  if (z > 0) return z;
  const heavy = [...formula].filter(([e]) => e !== 1).sort((x, y) => y[1] - x[1]);
  const [element, count] = formula.has(8) ? [8, formula.get(8)!] : (heavy[0] ?? [0, 0]);
  const inCell = sites.filter((s) => s.element === element).reduce((n, s) => n + (s.occupancy ?? 1), 0);
  return count > 0 ? Math.max(1, Math.round(inCell / count)) : 1;
}

/** Labels of the O sites with no H or former within bonding distance (27 images: cells wider than a bond). */
function bareOxygens(sites: readonly CifSite[], cell: Cell): string[] {
  const out: string[] = [];
  const labels = new Set<string>();
  for (const o of sites) {
    if (o.element !== 8 || labels.has(o.label)) continue;
    labels.add(o.label);
    const bonded = sites.some((s) => {
      if (!FORMERS.has(s.element)) return false;
      const limit = BOND_FACTOR * (covalentRadius(8) + covalentRadius(s.element));
      return nearestImage(cell, o, s) <= limit;
    });
    if (!bonded) out.push(o.label);
  }
  return out;
}

function nearestImage(cell: Cell, a: CifSite, b: CifSite): number {
  let best = Infinity;
  const d = a.fractional.map((v, k) => {
    const x = b.fractional[k]! - v;
    return x - Math.round(x);
  });
  for (let i = -1; i <= 1; i++)
    for (let j = -1; j <= 1; j++)
      for (let k = -1; k <= 1; k++) {
        const r = toCartesian(cell, [d[0]! + i, d[1]! + j, d[2]! + k]);
        best = Math.min(best, Math.hypot(r[0], r[1], r[2]));
      }
  return best;
}

/**
 * AMCSD files label the O of water molecules "Wat" ("Wat", "Wat10") and give no type symbol, so the
 * label rule reads them as W. Such a site is read as O when the element came from its label and the
 * formula lists O but no W; a warning names the sites. Returns the sites, changed or not.
 */
export function waterLabelSites(
  block: CifBlock,
  sites: readonly CifSite[],
  fromLabel: readonly number[],
  diagnostics: Diagnostic[],
): CifSite[] {
  const formula = formulaCounts(scalar(block, '_chemical_formula_sum')?.text ?? '');
  if (!formula || formula.has(74) || !formula.has(8)) return [...sites];
  const water = new Set(fromLabel.filter((i) => /^wat/i.test(sites[i]!.label)));
  if (water.size === 0) return [...sites];
  diagnostics.push(
    warning(
      'cif-water-label',
      `data_${block.name}: site(s) ${[...water].map((i) => sites[i]!.label).join(', ')} have no type symbol and ` +
        'a "Wat" label (water, as AMCSD writes it); they are read as O, not W, since the formula lists O and no W.',
      { line: sites[[...water][0]!]!.line },
    ),
  );
  return sites.map((s, i) => (water.has(i) ? { ...s, element: 8 } : s));
}
