import { BondOrder } from '../../core/bond-order.js';
import { cellFromParameters } from '../../core/cell.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import type {
  AngleParameter,
  Atoms2,
  Atoms3,
  Atoms4,
  DihedralParameter,
  ImproperParameter,
  Provenance,
  System,
  SystemAtom,
  Term,
} from '../../core/system.js';

/*
 * Hand-made periodic Systems for the writers of materials force fields: a polyacetylene-like chain
 * (CH)n along a, zig-zag in the ab plane with the atoms pushed out of plane by a few tenths of an Å so
 * that every term has energy. `infinite`: the last carbon bonds to the first one across the cell
 * boundary (an infinite molecule); otherwise the chain is a finite oligomer shifted so that it
 * straddles the boundary (its atoms wrapped into the cell, bonds carrying images).
 * `dreiding`: cosine-harmonic angles (funct 2), DREIDING umbrella impropers (102, ψ0 0 and 10°),
 * periodic torsions, rule 2; optionally a cosine-periodic angle n 1, c 1 (LAMMPS `cosine`).
 * `uff`: UFF Fourier angles (101), cosine-periodic angles (102, n 3, c −1), three UFF Fourier
 * inversions per carbon (101, k/3 each), periodic torsions, rule 3.
 * Values are test data of the force fields' order of magnitude, typed in by hand, not parameters.
 */
const HAND: Provenance = { forceField: 'test', source: 'materials.ts', estimated: false };

export interface ChainOptions {
  readonly forms: 'dreiding' | 'uff';
  /** Number of CH units (default 12). */
  readonly units?: number;
  /** Bond the last carbon to the first across the boundary (default true). */
  readonly infinite?: boolean;
  /** DREIDING only: make the C–C–H angles cosine periodic n 1, c 1 (LAMMPS angle_style cosine). */
  readonly linearCosine?: boolean;
  /** Leave the impropers out (for GROMACS, which has no umbrella form). */
  readonly noImpropers?: boolean;
  /**
   * Every fourth hydrogen leans over its carbon towards the carbon's neighbours (cos∠H-C-C summed
   * over both neighbours > 0), where LAMMPS takes cos ω negative (testing/forms.ts inversionCosine).
   */
  readonly lean?: boolean;
}

const DX = 1.22;
const B = 16;
const C = 16;

const atom = (type: string, charge: number, mass: number, sigma: number, epsilon: number): SystemAtom => ({
  label: type,
  forceField: 'test',
  type,
  charge,
  mass,
  sigma,
  epsilon,
  provenance: HAND,
});

/** Unwrapped positions (Å): carbon i then hydrogen i, for every unit. */
function unwrapped(units: number, shift: number, lean: boolean): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < units; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = shift + i * DX;
    out.push([x, 8 + side * 0.35, 8 + 0.08 * Math.sin(1.3 * i)]);
    if (lean && i % 4 === 1) out.push([x + 0.1, 8 + side * 0.2, 9.05]);
    else out.push([x + 0.05 * Math.cos(i), 8 + side * 1.43, 8 + 0.3 * Math.sin(0.9 * i + 0.4)]);
  }
  return out;
}

export function periodicChain(options: ChainOptions): System {
  const units = options.units ?? 12;
  const infinite = options.infinite ?? true;
  const a = units * DX;
  const positions = unwrapped(units, infinite ? 0.3 : a / 2, options.lean === true);
  const cellShift = positions.map((p) => Math.floor(p[0]! / a));
  const builder = new MoleculeBuilder(`(CH)${units} ${options.forms}`);
  positions.forEach((p, i) => {
    builder.addAtom({
      element: i % 2 === 0 ? 6 : 1,
      name: `${i % 2 === 0 ? 'C' : 'H'}${(i >> 1) + 1}`,
      x: p[0]! - cellShift[i]! * a,
      y: p[1]!,
      z: p[2]!,
    });
  });
  builder.setCell(cellFromParameters({ a, b: B, c: C, alpha: 90, beta: 90, gamma: 90 }));
  const carbon = (i: number): number => 2 * (((i % units) + units) % units);
  const bonds: Atoms2[] = [];
  const addBond = (x: number, y: number, wraps: number): void => {
    bonds.push([x, y]);
    const image = cellShift[y]! + wraps - cellShift[x]!;
    builder.addBond({
      a: x,
      b: y,
      order: BondOrder.Single,
      ...(image !== 0 ? { image: [image, 0, 0] as const } : {}),
    });
  };
  for (let i = 0; i < units; i++) {
    if (i + 1 < units) addBond(2 * i, 2 * i + 2, 0);
    else if (infinite) addBond(2 * i, 0, 1);
    addBond(2 * i, 2 * i + 1, 0);
  }
  const has = (i: number): boolean => infinite || (i >= 0 && i < units);
  return assemble(builder, options, units, bonds, carbon, has);
}

