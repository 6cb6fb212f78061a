import type { Diagnostic } from '../../core/diagnostics.js';
import type { Molecule } from '../../core/molecule.js';
import type { Provenance, System } from '../../core/system.js';
import { CLANDP_ATOM_TYPES } from '../../forcefields/clandp/atom-types.js';
import { CLANDP_SOURCES } from '../../forcefields/clandp/sources.js';
import { trappeUaAtom } from '../../forcefields/trappe-ua/pseudo-atoms.js';
import { TRAPPE_UA_SOURCES } from '../../forcefields/trappe-ua/sources.js';
import { kelvinToKjPerMol } from '../../forcefields/trappe-ua/units.js';
import type { WaterSite } from '../../forcefields/water/find-waters.js';
import type { WaterModel } from '../../forcefields/water/models.js';
import type { BackupTerms } from '../backup-terms.js';
import { oplsAtomParameters } from '../opls/lookups.js';
import { GROMOS_54A7_MASSES, gromosTypeLennardJones } from '../united-atom/gromos-nonbonded.js';
import type { ForceFieldParameters } from '../../forcefields/amber-dat/types.js';
import type { GromacsForceField } from '../../forcefields/gromacs-ff/types.js';
import { clandpCharges } from '../../typing/clandp/charges.js';
import { typeClandp } from '../../typing/clandp/type-clandp.js';
import { typeOpls } from '../../typing/opls/type-opls.js';
import { typeGromos54a7 } from '../../typing/united-atom/gromos-type.js';
import { mergeUnitedAtoms } from '../../typing/united-atom/merge.js';
import { typeTrappeUa } from '../../typing/united-atom/trappe-type.js';
import { parameterizeClandp } from '../clandp/parameterize-clandp.js';
import { parameterizeOpls } from '../opls/parameterize-opls.js';
import { parameterizeGromos54a7 } from '../united-atom/gromos-parameterize.js';
import { parameterizeTrappeUa, trappeUaCharges } from '../united-atom/trappe-parameterize.js';
import { GAFF_MODEL } from './gaff-model.js';
import { CLAYFF_MODEL } from '../clayff/clayff-model.js';
import { DREIDING_MODEL } from '../dreiding/dreiding-model.js';
import { missingData } from './missing-data.js';
import { UFF4MOF_MODEL, UFF_MODEL } from '../uff/uff-model.js';
import type { UffParameters } from '../../forcefields/uff/uff-prm.js';

/** Parameter files read at run time, by the caller (server, CLI), from the Debian packages that ship them. */
export interface ForceFieldData {
  /** gaff.dat (Open Babel's data directory). */
  readonly gaff?: ForceFieldParameters | undefined;
  /** gromacs-data's oplsaa.ff. */
  readonly oplsaa?: GromacsForceField | undefined;
  /** gromacs-data's gromos54a7.ff. */
  readonly gromos54a7?: GromacsForceField | undefined;
  /** UFF.prm (Open Babel's data directory); UFF4MOF adds its own types to it. */
  readonly uff?: UffParameters | undefined;
}

export type ForceFieldDataKey = keyof ForceFieldData;

export interface ModelTyping {
  /** One type per input atom (united atoms: MERGED_HYDROGEN_TYPE for absorbed hydrogens). */
  readonly types: string[];
  /** The molecule that was typed (perceived/kekulized; same atoms in the same order as the input). */
  readonly molecule: Molecule;
  readonly diagnostics: Diagnostic[];
}

export interface ModelAtomType {
  /** g/mol. */
  readonly mass: number;
  /** nm. */
  readonly sigma: number;
  /** kJ/mol. */
  readonly epsilon: number;
  /** File and line, or the data module and publication. */
  readonly source: string;
}

const fromProvenance = (
  p: { mass: number; sigma: number; epsilon: number; provenance: Provenance } | undefined,
): ModelAtomType | undefined =>
  p && {
    mass: p.mass,
    sigma: p.sigma,
    epsilon: p.epsilon,
    source:
      p.provenance.line === undefined
        ? p.provenance.source
        : `${p.provenance.source}, line ${p.provenance.line}`,
  };

