import { ChemError } from '../../core/errors.js';
import { symbolOf } from '../../core/elements.js';
import type { System } from '../../core/system.js';

/**
 * Reactive (bond-order) descriptions LAMMPS can take instead of the force field (issue 19 item 5): the
 * many-body potential sees only elements and positions, so the files carry no bonds, angles, dihedrals,
 * charges or force-field types. Each reads a parameter file of Debian's lammps-data package
 * (/usr/share/lammps/potentials), which the caller copies next to the input (the server puts it in the
 * zip); LAMMPS also finds it through LAMMPS_POTENTIALS, which Debian's /etc/profile.d/lammps.sh sets.
 */
export const LAMMPS_REACTIVE = ['airebo', 'tersoff'] as const;
export type LammpsReactive = (typeof LAMMPS_REACTIVE)[number];

export interface ReactivePotential {
  readonly id: LammpsReactive;
  /** As README and refusals name it. */
  readonly name: string;
  /** The pair_style line's arguments. */
  readonly pairStyle: string;
  /** The lammps-data file pair_coeff reads. */
  readonly file: string;
  /** Elements the file parameterizes (pair_coeff maps each atom type to one of them). */
  readonly elements: readonly string[];
  readonly citation: string;
}

export const REACTIVE_POTENTIALS: Readonly<Record<LammpsReactive, ReactivePotential>> = {
  /**
   * AIREBO: REBO bonds plus adaptive LJ (cut-off 3σ) and torsions, `pair_style airebo 3.0 1 1` as the
   * LAMMPS manual writes it; CH.airebo is the file the potential's authors give (header: Stuart,
   * Tutein & Harrison 2000). Hydrocarbons only.
   */
  airebo: {
    id: 'airebo',
    name: 'AIREBO',
    pairStyle: 'airebo 3.0 1 1',
    file: 'CH.airebo',
    elements: ['C', 'H'],
    citation: 'Stuart, Tutein & Harrison, J. Chem. Phys. 2000, 112, 6472, doi:10.1063/1.481208',
  },
  /**
   * Tersoff: BNC.tersoff, whose C–C entry is Lindsay & Broido's set optimized for graphene and nanotube
   * phonons (its B–N and B/N–C entries: Kinaci, Haskins, Sevik & Çağın 2012). lammps-data's other
   * carbon file, SiC.tersoff (Tersoff 1989), was fitted to bulk SiC; graphene and tubes are what this
   * builder makes. Covers B, C and N, so a sheet with hydrogens is refused.
   */
  tersoff: {
    id: 'tersoff',
    name: 'Tersoff',
    pairStyle: 'tersoff',
    file: 'BNC.tersoff',
    elements: ['B', 'C', 'N'],
    citation:
      'Lindsay & Broido, Phys. Rev. B 2010, 81, 205441, doi:10.1103/PhysRevB.81.205441 (C–C); ' +
      'Kinaci, Haskins, Sevik & Çağın, Phys. Rev. B 2012, 86, 115410, doi:10.1103/PhysRevB.86.115410 (B, N)',
  },
};

/** The elements of the System in the potential file's order; every atom must be one of them. */
export function reactiveElements(system: System, potential: ReactivePotential): string[] {
  const symbols = Array.from(system.molecule.elements, (z) => symbolOf(z));
  const outside = symbols.flatMap((s, i) => (potential.elements.includes(s) ? [] : [i]));
  if (outside.length > 0) {
    const foreign = [...new Set(outside.map((i) => symbols[i]!))];
    throw new ChemError(
      'unsupported-form',
      `LAMMPS ${potential.name} (${potential.file}) covers ${potential.elements.join(', ')} only: ` +
        `the structure has ${foreign.join(', ')} (atoms ${outside
          .slice(0, 10)
          .map((i) => i + 1)
          .join(', ')}${outside.length > 10 ? ', …' : ''}).`,
      outside,
      { potential: potential.name, file: potential.file, elements: foreign },
    );
  }
  return potential.elements.filter((e) => symbols.includes(e));
}
