import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { bondList } from '../../core/molecule.js';
import { readPdb } from './read.js';
import { writePdb } from './write.js';

/**
 * Cross-check against Open Babel 3.1.1 (`obabel -ipdb FILE -ab -osdf`: -ab turns off Open Babel's
 * distance-based bonding, so its bonds come from CONECT alone). Figures it printed when these tests
 * were written are in the comments; the live comparison runs only where obabel is installed.
 */
const HAS_OBABEL = spawnSync('obabel', ['-V'], { encoding: 'utf8' }).status === 0;
const fixturePath = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

interface ObMolecule {
  readonly atoms: number;
  readonly bonds: string[];
}

/** Atom count and 'a-b:order' bonds from the V2000 connection tables obabel prints. */
function obabelSdf(args: string[], input?: string): ObMolecule[] {
  const run = spawnSync('obabel', [...args, '-osdf'], { encoding: 'utf8', input });
  const out: ObMolecule[] = [];
  for (const record of run.stdout.split('$$$$\n').filter((r) => r.includes('V2000'))) {
    const lines = record.split('\n');
    const counts = lines[3] ?? '';
    const atoms = Number(counts.slice(0, 3));
    const nBonds = Number(counts.slice(3, 6));
    const bonds = lines
      .slice(4 + atoms, 4 + atoms + nBonds)
      .map((l) => `${Number(l.slice(0, 3))}-${Number(l.slice(3, 6))}:${Number(l.slice(6, 9))}`);
    out.push({ atoms, bonds });
  }
  return out;
}

/** Our bonds in the same notation; Unknown (PDB's plain CONECT) counts as 1, as Open Babel reads it. */
const ourBonds = (text: string): string[] =>
  bondList(readPdb(text).molecules[0]!).map(
    (b) => `${b.a + 1}-${b.b + 1}:${b.order === BondOrder.Unknown ? 1 : b.order}`,
  );

describe.skipIf(!HAS_OBABEL)('PDB against Open Babel', () => {
  it('ligand-charged.pdb: obabel finds 16 atoms and 15 CONECT bonds, C5=O6 double; so do we', () => {
    const [ob] = obabelSdf(['-ipdb', fixturePath('ligand-charged.pdb'), '-ab']);
    expect(ob?.atoms).toBe(16);
    expect(ob?.bonds).toHaveLength(15);
    expect(ob?.bonds).toContain('5-6:2');
    const text = readFileSync(fixturePath('ligand-charged.pdb'), 'utf8');
    expect(readPdb(text).molecules[0]!.atomCount).toBe(16);
    expect([...ourBonds(text)].sort()).toEqual([...(ob?.bonds ?? [])].sort());
  });

  it('tripeptide-altloc.pdb: obabel keeps both altLocs (34 atoms, 33 bonds); we keep A (32, 31)', () => {
    const [ob] = obabelSdf(['-ipdb', fixturePath('tripeptide-altloc.pdb'), '-ab']);
    expect(ob?.atoms).toBe(34);
    expect(ob?.bonds).toHaveLength(33);
    expect(ob?.bonds.filter((b) => b.endsWith(':2'))).toEqual(['3-4:2', '11-12:2', '24-25:2']);
    const m = readPdb(readFileSync(fixturePath('tripeptide-altloc.pdb'), 'utf8')).molecules[0]!;
    expect([m.atomCount, m.bonds.count]).toEqual([34 - 2, 33 - 2]);
  });

  it('obabel reads our writer output with the same atoms and bond orders', () => {
    const text = writePdb(readPdb(readFileSync(fixturePath('ligand-charged.pdb'), 'utf8')).molecules[0]!);
    const [ob] = obabelSdf(['-ipdb', '-ab'], text);
    expect(ob?.atoms).toBe(16);
    expect([...(ob?.bonds ?? [])].sort()).toEqual([...ourBonds(text)].sort());
  });
});
