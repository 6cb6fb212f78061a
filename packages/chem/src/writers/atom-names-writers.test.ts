import { describe, expect, it } from 'vitest';
import type { System } from '../core/system.js';
import { amberWriter } from './amber/amber-writer.js';
import { charmmWriter } from './charmm/charmm-writer.js';
import { runWriter } from './engine-writer.js';
import { gomcWriter } from './gomc/gomc-writer.js';
import { moltemplateWriter } from './moltemplate/moltemplate-writer.js';
import { namdWriter } from './namd/namd-writer.js';
import { openmmWriter } from './openmm/openmm-writer.js';
import { orcaWriter } from './orca/orca-writer.js';
import { acetaldehyde } from './testing/acetaldehyde.js';
import { mixture } from './testing/mixture.js';
import { tinkerWriter } from './tinker/tinker-writer.js';

/*
 * Every writer that writes atom names names them through moleculeAtomNames (atom-names.ts): the
 * user's names when unique, else element + count, the same in every file of one writer.
 */

const OPTIONS = { residueName: 'ACE' };
const labelled = (labels: readonly string[], base: System = acetaldehyde()): System => ({
  ...base,
  atoms: base.atoms.map((a, i) => ({ ...a, label: labels[i % labels.length]! })),
});
/** As some PDBs and every .xyz give them: the element symbol only. */
const ELEMENTS_ONLY = ['C', 'C', 'O', 'H', 'H', 'H', 'H'];
const NUMBERED = ['C1', 'C2', 'O1', 'H1', 'H2', 'H3', 'H4'];
/** Unique names of the user's own, unlike what the writers would make. */
const OWN = ['CA', 'CB', 'OX', 'HA', 'HB', 'HC', 'HD'];

const words = (line: string): string[] => line.trim().split(/\s+/);

function prmtopNames(prmtop: string): string[] {
  const block = prmtop.split('%FLAG ATOM_NAME')[1]!.split('%FLAG')[0]!.split('\n').slice(2).join('');
  return (block.match(/.{1,4}/g) ?? []).map((s) => s.trim());
}

function mol2Names(mol2: string): string[] {
  const atoms = mol2.split('@<TRIPOS>ATOM\n')[1]!.split('@<TRIPOS>')[0]!;
  return atoms
    .trim()
    .split('\n')
    .map((l) => words(l)[1]!);
}

function psfNames(psf: string): string[] {
  const lines = psf.split('\n');
  const start = lines.findIndex((l) => l.includes('!NATOM'));
  const n = Number(words(lines[start]!)[0]);
  return lines.slice(start + 1, start + 1 + n).map((l) => words(l)[4]!);
}

const pdbNames = (pdb: string): string[] =>
  pdb
    .split('\n')
    .filter((l) => /^(ATOM |HETATM)/.test(l))
    .map((l) => l.slice(12, 16).trim());

