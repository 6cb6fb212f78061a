import type { Cell } from '../../core/cell.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { symbolOf } from '../../core/elements.js';
import type { Mat3, Vec3 } from '../../core/vec3.js';
import type { CifBlock } from './cif-blocks.js';
import { formulaCounts } from './cif-formula.js';
import { spaceGroupName } from './cif-symmetry.js';
import { firstTag, scalar } from './cif-values.js';
import type { CifSite } from './expand-sites.js';
import { expandSites, SiteGrid } from './expand-sites.js';
import type { Seitz } from './hall-symbol.js';
import { hallOperators, seitzText } from './hall-symbol.js';
import type { SettingChoice, SpaceGroupSetting } from './space-groups.js';
import { settingFromHermannMauguin, settingFromNumber } from './space-groups.js';
import type { SymmetryOperator } from './symmetry-operator.js';

/**
 * Symmetry operators for a CIF block that lists none but names its space group: by its Hall symbol
 * (`_symmetry_space_group_name_Hall`, `_space_group_name_Hall`), else its Hermann–Mauguin symbol, else its
 * International Tables number (space-groups.ts; operators from hall-symbol.ts).
 */
const HALL_TAGS = ['_symmetry_space_group_name_hall', '_space_group_name_hall'];
const NUMBER_TAGS = ['_symmetry_int_tables_number', '_space_group_it_number'];

/** One way the block's space group can be read, with its operators. */
export interface OperatorCandidate {
  readonly operators: SymmetryOperator[];
  /** Where the operators come from, for the diagnostic ("space group 'P -3 m 1' (No. 164, Hall '-P 3 2"')"). */
  readonly source: string;
  readonly setting?: SpaceGroupSetting;
}

export interface SpaceGroupOperators {
  /** Empty when the block names no group, names P 1, or names one we cannot read (then a warning says so). */
  readonly candidates: readonly OperatorCandidate[];
  readonly diagnostics: Diagnostic[];
}

export function toSymmetryOperator(s: Seitz): SymmetryOperator {
  return {
    rotation: s.r.map((row) => [row[0]!, row[1]!, row[2]!]) as unknown as Mat3,
    translation: s.t.map((v) => v / 12) as unknown as Vec3,
    text: seitzText(s),
  };
}

function fromSetting(s: SpaceGroupSetting, named: string): OperatorCandidate {
  const result = hallOperators(s.hall);
  // Every table entry is read by the tests; an unreadable one is a bug in the table, not in the file.
  if ('error' in result)
    throw new Error(`space-group table entry ${s.number} ${s.hermannMauguin}: ${result.error}`);
  const ext = s.extension === '' ? '' : `:${s.extension}`;
  return {
    operators: result.operators.map(toSymmetryOperator),
    source: `${named} (No. ${s.number}, ${s.hermannMauguin}${ext}, Hall '${s.hall}')`,
    setting: s,
  };
}

const fromChoice = (choice: SettingChoice, named: string): OperatorCandidate[] =>
  choice.candidates.map((s) => fromSetting(s, named));

export function spaceGroupOperators(block: CifBlock, cell: Cell | undefined): SpaceGroupOperators {
  const diagnostics: Diagnostic[] = [];
  const at = { line: block.line };
  const params = cell?.parameters;
  const hallTag = firstTag(
    block,
    HALL_TAGS.filter((t) => scalar(block, t) !== undefined),
  );
  const hall = hallTag === undefined ? undefined : scalar(block, hallTag)!.text.trim();
  if (hall !== undefined) {
    const result = hallOperators(hall);
    if ('operators' in result)
      return {
        candidates: [
          { operators: result.operators.map(toSymmetryOperator), source: `Hall symbol '${hall}'` },
        ],
        diagnostics,
      };
    diagnostics.push(warning('cif-unknown-space-group', `data_${block.name}: ${result.error}.`, at));
  }
  const name = spaceGroupName(block);
  const numberTag = firstTag(
    block,
    NUMBER_TAGS.filter((t) => scalar(block, t) !== undefined),
  );
  const numberText = numberTag === undefined ? undefined : scalar(block, numberTag)!.text.trim();
  const number = numberText !== undefined && /^\d+$/.test(numberText) ? Number(numberText) : undefined;
  const byName = name === undefined ? undefined : settingFromHermannMauguin(name, params);
  const byNumber = number === undefined ? undefined : settingFromNumber(number, params);
  if (byName !== undefined) {
    const n = byName.candidates[0]!.number;
    if (number !== undefined && number !== n)
      diagnostics.push(
        warning(
          'cif-space-group-mismatch',
          `data_${block.name}: space group '${name!}' is No. ${n} but the file gives No. ${number}; the symbol was used.`,
          at,
        ),
      );
    return { candidates: fromChoice(byName, `space group '${name!}'`), diagnostics };
  }
  if (name !== undefined && byNumber === undefined) {
    diagnostics.push(unknownGroup(block, `space group '${name}'`, at));
    return { candidates: [], diagnostics };
  }
  if (name !== undefined)
    diagnostics.push(
      warning(
        'cif-unknown-space-group',
        `data_${block.name}: '${name}' is not the Hermann–Mauguin symbol of one of the 530 settings of International Tables; the standard setting of No. ${number!} was used.`,
        at,
      ),
    );
  if (byNumber !== undefined)
    return { candidates: fromChoice(byNumber, `space group No. ${number!}`), diagnostics };
  if (numberText !== undefined)
    diagnostics.push(unknownGroup(block, `space group number '${numberText}'`, at));
  return { candidates: [], diagnostics };
}

