import type { TopologyPayload } from '@topoforge/contract';
import type { Cell, Mat3, Supercell, System, SystemWire } from '@topoforge/chem';
import { cellFromVectors, moleculeFromWire, supercellSystem, systemFromWire } from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';
import { checkNoPlaceholder, checkResname, checkSupercell } from './limits.js';
import { wireFromPayload } from './wire-tables.js';

/**
 * Atoms a supercell may have. The writers hold the whole System and its text in memory; 200 000 atoms
 * (e.g. 10 × 10 × 10 copies of a 200-atom cell) is a few hundred MB at most.
 */
export const MAX_SUPERCELL_ATOMS = 200_000;

export interface TopologyRequest {
  readonly resname: string;
  readonly supercell: Supercell;
  /** The edited parameter set as chem's wire form (numbers only). */
  readonly wire: SystemWire;
  /** The System to write: the edited set, repeated into the supercell for crystals. */
  readonly system: System;
}

function cellOf(meta: TopologyPayload['meta']): Cell | undefined {
  const m = meta.cell;
  if (!m) return undefined;
  const vectors = [m.slice(0, 3), m.slice(3, 6), m.slice(6, 9)] as unknown as Mat3;
  return cellFromVectors(vectors);
}

/**
 * The checks of the topology dialog, then the System the payload describes: its atoms and terms as
 * edited (row provenance as the payload carries it: the server keeps no copy of the set it answered,
 * so an edit is marked 'user' only where the client marked it), in the supercell for a crystal.
 */
export function topologyRequest(payload: TopologyPayload): TopologyRequest {
  const resname = checkResname(payload.resname);
  const supercell = checkSupercell(payload.supercell);
  checkNoPlaceholder(payload.atoms);
  const wire = wireFromPayload(payload);
  const cell = cellOf(payload.meta);
  const repeated = supercell[0] * supercell[1] * supercell[2];
  if (!cell && repeated !== 1) {
    throw badRequest('supercell-not-periodic');
  }
  if (wire.atoms.length * repeated > MAX_SUPERCELL_ATOMS) {
    throw badRequest('supercell-too-large', {
      atoms: wire.atoms.length * repeated,
      limit: MAX_SUPERCELL_ATOMS,
    });
  }
  // A coarse-grained ring is held by constraints, not bonds; the structure file still shows it bonded.
  const molecule = moleculeFromWire(wire.atoms, [...wire.bonds, ...(wire.constraints ?? [])], cell, resname);
  const system = systemFromWire(wire, molecule);
  return { resname, supercell, wire, system: cell ? supercellSystem(system, supercell) : system };
}