export interface ModelParameterizeInput {
  /** One type per atom of `mol` (united atoms: absorbed hydrogens marked). */
  readonly types: readonly string[];
  /** One charge per atom of `mol`; ignored by force fields that prescribe their own. */
  readonly charges: Float64Array;
  readonly data: ForceFieldData;
  readonly useCurrentStructure?: 0 | 1 | 2 | 3 | undefined;
  /** Fuzzy mode: candidate types per atom after the chosen one (GAFF's missing-parameter cascade). */
  readonly alternatives?: readonly (readonly string[])[] | undefined;
  /** A backup force field with its own atom types, asked before analogy (OPLS-AA/L behind GAFF). */
  readonly backupTerms?: BackupTerms | undefined;
}

/** The waters a water model covers (each with its M site for 4-site models). */
export interface ModelWater {
  readonly model: WaterModel;
  readonly waters: readonly WaterSite[];
}

export interface ModelParameterized {
  readonly system: System;
  readonly diagnostics: Diagnostic[];
  /** For each atom of `system`, its 0-based index in the input (united atoms drop hydrogens). */
  readonly atoms: readonly number[];
}

/**
 * What TopoForge can do with one force field: assign its atom types, and turn typed atoms into a
 * System. The registry (forcefields/registry.ts) describes force fields; this table is the code that
 * works for those it marks `typer: true`, and a test keeps the two in step.
 */
export interface ForceFieldModel {
  /** The registry name ('OPLS-AA/L'). */
  readonly name: string;
  /** The command line's --ff value ('oplsaa'). */
  readonly cliName: string;
  /** Files the parameter step needs. */
  readonly needs: readonly ForceFieldDataKey[];
  /** Hydrogens on carbon merge into united atoms. */
  readonly unitedAtom: boolean;
  /** The force field prescribes the charges (its parameters assume them); a charge method does not apply. */
  readonly ownCharges: boolean;
  type(mol: Molecule): ModelTyping;
  /** Mass, σ and ε of one atom type, with where they come from; undefined for a type it lacks. */
  atom(type: string, data: ForceFieldData): ModelAtomType | undefined;
  /** The force field's own charges, per input atom (absorbed hydrogens 0), when it prescribes them. */
  charges?(mol: Molecule, types: readonly string[], data: ForceFieldData): Float64Array;
  parameterize(mol: Molecule, input: ModelParameterizeInput): ModelParameterized;
  /**
   * Solute and model water in one pass, for a force field whose tables take the water model's types
   * (GAFF); without it the solute and the waters are parameterized apart and joined (with-water.ts).
   */
  parameterizeWithWater?(mol: Molecule, input: ModelParameterizeInput, water: ModelWater): ModelParameterized;
}

const allAtoms = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** A united-atom force field: merge, parameterize the merged molecule, keep the map back to the input. */
function unitedAtom(
  mol: Molecule,
  types: readonly string[],
  run: (merged: ReturnType<typeof mergeUnitedAtoms>) => { system: System; diagnostics: Diagnostic[] },
): ModelParameterized {
  const merged = mergeUnitedAtoms(mol, types);
  const built = run(merged);
  return { ...built, atoms: merged.kept };
}

/** Absorbed hydrogens carry no charge: the united atom's own charge is the force field's. */
function spread(n: number, kept: readonly number[], charges: Float64Array): Float64Array {
  const out = new Float64Array(n);
  kept.forEach((atom, k) => {
    out[atom] = charges[k] ?? 0;
  });
  return out;
}

