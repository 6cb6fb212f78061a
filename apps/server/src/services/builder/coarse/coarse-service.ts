import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { CgMapping, MartiniNonbondedTable, Molecule, System } from '@topoforge/chem';
import {
  ChemError,
  coarseGrainSystem,
  parseMartiniItp,
  perceive,
  remapMartini3,
  systemToWire,
} from '@topoforge/chem';
import type { CgBeadWire, CgSystemWire } from '@topoforge/contract';
import type { CgConformers } from '@topoforge/engines';
import { readStructureText } from '../convert/structure-text.js';
import { partitionFromWire } from './cg-wire.js';

/** Most atoms of a coarse-grained input (001 §5 small-molecule upload limit). */
export const CG_MAX_ATOMS = 5000;

/** The all-atom molecule of the call's mol2 (one structure, read as the wizard reads it), perceived as the mapping needs. */
export function readCgMolecule(mol2: string): Molecule {
  const molecule = readStructureText(mol2, 'mol2');
  if (molecule.atomCount === 0)
    throw new ChemError('invalid-request', 'The mol2 holds no molecule.', [], { reason: 'cg-no-molecule' });
  if (molecule.atomCount > CG_MAX_ATOMS)
    throw new ChemError('invalid-request', `At most ${CG_MAX_ATOMS} atoms can be coarse-grained.`, [], {
      reason: 'cg-too-many-atoms',
      max: CG_MAX_ATOMS,
    });
  return perceive(molecule).molecule;
}

export const userMapping = (molecule: Molecule, beads: readonly CgBeadWire[]): CgMapping =>
  remapMartini3(molecule, partitionFromWire(beads));

/**
 * The Martini 3 non-bonded table read from the configured martini_v3.0.0.itp, once (the first call that
 * needs it); undefined when no path is configured or the file is absent, so the System keeps
 * externalNonbonded and says what to add.
 */
export function martini3TableLoader(path: string | undefined): () => MartiniNonbondedTable | undefined {
  let loaded = false;
  let table: MartiniNonbondedTable | undefined;
  return () => {
    if (!loaded && path !== undefined) {
      loaded = true;
      try {
        table = parseMartiniItp(readFileSync(path, 'utf8'), path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    return table;
  };
}

export interface CgParamInput {
  readonly mol2: string;
  /** The geometries to average over (the route runs Open Babel as a job: conformer-job.ts). */
  readonly conformers: (molecule: Molecule) => Promise<CgConformers>;
  readonly beads: readonly CgBeadWire[];
  readonly forceField: 'martini3' | 'martini2';
  readonly table?: MartiniNonbondedTable | undefined;
  readonly tablePath?: string | undefined;
  readonly version: string;
}

/**
 * The CG System of the user's beads in the wire form of forcefield/param (with its constraints,
 * exclusionDepth and externalNonbonded, chem's systemToWire). Bond/constraint lengths and angles are means over Open Babel's minimised conformers
 * (engines cgConformers), or the input geometry alone when there are none; the bonded provenance says
 * which. The beads sit on the user's structure, which is not optimised.
 */
export async function cgParameters(input: CgParamInput): Promise<CgSystemWire> {
  const molecule = readCgMolecule(input.mol2);
  const mapping = userMapping(molecule, input.beads);
  const found = await input.conformers(molecule);
  const system = coarseGrainSystem(molecule, mapping, {
    forceField: input.forceField,
    conformers: found.conformers,
    positions: molecule.positions,
    geometrySource: found.note,
    ...(input.table ? { martini3Table: input.table } : {}),
    ...(input.tablePath ? { martini3Path: input.tablePath } : {}),
  });
  return cgSystemWire(system, input.mol2, input.version);
}

function cgSystemWire(system: System, mol2: string, version: string): CgSystemWire {
  const wire = systemToWire(system);
  // A CG System's values are all measured or tabulated; the counts say so rather than assume it.
  const count = (table: 'atoms' | 'bonds' | 'angles' | 'dihedrals' | 'impropers'): number =>
    wire.provenance[table].filter((p) => p.estimated).length;
  return {
    ...wire,
    meta: {
      inputSha256: createHash('sha256').update(mol2).digest('hex'),
      forceFields: [system.atoms[0]?.forceField ?? ''],
      backup: null,
      waterModel: null,
      chargeMethod: null,
      program: { name: 'TopoForge', version },
      cell: system.molecule.cell ? system.molecule.cell.vectors.flatMap((row) => [...row]) : null,
      estimated: {
        atoms: count('atoms'),
        bonds: count('bonds'),
        angles: count('angles'),
        dihedrals: count('dihedrals'),
        impropers: count('impropers'),
      },
    },
  };
}
