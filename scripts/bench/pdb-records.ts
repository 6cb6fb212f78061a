/** One atom of a synthetic structure, before it is written as a PDB record. */
export interface BenchAtom {
  readonly name: string;
  readonly element: string;
  readonly residueName: string;
  readonly residueNumber: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

const RESIDUES_PER_CHAIN = 9999;
const CHAIN_IDS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Writes fixed-column ATOM/HETATM records (PDB format v3.3). Residue numbers above 9999 start a new
 * chain; serial numbers wrap past 99999 as GROMACS does, which is harmless without CONECT records.
 */
export function pdbText(title: string, atoms: readonly BenchAtom[], record: 'ATOM  ' | 'HETATM'): string {
  const out = [`TITLE     ${title}`];
  atoms.forEach((a, i) => {
    const chainIndex = Math.floor((a.residueNumber - 1) / RESIDUES_PER_CHAIN);
    const chain = CHAIN_IDS[chainIndex % CHAIN_IDS.length] ?? 'A';
    const resSeq = ((a.residueNumber - 1) % RESIDUES_PER_CHAIN) + 1;
    const name = a.name.length < 4 ? ` ${a.name}`.padEnd(4) : a.name;
    out.push(
      `${record}${String((i + 1) % 100000).padStart(5)} ${name} ${a.residueName.padEnd(3)} ${chain}` +
        `${String(resSeq).padStart(4)}    ${f83(a.x)}${f83(a.y)}${f83(a.z)}  1.00  0.00          ${a.element.padStart(2)}`,
    );
  });
  out.push('END', '');
  return out.join('\n');
}

const f83 = (v: number): string => v.toFixed(3).padStart(8);