describe('atom names in the written files: unique, the user’s kept when unique', () => {
  it('AMBER (and ORCA, its prmtop): ATOM_NAME and the mol2 name atoms alike', () => {
    const out = runWriter(amberWriter, labelled(ELEMENTS_ONLY), OPTIONS);
    expect(prmtopNames(out['ACE.prmtop']!)).toEqual(NUMBERED);
    expect(mol2Names(out['ACE.mol2']!)).toEqual(NUMBERED);
    const own = runWriter(amberWriter, labelled(OWN), OPTIONS);
    expect(prmtopNames(own['ACE.prmtop']!)).toEqual(OWN);
    expect(mol2Names(own['ACE.mol2']!)).toEqual(OWN);
    const orca = runWriter(orcaWriter, labelled(ELEMENTS_ONLY), OPTIONS);
    expect(prmtopNames(orca['ACE.prmtop']!)).toEqual(NUMBERED);
  });

  it('AMBER: the mol2 holds every atom in one residue, so two molecules are named over both', () => {
    const one = labelled(ELEMENTS_ONLY);
    const two = mixture([{ system: one }, { system: one, shift: [10, 0, 0] }]);
    const out = runWriter(amberWriter, two, OPTIONS);
    const names = mol2Names(out['ACE.mol2']!);
    expect(new Set(names).size).toBe(14);
    expect(prmtopNames(out['ACE.prmtop']!)).toEqual(names);
  });

  it('CHARMM: PSF, RTF atoms and terms, CRD; names compared without case as CHARMM folds them', () => {
    const out = runWriter(charmmWriter, labelled(ELEMENTS_ONLY), OPTIONS);
    expect(psfNames(out['ACE.psf']!)).toEqual(NUMBERED);
    expect(psfNames(out['ACE.xplor.psf']!)).toEqual(NUMBERED);
    const rtf = out['ACE.rtf']!.split('\n');
    expect(rtf.filter((l) => l.startsWith('ATOM ')).map((l) => words(l)[1])).toEqual(NUMBERED);
    const referenced = rtf
      .filter((l) => /^(BOND|ANGLE|DIHE|IMPR) /.test(l))
      .flatMap((l) => words(l).slice(1));
    expect(new Set(referenced)).toEqual(new Set(NUMBERED));
    const crd = out['ACE.crd']!.split('\n').filter((l) => /^\s+\d+\s+1\s/.test(l));
    expect(crd.map((l) => words(l)[3])).toEqual(NUMBERED);
    expect(psfNames(runWriter(charmmWriter, labelled(OWN), OPTIONS)['ACE.psf']!)).toEqual(OWN);
    // "Ca" and "CA" are one name to CHARMM.
    const folded = labelled(['Ca', 'CA', 'OX', 'HA', 'HB', 'HC', 'HD']);
    expect(psfNames(runWriter(charmmWriter, folded, OPTIONS)['ACE.psf']!)).toEqual(NUMBERED);
  });

  it('NAMD and GOMC: the PSF and PDB carry the CHARMM model’s names', () => {
    // GOMC writes harmonic impropers only: the periodic one left out.
    const system = labelled(ELEMENTS_ONLY);
    for (const [writer, input] of [
      [namdWriter, system],
      [gomcWriter, { ...system, impropers: [] }],
    ] as const) {
      const out = runWriter(writer, input, OPTIONS);
      expect(psfNames(out['ACE.psf']!), writer.id).toEqual(NUMBERED);
      expect(pdbNames(out['ACE.pdb']!), writer.id).toEqual(NUMBERED);
    }
  });

  it('OpenMM: the XML template and the PDB, unique over the one residue of two molecules', () => {
    const out = runWriter(openmmWriter, labelled(ELEMENTS_ONLY), OPTIONS);
    const xmlNames = [...out['ACE.xml']!.matchAll(/<Atom name="([^"]+)"/g)].map((m) => m[1]);
    expect(xmlNames).toEqual(NUMBERED);
    expect(pdbNames(out['ACE.pdb']!)).toEqual(NUMBERED);
    expect(pdbNames(runWriter(openmmWriter, labelled(OWN), OPTIONS)['ACE.pdb']!)).toEqual(OWN);
    const own = labelled(OWN);
    const two = mixture([{ system: own }, { system: own, shift: [10, 0, 0] }]);
    const names = pdbNames(runWriter(openmmWriter, two, OPTIONS)['ACE.pdb']!);
    expect(names.slice(0, 9)).toEqual(['C1', 'C2', 'O1', 'H1', 'H2', 'H3', 'H4', 'C3', 'C4']);
    expect(new Set(names).size).toBe(14);
  });

  it('Tinker: the .xyz name column (3 wide) and the .key descriptions, per molecule', () => {
    const out = runWriter(tinkerWriter, labelled(ELEMENTS_ONLY), OPTIONS);
    const xyz = out['ACE.xyz']!.trim().split('\n').slice(1);
    expect(xyz.map((l) => words(l)[1])).toEqual(NUMBERED);
    const key = [...out['ACE.key']!.matchAll(/^atom .*"(\S+) /gm)].map((m) => m[1]);
    expect(key).toEqual(NUMBERED);
    const own = runWriter(tinkerWriter, labelled(OWN), OPTIONS)['ACE.xyz']!;
    expect(
      own
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => words(l)[1]),
    ).toEqual(OWN);
    // Too wide for the column: the molecule is numbered.
    const wide = labelled(['CAAA', 'CB', 'OX', 'HA', 'HB', 'HC', 'HD']);
    const numbered = runWriter(tinkerWriter, wide, OPTIONS)['ACE.xyz']!.trim().split('\n').slice(1);
    expect(numbered.map((l) => words(l)[1])).toEqual(NUMBERED);
  });

  it('moltemplate: the $atom names of the one object, also in the terms', () => {
    const lt = runWriter(moltemplateWriter, labelled(ELEMENTS_ONLY), OPTIONS)['ACE.lt']!;
    const atoms = [...lt.matchAll(/^\s+\$atom:(\S+) \$mol/gm)].map((m) => m[1]);
    expect(atoms).toEqual(NUMBERED);
    const referenced = [...lt.matchAll(/\$atom:(\S+)/g)].map((m) => m[1]);
    expect(new Set(referenced)).toEqual(new Set(NUMBERED));
    const own = runWriter(moltemplateWriter, labelled(OWN), OPTIONS)['ACE.lt']!;
    expect([...own.matchAll(/^\s+\$atom:(\S+) \$mol/gm)].map((m) => m[1])).toEqual(OWN);
  });
});