export const FORCE_FIELD_MODELS: readonly ForceFieldModel[] = [
  GAFF_MODEL,
  {
    name: 'OPLS-AA/L',
    cliName: 'oplsaa',
    needs: ['oplsaa'],
    unitedAtom: false,
    ownCharges: false,
    type: typeOpls,
    atom: (type, data) => fromProvenance(data.oplsaa && oplsAtomParameters(data.oplsaa, type)),
    parameterize: (mol, input) => {
      const ff = input.data.oplsaa ?? missingData('OPLS-AA/L', 'oplsaa.ff');
      const built = parameterizeOpls(mol, {
        types: input.types,
        charges: input.charges,
        forceField: ff,
        ...(input.useCurrentStructure === undefined
          ? {}
          : { useCurrentStructure: input.useCurrentStructure }),
      });
      return { ...built, atoms: allAtoms(mol.atomCount) };
    },
  },
  {
    name: 'TraPPE-UA',
    cliName: 'trappe-ua',
    needs: [],
    unitedAtom: true,
    ownCharges: true,
    type: typeTrappeUa,
    atom: (type) => {
      const site = trappeUaAtom(type);
      return (
        site && {
          mass: site.mass,
          sigma: site.sigmaAngstrom / 10,
          epsilon: kelvinToKjPerMol(site.epsilonKelvin),
          source: `TraPPE-UA: ${TRAPPE_UA_SOURCES[site.family]}`,
        }
      );
    },
    charges: (mol, types) => {
      const merged = mergeUnitedAtoms(mol, types);
      return spread(mol.atomCount, merged.kept, trappeUaCharges(merged.types));
    },
    parameterize: (mol, input) =>
      unitedAtom(mol, input.types, (merged) =>
        parameterizeTrappeUa(
          merged,
          input.useCurrentStructure === undefined ? {} : { useCurrentStructure: input.useCurrentStructure },
        ),
      ),
  },
  {
    name: 'GROMOS-54A7',
    cliName: 'gromos54a7',
    needs: ['gromos54a7'],
    unitedAtom: true,
    ownCharges: true,
    type: typeGromos54a7,
    atom: (type, data) => {
      const ff = data.gromos54a7;
      const mass = GROMOS_54A7_MASSES[type];
      if (!ff || mass === undefined || !ff.atomTypes.has(type)) return undefined;
      return fromProvenance({ mass, ...gromosTypeLennardJones(ff, type) });
    },
    charges: (mol, types, data) => {
      const ff = data.gromos54a7 ?? missingData('GROMOS-54A7', 'gromos54a7.ff');
      const merged = mergeUnitedAtoms(mol, types);
      const built = parameterizeGromos54a7(merged, { forceField: ff });
      return spread(
        mol.atomCount,
        merged.kept,
        Float64Array.from(built.system.atoms, (a) => a.charge),
      );
    },
    parameterize: (mol, input) => {
      const ff = input.data.gromos54a7 ?? missingData('GROMOS-54A7', 'gromos54a7.ff');
      return unitedAtom(mol, input.types, (merged) =>
        parameterizeGromos54a7(merged, {
          forceField: ff,
          ...(input.useCurrentStructure === undefined
            ? {}
            : { useCurrentStructure: input.useCurrentStructure }),
        }),
      );
    },
  },
  {
    name: 'CL&P',
    cliName: 'clp',
    needs: [],
    unitedAtom: false,
    ownCharges: true,
    type: typeClandp,
    atom: (type) => {
      const t = CLANDP_ATOM_TYPES.get(type);
      return (
        t && {
          mass: t.mass,
          // The data module keeps il.ff's Å.
          sigma: t.sigma / 10,
          epsilon: t.epsilon,
          source: `CL&P: ${CLANDP_SOURCES[t.source]}`,
        }
      );
    },
    charges: (_mol, types) => clandpCharges(types),
    parameterize: (mol, input) => {
      const built = parameterizeClandp(mol, {
        types: input.types,
        charges: clandpCharges(input.types),
        ...(input.useCurrentStructure === undefined
          ? {}
          : { useCurrentStructure: input.useCurrentStructure }),
      });
      return { ...built, atoms: allAtoms(mol.atomCount) };
    },
  },
  DREIDING_MODEL,
  CLAYFF_MODEL,
  UFF_MODEL,
  UFF4MOF_MODEL,
];

/** The model of a registry name or command-line name, case-insensitive. */
export function findForceFieldModel(name: string): ForceFieldModel | undefined {
  const key = name.trim().toLowerCase();
  return FORCE_FIELD_MODELS.find((m) => m.name.toLowerCase() === key || m.cliName === key);
}
