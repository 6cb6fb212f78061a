import type { PdbAtomRecord } from './atom-record.js';

export interface AltLocSelection {
  readonly kept: PdbAtomRecord[];
  readonly dropped: PdbAtomRecord[];
}

/**
 * Keeps one conformer where a file gives alternate locations (column 17). Per residue (chain,
 * number, insertion code): the conformer 'A' when the residue has one, else the first letter met.
 * Atoms with a blank altLoc are always kept. Deciding per residue rather than per atom keeps
 * microheterogeneity ('ASER' / 'BTHR' on one residue) from mixing two residue types.
 */
export function selectAltLocs(records: readonly PdbAtomRecord[]): AltLocSelection {
  const choice = new Map<string, string>();
  for (const r of records) {
    if (r.altLoc === '') continue;
    const key = residueKey(r);
    const current = choice.get(key);
    if (current === undefined || (r.altLoc === 'A' && current !== 'A')) choice.set(key, r.altLoc);
  }
  if (choice.size === 0) return { kept: [...records], dropped: [] };
  const kept: PdbAtomRecord[] = [];
  const dropped: PdbAtomRecord[] = [];
  for (const r of records) {
    (r.altLoc === '' || choice.get(residueKey(r)) === r.altLoc ? kept : dropped).push(r);
  }
  return { kept, dropped };
}

const residueKey = (r: PdbAtomRecord): string =>
  `${r.residue.chain}\u0000${r.residue.number}\u0000${r.residue.insertionCode ?? ''}`;