function assemble(
  builder: MoleculeBuilder,
  options: ChainOptions,
  units: number,
  bonds: readonly Atoms2[],
  carbon: (i: number) => number,
  has: (i: number) => boolean,
): System {
  const uff = options.forms === 'uff';
  const forms = uff ? UFF : DREIDING;
  const angles: Term<Atoms3>[] = [];
  const impropers: Term<Atoms4>[] = [];
  const dihedrals: Term<Atoms4>[] = [];
  const pairs: Atoms2[] = [];
  for (let i = 0; i < units; i++) {
    const [prev, c, next, h] = [carbon(i - 1), carbon(i), carbon(i + 1), carbon(i) + 1];
    const cch = options.linearCosine === true ? 2 : 1;
    if (has(i - 1) && has(i + 1)) angles.push({ atoms: [prev, c, next], parameter: 0 });
    if (has(i - 1)) angles.push({ atoms: [prev, c, h], parameter: cch });
    if (has(i + 1)) angles.push({ atoms: [next, c, h], parameter: cch });
    if (has(i - 1) && has(i + 1) && options.noImpropers !== true) {
      if (uff) {
        impropers.push({ atoms: [prev, next, c, h], parameter: 0 });
        impropers.push({ atoms: [next, h, c, prev], parameter: 0 });
        impropers.push({ atoms: [h, prev, c, next], parameter: 0 });
      } else {
        impropers.push({ atoms: [prev, next, c, h], parameter: i % 2 });
      }
    }
    if (!has(i + 1)) continue;
    // Torsions about C(i)–C(i+1): C or H on each side.
    const left = [...(has(i - 1) ? [prev] : []), h];
    const right = [...(has(i + 2) ? [carbon(i + 2)] : []), next + 1];
    for (const l of left) {
      for (const r of right) {
        const parameter = l % 2 === 0 && r % 2 === 0 ? 0 : 1;
        dihedrals.push({ atoms: [l, c, next, r], parameter });
        pairs.push([l, r]);
      }
    }
  }
  return {
    molecule: builder.build(),
    atoms: Array.from({ length: 2 * units }, (_, i) =>
      i % 2 === 0 ? atom('C_R', -0.12, 12.011, 0.34, 0.4) : atom('H_', 0.12, 1.008, 0.25, 0.1),
    ),
    bondParameters: [
      { funct: 1, b0: 0.14, kb: 250000, provenance: HAND },
      { funct: 1, b0: 0.108, kb: 300000, provenance: HAND },
    ],
    bonds: bonds.map((atoms) => ({ atoms, parameter: atoms[1] % 2 === 0 ? 0 : 1 })),
    angleParameters: forms.angles,
    angles,
    dihedralParameters: forms.dihedrals,
    dihedrals,
    improperParameters: forms.impropers,
    impropers,
    pairs: pairs.map((atoms) => ({ atoms, funct: 1 as const })),
    defaults: uff
      ? { nbfunc: 1, combinationRule: 3, genPairs: true, fudgeLJ: 1, fudgeQQ: 1 }
      : { nbfunc: 1, combinationRule: 2, genPairs: true, fudgeLJ: 0.5, fudgeQQ: 0.8333 },
  };
}

interface Forms {
  readonly angles: AngleParameter[];
  readonly dihedrals: DihedralParameter[];
  readonly impropers: ImproperParameter[];
}

const DREIDING: Forms = {
  angles: [
    { funct: 2, theta0: 120, k: 557.9, provenance: HAND },
    { funct: 2, theta0: 120, k: 480.2, provenance: HAND },
    { funct: 102, theta0: 180, k: 300, c: 1, multiplicity: 1, provenance: HAND },
  ],
  dihedrals: [
    { funct: 1, terms: [{ phase: 180, k: 25, multiplicity: 2 }], provenance: HAND },
    {
      funct: 9,
      terms: [
        { phase: 0, k: 1.5, multiplicity: 3 },
        { phase: 180, k: 0.8, multiplicity: 2 },
      ],
      provenance: HAND,
    },
  ],
  impropers: [
    { funct: 102, psi0: 0, k: 167.4, provenance: HAND },
    { funct: 102, psi0: 10, k: 167.4, provenance: HAND },
  ],
};

const UFF: Forms = {
  angles: [
    { funct: 101, theta0: 120, k: 420.5, provenance: HAND },
    { funct: 102, theta0: 120, k: 52.3, c: -1, multiplicity: 3, provenance: HAND },
    { funct: 102, theta0: 180, k: 300, c: 1, multiplicity: 1, provenance: HAND },
  ],
  dihedrals: [
    { funct: 1, terms: [{ phase: 180, k: 28, multiplicity: 2 }], provenance: HAND },
    { funct: 1, terms: [{ phase: 180, k: 2.1, multiplicity: 2 }], provenance: HAND },
  ],
  // UFF C_R inversion: K = 6 kcal/mol shared by the three terms, ω0 = 0 (c0 1, c1 −1, c2 0).
  impropers: [{ funct: 101, k: 8.368, c0: 1, c1: -1, c2: 0, provenance: HAND }],
};
