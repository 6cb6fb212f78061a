import { ChemError } from '../core/errors.js';
import type { ParsedPotential, PotentialUnits } from './types.js';

/** The ready LAMMPS input lines of a module for chosen elements (atom type i = i-th chosen element). */
export interface LammpsLines {
  readonly units: PotentialUnits;
  readonly atomStyle: 'atomic' | 'charge';
  readonly pairStyle: string;
  readonly pairCoeff: readonly string[];
  readonly extra: readonly string[];
  readonly elements: readonly string[];
  readonly note: string | null;
}

/** The element symbols a picker may offer for a file: ReaxFF's dummy `X` is hidden (kept in the file). */
export const visibleElements = (elements: readonly string[]): string[] => elements.filter((e) => e !== 'X');

/*
 * The charge-implicit ReaxFF of Kanski et al. runs with ZBL correction tables for each element pair, as
 * the LAMMPS example examples/reaxff/ci-reaxFF/in.ci-reax.CH does: reaxff and table overlaid, no QEq.
 */
const TABLE_COMPANIONS: Readonly<Record<string, string>> = { 'ffield.ci-reax.CH': 'ci-reaxFF_ZBL.dat' };

const FUNCFL_NOTE =
  'funcfl files hold one element each: give every atom type its own file with pair_coeff i i FILE; LAMMPS ' +
  'builds the cross pair terms of two funcfl files from their effective charges, phi_ij = 27.2·0.529·Zi·Zj/r ' +
  '(pair_eam docs), so Cu_u3.eam and Ni_u3.eam combine as pair_coeff 1 1 Cu_u3.eam and pair_coeff 2 2 Ni_u3.eam.';

function checkedElements(potential: ParsedPotential, chosen: readonly string[]): string[] {
  const offered = visibleElements(potential.elements);
  const elements = chosen.length > 0 ? [...chosen] : offered;
  const missing = elements.filter((e) => !offered.includes(e));
  if (missing.length > 0) {
    throw new ChemError(
      'invalid-request',
      `${potential.fileName} holds ${offered.join(', ')}; not ${missing.join(', ')}`,
      [],
      { file: potential.fileName, missing },
    );
  }
  return elements;
}

/** The LAMMPS lines of one potential file for the chosen elements (none chosen: the file's own, in order). */
export function lammpsLinesOf(potential: ParsedPotential, chosen: readonly string[] = []): LammpsLines {
  const elements = checkedElements(potential, chosen);
  const file = potential.fileName;
  const base = { units: potential.units, elements, note: null };
  if (potential.style === 'eam') {
    const coeff = elements.map((_, i) => `pair_coeff ${i + 1} ${i + 1} ${file}`);
    return {
      ...base,
      atomStyle: 'atomic',
      pairStyle: 'pair_style eam',
      pairCoeff: coeff,
      extra: [],
      note: FUNCFL_NOTE,
    };
  }
  const mapped = `* * ${file} ${elements.join(' ')}`;
  if (potential.family === 'EAM') {
    return {
      ...base,
      atomStyle: 'atomic',
      pairStyle: `pair_style ${potential.style}`,
      pairCoeff: [`pair_coeff ${mapped}`],
      extra: [],
    };
  }
  const table = TABLE_COMPANIONS[file];
  if (table !== undefined) return ciReaxff(potential, elements, table);
  return {
    ...base,
    atomStyle: 'charge',
    pairStyle: `pair_style reaxff NULL${potential.lgvdw ? ' lgvdw yes' : ''}`,
    pairCoeff: [`pair_coeff ${mapped}`],
    // QEq parameters as in the LAMMPS ReaxFF examples (Nevery 1, cutlo 0, cuthi 10 Å, tolerance 1e-6).
    extra: ['fix qeq all qeq/reaxff 1 0.0 10.0 1.0e-6 reaxff'],
  };
}

function ciReaxff(potential: ParsedPotential, elements: readonly string[], table: string): LammpsLines {
  const order = potential.elements;
  const lines = [`pair_coeff * * reaxff ${potential.fileName} ${elements.join(' ')}`];
  for (let i = 0; i < elements.length; i++) {
    for (let j = i; j < elements.length; j++) {
      // The table keyword names the pair in the file's element order (CC, CH, HH).
      const pair = [elements[i] ?? '', elements[j] ?? ''].sort((a, b) => order.indexOf(a) - order.indexOf(b));
      lines.push(`pair_coeff ${i + 1} ${j + 1} table ${table} ${pair.join('')}_cireaxFF`);
    }
  }
  return {
    units: 'real',
    atomStyle: 'charge',
    elements,
    pairStyle: 'pair_style hybrid/overlay reaxff NULL checkqeq no table linear 11000',
    pairCoeff: lines,
    extra: [],
    note: `charge-implicit ReaxFF: no QEq; the ZBL tables of ${table} are overlaid for every element pair.`,
  };
}

/** The lines as one input text, in the order an input script needs them. */
export function lammpsText(lines: LammpsLines): string {
  return [
    `units ${lines.units}`,
    `atom_style ${lines.atomStyle}`,
    lines.pairStyle,
    ...lines.pairCoeff,
    ...lines.extra,
  ].join('\n');
}
