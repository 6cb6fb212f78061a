import type { System, Term } from '../../core/system.js';
import { KJ_PER_KCAL } from '../../core/units.js';
import { placeAtoms } from '../placement.js';
import { angleCoeff, bondCoeff, improperCoeff, properCoeffs } from './coeffs.js';
import type {
  LammpsAtomType,
  LammpsBox,
  LammpsCoeff,
  LammpsItem,
  LammpsModel,
  LammpsOptions,
  LammpsTopology,
} from './model.js';

const DEFAULT_CUTOFF = 12;
const DEFAULT_PADDING = 10;

export function convertLammps(system: System, options: LammpsOptions): LammpsModel {
  const { atomTypes, typeOf } = lammpsAtomTypes(system);
  const placed = placeAtoms(system.molecule, options.padding ?? DEFAULT_PADDING);
  const [a, b, c] = placed.box;
  const tilted = [b[0], c[0], c[1]].some((v) => Math.abs(v) > 1e-12);
  const box: LammpsBox = { hi: [a[0], b[1], c[2]], ...(tilted ? { tilt: [b[0], c[0], c[1]] as const } : {}) };
  return {
    residueName: options.residueName,
    title: system.molecule.title.trim() || options.residueName,
    atomTypes,
    mix: system.defaults.combinationRule === 2 ? 'arithmetic' : 'geometric',
    atoms: system.atoms.map((atom, i) => ({
      type: typeOf[i]!,
      charge: atom.charge,
      position: [0, 1, 2].map((k) => placed.positions[3 * i + k] ?? 0) as [number, number, number],
    })),
    bonds: topology(system.bonds, (t) => [bondCoeff(system.bondParameters[t.parameter]!)]),
    angles: topology(system.angles, (t) => [angleCoeff(system.angleParameters[t.parameter]!)]),
    dihedrals: topology(system.dihedrals, (t) => properCoeffs(system.dihedralParameters[t.parameter]!)),
    impropers: topology(system.impropers, (t) => [improperCoeff(system.improperParameters[t.parameter]!)]),
    box,
    periodic: placed.periodic,
    oneFour: { lj: system.defaults.fudgeLJ, coul: system.defaults.fudgeQQ },
    cutoff: options.cutoff ?? DEFAULT_CUTOFF,
  };
}

/**
 * One LAMMPS type per distinct (type name, mass, σ, ε). Combination rule 1 (geometric C6, C12) is
 * geometric σ and ε, so it is written as σ, ε with geometric mixing.
 */
function lammpsAtomTypes(system: System): { atomTypes: LammpsAtomType[]; typeOf: number[] } {
  const index = new Map<string, number>();
  const atomTypes: LammpsAtomType[] = [];
  const typeOf = system.atoms.map((atom) => {
    const key = [atom.type, atom.mass, atom.sigma, atom.epsilon].join('\u0000');
    let t = index.get(key);
    if (t === undefined) {
      atomTypes.push({
        label: atom.type,
        mass: atom.mass,
        epsilon: atom.epsilon / KJ_PER_KCAL,
        sigma: atom.sigma * 10,
      });
      t = atomTypes.length;
      index.set(key, t);
    }
    return t;
  });
  return { atomTypes, typeOf };
}

/** Deduplicates coefficients (same style and values → one type) and numbers everything from 1. */
function topology<A extends readonly number[]>(
  terms: readonly Term<A>[],
  coeffsOf: (term: Term<A>) => LammpsCoeff[],
): LammpsTopology {
  const index = new Map<string, number>();
  const coeffs: LammpsCoeff[] = [];
  const items: LammpsItem[] = [];
  for (const term of terms) {
    for (const coeff of coeffsOf(term)) {
      const key = `${coeff.style} ${coeff.values.join(' ')}`;
      let type = index.get(key);
      if (type === undefined) {
        coeffs.push(coeff);
        type = coeffs.length;
        index.set(key, type);
      }
      items.push({ type, atoms: term.atoms.map((x) => x + 1) });
    }
  }
  return { coeffs, items };
}
