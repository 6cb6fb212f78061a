import type { ParameterMeta } from '@topoforge/contract';
import type { EngineEntry, LammpsReactive, Provenance, Supercell, System, SystemWire } from '@topoforge/chem';
import { REACTIVE_POTENTIALS } from '@topoforge/chem';
import { coarseGrainedManifest, type CoarseGrainedManifest } from './coarse-grained.js';

type Table = 'atoms' | 'bonds' | 'angles' | 'dihedrals' | 'impropers';
const TABLES: readonly Table[] = ['atoms', 'bonds', 'angles', 'dihedrals', 'impropers'];
const IDS: Readonly<Record<Exclude<Table, 'atoms'>, number>> = {
  bonds: 2,
  angles: 3,
  dihedrals: 4,
  impropers: 4,
};

/** One row of the parameter set whose provenance says it was estimated or edited. */
export interface FlaggedRow {
  readonly table: Table;
  /** 1-based row of the payload's table. */
  readonly row: number;
  /** 1-based atom ids (terms) or the atom's own id. */
  readonly atoms: readonly number[];
  /** Atom labels of those ids, for people. */
  readonly labels: readonly string[];
  readonly estimatedFrom?: string;
  readonly penalty?: number;
  readonly forceField: string;
}

/** What a polymer builder's download says of its chain (issue 18.4). */
export interface PolymerManifest {
  /** Monomer id (or p-SMILES) of each repeat unit, chain order; empty when the payload sent none. */
  readonly sequence: readonly string[];
  /** Repeat units per monomer, in order of first appearance. */
  readonly counts: Readonly<Record<string, number>>;
  /** How the charges were made, when the payload says they were transferred from H-capped units. */
  readonly charges: { readonly method: string; readonly how: string } | null;
}

/** The manifest's words for the polymer charge call's transfer (chem chargesFromUnits). */
export const POLYMER_CHARGE_TRANSFER =
  'transferred from H-capped units: each distinct repeat unit and end group charged once with every ' +
  "'*' capped by H, each dropped cap's charge added to the atom it was bonded to, chain-end caps keeping " +
  'their own, every unit at its net formal charge';

export function polymerManifest(
  sequence: readonly string[] | null | undefined,
  chargeMethod: string | null | undefined,
): PolymerManifest | null {
  const units = sequence ?? [];
  const method = chargeMethod?.trim() ?? '';
  if (units.length === 0 && method === '') return null;
  const counts: Record<string, number> = {};
  for (const id of units) counts[id] = (counts[id] ?? 0) + 1;
  return {
    sequence: units,
    counts,
    charges: method === '' ? null : { method, how: POLYMER_CHARGE_TRANSFER },
  };
}

export interface TopologyManifest {
  readonly software: string;
  readonly writer: { readonly id: string; readonly name: string };
  readonly createdAt: string;
  readonly writtenBy: { readonly name: string; readonly version: string };
  /** The program that made the parameter set (from the payload's meta). */
  readonly program: { readonly name: string; readonly version: string };
  readonly inputSha256: string;
  readonly forceFields: readonly string[];
  readonly backup: string | null;
  readonly waterModel: string | null;
  readonly chargeMethod: string | null;
  readonly resname: string;
  /** [x, y, z] copies of the cell; null for a molecule. */
  readonly supercell: Supercell | null;
  /** The chain of a polymer builder download (payload `sequence`, `polymer_charges`); else null. */
  readonly polymer: PolymerManifest | null;
  /**
   * LAMMPS's reactive option: the many-body potential that replaces the force field (the files hold
   * elements and positions only, so `counts` has no bonded terms); else null.
   */
  readonly reactive: { readonly name: string; readonly file: string; readonly citation: string } | null;
  /** Beads, constraints, nrexcl and the external non-bonded file of a coarse-grained set; else null. */
  readonly coarseGrained: CoarseGrainedManifest | null;
  readonly units: string;
  /** What the written files hold (after the supercell). */
  readonly counts: Readonly<
    Record<'atoms' | 'bonds' | 'angles' | 'dihedrals' | 'impropers' | 'pairs', number>
  >;
  /** What the parameter set held (one cell). */
  readonly parameterSetCounts: Readonly<
    Record<'atoms' | 'bonds' | 'angles' | 'dihedrals' | 'impropers' | 'pairs', number>
  >;
  readonly files: readonly string[];
  readonly estimated: readonly FlaggedRow[];
  readonly edited: readonly FlaggedRow[];
}

function flagged(wire: SystemWire, keep: (p: Provenance) => boolean): FlaggedRow[] {
  const label = (id: number): string => wire.atoms[id - 1]?.[0] ?? '';
  return TABLES.flatMap((table) =>
    wire.provenance[table].flatMap((p, i): FlaggedRow[] => {
      if (!keep(p)) return [];
      const atoms = table === 'atoms' ? [i + 1] : (wire[table][i] ?? []).slice(0, IDS[table]);
      return [
        {
          table,
          row: i + 1,
          atoms,
          labels: atoms.map(label),
          forceField: p.forceField,
          ...(p.estimatedFrom !== undefined ? { estimatedFrom: p.estimatedFrom } : {}),
          ...(p.penalty !== undefined ? { penalty: p.penalty } : {}),
        },
      ];
    }),
  );
}

export interface ManifestInput {
  readonly writer: EngineEntry;
  readonly meta: ParameterMeta;
  readonly wire: SystemWire;
  readonly system: System;
  readonly resname: string;
  readonly supercell: Supercell;
  readonly polymer?: PolymerManifest | null;
  readonly reactive?: LammpsReactive | undefined;
  readonly files: readonly string[];
  readonly server: { readonly name: string; readonly version: string };
  readonly now: Date;
}

export function topologyManifest(input: ManifestInput): TopologyManifest {
  const { writer, meta, wire, system } = input;
  const potential = input.reactive === undefined ? undefined : REACTIVE_POTENTIALS[input.reactive];
  const bonded = (n: number): number => (potential ? 0 : n);
  return {
    software: writer.id,
    writer: { id: writer.writer.id, name: writer.writer.name },
    createdAt: input.now.toISOString(),
    writtenBy: input.server,
    program: meta.program,
    inputSha256: meta.inputSha256,
    forceFields: meta.forceFields,
    backup: meta.backup,
    waterModel: meta.waterModel,
    chargeMethod: meta.chargeMethod,
    resname: input.resname,
    supercell: meta.cell ? input.supercell : null,
    polymer: input.polymer ?? null,
    reactive: potential ? { name: potential.name, file: potential.file, citation: potential.citation } : null,
    coarseGrained: coarseGrainedManifest(system),
    units: potential ? 'LAMMPS units metal: Å, eV, g/mol' : writer.units,
    counts: {
      atoms: system.atoms.length,
      bonds: bonded(system.bonds.length),
      angles: bonded(system.angles.length),
      dihedrals: bonded(system.dihedrals.length),
      impropers: bonded(system.impropers.length),
      pairs: bonded(system.pairs.length),
    },
    parameterSetCounts: {
      atoms: wire.atoms.length,
      bonds: wire.bonds.length,
      angles: wire.angles.length,
      dihedrals: wire.dihedrals.length,
      impropers: wire.impropers.length,
      pairs: wire.pairs.length,
    },
    files: input.files,
    estimated: flagged(wire, (p) => p.estimated),
    edited: flagged(wire, (p) => p.derivedFrom === 'user'),
  };
}
