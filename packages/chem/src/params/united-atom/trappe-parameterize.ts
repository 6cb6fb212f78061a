import type { Diagnostic } from '../../core/diagnostics.js';
import { ChemError } from '../../core/errors.js';
import type { NonbondedDefaults, Provenance, System } from '../../core/system.js';
import { trappeUaAngle, trappeUaBond, trappeUaTorsion } from '../../forcefields/trappe-ua/bonded.js';
import { TRAPPE_UA_BOND_K, trappeTorsionTerms } from '../../forcefields/trappe-ua/forms.js';
import { trappeUaAtom, type TrappeUaPseudoAtom } from '../../forcefields/trappe-ua/pseudo-atoms.js';
import { TRAPPE_UA, TRAPPE_UA_SOURCES, type TrappeUaFamily } from '../../forcefields/trappe-ua/sources.js';
import { kelvinToKjPerMol } from '../../forcefields/trappe-ua/units.js';
import type { UnitedAtomMolecule } from '../../typing/united-atom/merge.js';
import { assembleSystem } from '../assemble-system.js';

/**
 * TraPPE's nonbonded rules: Lorentz–Berthelot, and no intramolecular LJ or Coulomb between atoms
 * fewer than four bonds apart. The 1-4 pairs stay listed (LAMMPS-style writers derive them from the
 * bonds and need the list to match) with both scale factors 0, so they contribute nothing.
 */
export const TRAPPE_UA_DEFAULTS: NonbondedDefaults = {
  nbfunc: 1,
  combinationRule: 2,
  genPairs: true,
  fudgeLJ: 0,
  fudgeQQ: 0,
};

export interface TrappeUaParameterizeOptions {
  /** Bit 1: bond lengths from the input geometry; bit 2: angles from the input geometry. */
  readonly useCurrentStructure?: 0 | 1 | 2 | 3;
}

const provenance = (family: TrappeUaFamily): Provenance => ({
  forceField: TRAPPE_UA,
  source: `forcefields/trappe-ua: ${TRAPPE_UA_SOURCES[family]}`,
  estimated: false,
});

const BOND_K_NOTE = `TraPPE fixes bond lengths: kb = ${TRAPPE_UA_BOND_K} kJ/mol/nm² is this port's stiff stand-in (forms.ts)`;

/** The force field's own charge of each site (e), in the order of `types`. */
export function trappeUaCharges(types: readonly string[]): Float64Array {
  return Float64Array.from(types, (t, i) => siteOf(t, i).charge);
}

function siteOf(type: string, i: number): TrappeUaPseudoAtom {
  const site = trappeUaAtom(type);
  if (!site) {
    throw new ChemError('missing-parameter', `Atom ${i + 1}: "${type}" is not a TraPPE-UA site.`, [i]);
  }
  return site;
}

const names = (atoms: readonly number[]): string => atoms.map((a) => a + 1).join('-');

/**
 * A System from a merged united-atom molecule (mergeUnitedAtoms of typeTrappeUa's types): sites with
 * TraPPE σ, ε, charge and summed mass, every bond, angle and proper torsion of the bond graph with
 * its published parameter (ChemError naming the atoms when TraPPE-UA here has none), no impropers.
 */
export function parameterizeTrappeUa(
  merged: UnitedAtomMolecule,
  options: TrappeUaParameterizeOptions = {},
): { system: System; diagnostics: Diagnostic[] } {
  const mol = merged.molecule;
  const sites = merged.types.map(siteOf);
  const at = (t: readonly number[]) => t.map((i) => sites[i]!);
  // c0 of each torsion in term order: the offsets are reported per table row once rows are known.
  const c0s: number[] = [];
  const system = assembleSystem(
    mol,
    () => ({
      atoms: () =>
        sites.map((s, i) => ({
          label: mol.names[i] || `${s.type}${i + 1}`,
          forceField: TRAPPE_UA,
          type: s.type,
          charge: s.charge,
          mass: s.mass,
          sigma: s.sigmaAngstrom / 10,
          epsilon: kelvinToKjPerMol(s.epsilonKelvin),
          provenance: provenance(s.family),
        })),
      bond: (t) => {
        const row = trappeUaBond(sites[t[0]]!, sites[t[1]]!);
        if (!row) throw missing('bond', t, at(t));
        return {
          funct: 1,
          b0: row.lengthAngstrom / 10,
          kb: TRAPPE_UA_BOND_K,
          provenance: {
            ...provenance(row.family),
            source: `${provenance(row.family).source}; ${BOND_K_NOTE}`,
          },
        };
      },
      angle: (t) => {
        const row = trappeUaAngle(at(t));
        if (!row) throw missing('angle', t, at(t));
        return {
          funct: 1,
          theta0: row.thetaDegrees,
          k: kelvinToKjPerMol(row.kKelvin),
          provenance: provenance(row.family),
        };
      },
      dihedral: (t) => {
        const row = trappeUaTorsion(at(t));
        if (!row) throw missing('torsion', t, at(t));
        const terms = trappeTorsionTerms(row.c);
        c0s.push(row.c[0]);
        return { funct: terms.length === 1 ? 1 : 9, terms, provenance: provenance(row.family) };
      },
      defaults: () => TRAPPE_UA_DEFAULTS,
    }),
    options,
  );
  return { system, diagnostics: constantDiagnostics(system, torsionOffsets(system, c0s)) };
}

/** Per dihedral row, the c0 left out and the atoms of its torsions (the last torsion's c0 names the row). */
function torsionOffsets(
  system: System,
  c0s: readonly number[],
): Map<number, { c0: number; atoms: number[] }> {
  const offsets = new Map<number, { c0: number; atoms: number[] }>();
  system.dihedrals.forEach((d, k) => {
    const c0 = c0s[k] ?? 0;
    if (c0 === 0) return;
    const seen = offsets.get(d.parameter) ?? { c0, atoms: [] };
    offsets.set(d.parameter, { c0, atoms: [...seen.atoms, ...d.atoms] });
  });
  return offsets;
}

function missing(kind: string, t: readonly number[], sites: readonly TrappeUaPseudoAtom[]): ChemError {
  return new ChemError(
    'missing-parameter',
    `No TraPPE-UA ${kind} parameter for atoms ${names(t)} (${sites.map((s) => s.type).join('-')}): TraPPE-UA here covers acyclic alkanes, alcohols and ethers with CH3/CH2 next to the O, and only the torsions confirmed for them.`,
    [...t],
  );
}

/** Where a torsion's constant c0 was left out (periodic terms carry none): an energy offset, no force. */
function constantDiagnostics(
  system: System,
  offsets: Map<number, { c0: number; atoms: number[] }>,
): Diagnostic[] {
  return [...offsets].map(([row, { c0, atoms }]) => {
    const count = system.dihedrals.filter((d) => d.parameter === row).length;
    const kj = kelvinToKjPerMol(c0).toFixed(4);
    return {
      severity: 'info',
      code: 'trappe-torsion-constant',
      message: `${count} torsion(s) have TraPPE's constant c0 = ${c0} K (${kj} kJ/mol), which periodic terms cannot hold: each one's energy is TraPPE's minus c0; forces are unchanged.`,
      atoms: [...new Set(atoms)],
    };
  });
}
