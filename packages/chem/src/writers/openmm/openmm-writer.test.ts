import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import { ChemError } from '../../core/errors.js';
import type { System } from '../../core/system.js';
import { runWriter } from '../engine-writer.js';
import { num } from '../number-format.js';
import { acetaldehyde } from '../testing/acetaldehyde.js';
import { openmmWriter } from './openmm-writer.js';

const write = (system: System): Record<string, string> =>
  runWriter(openmmWriter, system, { residueName: 'ACE' });

function thrown(f: () => unknown): ChemError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ChemError);
    return e as ChemError;
  }
  throw new Error('expected a ChemError');
}

describe('OpenMM writer', () => {
  it('writes <res>.xml, <res>.pdb and run.py', () => {
    const files = write(acetaldehyde());
    expect(Object.keys(files).sort()).toEqual(['ACE.pdb', 'ACE.xml', 'run.py']);
    const run = files['run.py']!;
    expect(run).toContain('app.PDBFile("ACE.pdb")');
    expect(run).toContain('app.ForceField("ACE.xml")');
    expect(run).toContain('app.NoCutoff');
  });

  it('gives every atom its own type and writes the template with charges and sorted bonds', () => {
    const xml = write(acetaldehyde())['ACE.xml']!;
    expect(xml).toContain('<Type name="ACE-3" class="ACE-3" element="O" mass="16"/>');
    expect(xml).toContain('<Atom name="H5" type="ACE-5" charge="0.0833333333333"/>');
    const bonds = [...xml.matchAll(/<Bond atomName1="(\w+)" atomName2="(\w+)"\/>/g)].map(
      (m) => `${m[1]}-${m[2]}`,
    );
    expect(bonds).toEqual(['C1-C2', 'C1-H5', 'C1-H6', 'C1-H7', 'C2-O3', 'C2-H4']);
  });

  it('writes nm, kJ/mol and radians with ½ k as GROMACS, and the 1-4 scales', () => {
    const xml = write(acetaldehyde())['ACE.xml']!;
    expect(xml).toContain('<Bond type1="ACE-1" type2="ACE-2" length="0.1508" k="274970"/>');
    expect(xml).toContain(
      `<Angle type1="ACE-2" type2="ACE-1" type3="ACE-5" angle="${Number(((109.68 * Math.PI) / 180).toPrecision(12))}" k="391.6"/>`,
    );
    expect(xml).toContain(
      '<Proper type1="ACE-5" type2="ACE-1" type3="ACE-2" type4="ACE-3" periodicity1="1" phase1="0" k1="0.8" periodicity2="3" phase2="3.14159265359" k2="0.33"/>',
    );
    expect(xml).toContain('<NonbondedForce coulomb14scale="0.833333333333" lj14scale="0.5">');
    expect(xml).toContain('<Atom type="ACE-3" sigma="0.295992" epsilon="0.87864"/>');
  });

  it('writes impropers central atom first with ordering="amber", so OpenMM keeps the System order', () => {
    const xml = write(acetaldehyde())['ACE.xml']!;
    expect(xml).toContain('<PeriodicTorsionForce ordering="amber">');
    // System improper C1-H4-C2-O3 (central C2 third) → type1 = C2, then C1, H4, O3.
    expect(xml).toContain(
      '<Improper type1="ACE-2" type2="ACE-1" type3="ACE-4" type4="ACE-3" periodicity1="2" phase1="3.14159265359" k1="4.6024"/>',
    );
  });

  it('writes Ryckaert–Bellemans as RBTorsionForce and harmonic impropers as a CustomTorsionForce', () => {
    const base = acetaldehyde();
    const provenance = base.dihedralParameters[0]!.provenance;
    const xml = write({
      ...base,
      dihedralParameters: [{ funct: 3, c: [1, 2, 3, 4, 5, 0], provenance }, base.dihedralParameters[1]!],
      improperParameters: [{ funct: 2, xi0: 10, k: 167.36, provenance }],
    })['ACE.xml']!;
    expect(xml).toContain(
      '<Proper type1="ACE-5" type2="ACE-1" type3="ACE-2" type4="ACE-3" c0="1" c1="2" c2="3" c3="4" c4="5" c5="0"/>',
    );
    expect(xml).toMatch(/<CustomTorsionForce energy="0\.5\*k\*d\^2; [^"]+" ordering="amber">/);
    expect(xml).toContain(
      `<Improper type1="ACE-2" type2="ACE-1" type3="ACE-4" type4="ACE-3" k="167.36" theta0="${Number(((10 * Math.PI) / 180).toPrecision(12))}"/>`,
    );
  });

  it('writes HETATM records in PDB columns, CONECT for every bond, and CRYST1 for a crystal', () => {
    const pdb = write(acetaldehyde())['ACE.pdb']!.split('\n');
    expect(pdb[1]).toBe('HETATM    1  C1  ACE A   1       0.000   0.000   0.000  1.00  0.00           C');
    expect(pdb[1]!.slice(30, 38)).toBe('   0.000');
    expect(pdb[1]!.slice(76, 78)).toBe(' C');
    expect(pdb).toContain('CONECT    1    2    5    6    7');
    expect(pdb).toContain('CONECT    3    2');
    const base = acetaldehyde();
    const cell = cellFromParameters({ a: 20, b: 21, c: 22, alpha: 90, beta: 90, gamma: 90 });
    const files = write({ ...base, molecule: { ...base.molecule, cell } });
    expect(files['ACE.pdb']!.split('\n')[1]).toBe(
      'CRYST1   20.000   21.000   22.000  90.00  90.00  90.00 P 1           1',
    );
    expect(files['run.py']).toContain('nonbondedCutoff=1 * unit.nanometer');
  });

  it('writes rules 1 and 3 as a LennardJonesForce table; NonbondedForce keeps the charges only', () => {
    const base = acetaldehyde();
    for (const rule of [1, 3] as const) {
      const xml = write({ ...base, defaults: { ...base.defaults, combinationRule: rule } })['ACE.xml']!;
      expect(xml).toContain('<NonbondedForce coulomb14scale="0.833333333333" lj14scale="1">');
      expect(xml).toContain('<Atom type="ACE-3" sigma="1" epsilon="0"/>');
      expect(xml).toContain('<LennardJonesForce lj14scale="1" useDispersionCorrection="False">');
      expect(xml).toContain('<Atom type="ACE-3" sigma="0.295992" epsilon="0.87864"/>');
      // One LJ class per (type, σ, ε): c3, c, o, ha and the three hc → 5 classes, 15 class pairs,
      // then the 6 1-4 pairs by type.
      expect(xml).toContain('<Type name="ACE-7" class="ACE-LJ5" element="H" mass="1.008"/>');
      expect(xml.match(/<NBFixPair class1=/g)).toHaveLength(15);
      expect(xml.match(/<NBFixPair type1=/g)).toHaveLength(6);
      const [c3, o, hc] = [base.atoms[0]!, base.atoms[2]!, base.atoms[4]!];
      const sigma = Math.sqrt(c3.sigma * o.sigma);
      const epsilon = Math.sqrt(c3.epsilon * o.epsilon);
      expect(xml).toContain(
        `<NBFixPair class1="ACE-LJ1" class2="ACE-LJ3" sigma="${num(sigma)}" epsilon="${num(epsilon)}"/>`,
      );
      // The 1-4 pair O3–H5 carries fudgeLJ itself (lj14scale is 1).
      const [sigma14, epsilon14] = [Math.sqrt(o.sigma * hc.sigma), 0.5 * Math.sqrt(o.epsilon * hc.epsilon)];
      expect(xml).toMatch(
        new RegExp(
          `<NBFixPair type1="ACE-[35]" type2="ACE-[35]" sigma="${num(sigma14)}" epsilon="${num(epsilon14)}"/>`,
        ),
      );
      expect(xml.indexOf('<NBFixPair type1=')).toBeGreaterThan(xml.lastIndexOf('<NBFixPair class1='));
    }
    // Rule 2 keeps the plain NonbondedForce.
    expect(write(base)['ACE.xml']).not.toContain('LennardJonesForce');
  });

  it('writes explicit type pairs into the table, for their 1-4 pairs too (× fudgeLJ)', () => {
    const base = acetaldehyde();
    const provenance = base.atoms[0]!.provenance;
    const xml = write({
      ...base,
      nonbondedPairs: [{ types: ['hc', 'o'], funct: 1, sigma: 0.28, epsilon: 0.4, provenance }],
    })['ACE.xml']!;
    expect(xml).toContain('<NBFixPair class1="ACE-LJ3" class2="ACE-LJ5" sigma="0.28" epsilon="0.4"/>');
    expect(xml).toMatch(/<NBFixPair type1="ACE-[35]" type2="ACE-[35]" sigma="0.28" epsilon="0.2"\/>/);
    // Other class pairs keep Lorentz–Berthelot (rule 2).
    const [c3, o] = [base.atoms[0]!, base.atoms[2]!];
    expect(xml).toContain(
      `<NBFixPair class1="ACE-LJ1" class2="ACE-LJ3" sigma="${num((c3.sigma + o.sigma) / 2)}" epsilon="${num(Math.sqrt(c3.epsilon * o.epsilon))}"/>`,
    );
  });

  it('refuses what a ForceField XML cannot express, saying why', () => {
    const base = acetaldehyde();
    expect(thrown(() => write({ ...base, pairs: base.pairs.slice(1) })).message).toMatch(
      /1-4 pair 3-5 is missing/,
    );
    const provenance = base.dihedralParameters[0]!.provenance;
    const offCentre: System = { ...base, impropers: [{ atoms: [0, 3, 2, 1], parameter: 0 }] };
    expect(thrown(() => write(offCentre)).message).toMatch(/third \(central\) atom must be bonded/);
    const notPath: System = { ...base, dihedrals: [{ atoms: [4, 0, 1, 5], parameter: 1 }] };
    expect(thrown(() => write(notPath)).message).toMatch(
      /dihedral 5-1-2-6: its atoms are not bonded in a row/,
    );
    const twice: System = { ...base, bonds: [...base.bonds, { atoms: [1, 0], parameter: 0 }] };
    expect(thrown(() => write(twice)).message).toMatch(/bond 2-1: it is listed twice/);
    const clash: System = {
      ...base,
      improperParameters: [...base.improperParameters, { funct: 2, xi0: 0, k: 1, provenance }],
      impropers: [...base.impropers, { atoms: [3, 0, 1, 2], parameter: 1 }],
    };
    expect(thrown(() => write(clash)).message).toMatch(/same central atom/);
  });
});