function unknownGroup(block: CifBlock, what: string, at: { line: number }): Diagnostic {
  return warning(
    'cif-no-symmetry-operators',
    `data_${block.name} gives ${what}, which is not one of the 530 settings of International Tables, and no symmetry operators; only the listed sites are used (treated as P 1).`,
    at,
  );
}

/** Two fully occupied atoms closer than this (Å) after expansion mean the wrong origin choice. */
export const CLASH_DISTANCE = 0.5;

export interface OriginPick {
  readonly candidate: OperatorCandidate;
  readonly sites: CifSite[];
  /** Why this origin choice, when the file did not give it; undefined when there was one candidate. */
  readonly reason?: string;
  /** True when both origin choices gave a plausible structure of the same size (the choice is a guess). */
  readonly guessed?: boolean;
}

/**
 * With one candidate, expands with it. With two origin choices (the symbol did not say ':1' or ':2'),
 * expands with each and keeps the one without atoms closer than CLASH_DISTANCE Å and with fewer atoms
 * (sites on special positions of the right origin stay special; the wrong origin moves them to general
 * positions); on a tie, origin choice 1, as International Tables lists it first.
 */
export function pickOrigin(
  candidates: readonly OperatorCandidate[],
  sites: readonly CifSite[],
  cell: Cell,
): OriginPick {
  const tried = candidates.map((candidate) => {
    const expanded = expandSites(sites, candidate.operators, cell);
    return { candidate, sites: expanded, clashes: clashes(expanded, cell) };
  });
  if (tried.length === 1) return { candidate: tried[0]!.candidate, sites: tried[0]!.sites };
  const score = (t: (typeof tried)[number]): number => (t.clashes ? 1e6 : 0) + t.sites.length;
  const best = tried.reduce((a, b) => (score(b) < score(a) ? b : a));
  const facts = tried
    .map((t) => {
      const ext = t.candidate.setting?.extension ?? '?';
      return `origin choice ${ext}: ${t.sites.length} atoms${t.clashes ? `, atoms closer than ${CLASH_DISTANCE} Å` : ''}`;
    })
    .join('; ');
  const guessed = tried.every((t) => score(t) === score(best));
  return {
    candidate: best.candidate,
    sites: best.sites,
    reason: `the file does not give the origin choice (${facts})`,
    guessed,
  };
}

function clashes(sites: readonly CifSite[], cell: Cell): boolean {
  const full = (s: CifSite): boolean => s.occupancy === undefined || s.occupancy >= 0.99;
  const grid = new SiteGrid(cell, CLASH_DISTANCE);
  const kept: CifSite[] = [];
  for (const s of sites.filter(full)) {
    if (grid.findTwin(kept, s.fractional, () => true) >= 0) return true;
    grid.add(s.fractional, kept.length);
    kept.push(s);
  }
  return false;
}

/**
 * After expanding with generated operators, the cell's composition must be a whole multiple of
 * `_chemical_formula_sum` (hydrogens aside: X-ray files often omit them). When it is not, the file's
 * coordinates are probably in another setting or origin than International Tables' standard one for
 * its symbol (COD's magnesite has Mg at ¼,¼,¼ in R -3 c, where the standard origin puts C), and a
 * warning says so with the counts. Skipped when any site is partially occupied.
 */
export function compositionCheck(block: CifBlock, pick: OriginPick, sites: readonly CifSite[]): Diagnostic[] {
  const formulaValue = scalar(block, '_chemical_formula_sum');
  const formula = formulaValue && formulaCounts(formulaValue.text);
  if (!formula || sites.some((s) => (s.occupancy ?? 1) < 0.999)) return [];
  const counts = new Map<number, number>();
  for (const s of sites) counts.set(s.element, (counts.get(s.element) ?? 0) + 1);
  const heavy = [...formula].filter(([z]) => z !== 1);
  if (heavy.length === 0 || heavy.some(([z]) => !counts.has(z))) return [];
  const ratios = heavy.map(([z, n]) => counts.get(z)! / n);
  const z0 = ratios[0]!;
  const whole = Math.abs(z0 - Math.round(z0)) < 0.02 && Math.round(z0) >= 1;
  if (whole && ratios.every((r) => Math.abs(r - z0) < 0.02 * z0)) return [];
  const cellText = [...counts].map(([z, n]) => `${symbolOf(z)}${n}`).join(' ');
  return [
    warning(
      'cif-composition-mismatch',
      `data_${block.name}: expanded with ${pick.candidate.source}, the cell holds ${cellText}, which is no whole multiple of _chemical_formula_sum '${formulaValue.text}'; the coordinates may be given in another setting or origin than International Tables' standard one for this symbol. Check the structure, or list the symmetry operators in the file.`,
      { line: block.line },
    ),
  ];
}
