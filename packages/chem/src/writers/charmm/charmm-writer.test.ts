import { describe, expect, it } from 'vitest';
import { cellFromVectors } from '../../core/cell.js';
import type { System } from '../../core/system.js';
import { supercellSystem } from '../../params/supercell.js';
import { runWriter } from '../engine-writer.js';
import { acetaldehyde } from '../testing/acetaldehyde.js';
import { charmmWriter } from './charmm-writer.js';
import { convertCharmm } from './convert.js';
import { ryckaertBellemansTerms } from './terms.js';
import { charmmTypeName, uniqueTypeName } from './type-names.js';
import { writePsf } from './write-psf.js';
import { thrownChemError } from '../testing/thrown.js';

const write = (system: System): Record<string, string> =>
  runWriter(charmmWriter, system, { residueName: 'ACE' });

/** Data lines of one prm/rtf section: from its heading to the next blank line, comments dropped. */
function section(text: string, heading: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l === heading || l.startsWith(`${heading} `));
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const out: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') break;
    if (line.startsWith('!') || line.startsWith('cutnb')) continue;
    out.push(line.trim().split(/\s+/));
  }
  return out;
}

describe('CHARMM writer', () => {
  it('writes both PSF formats, the RTF, the parameters and EXT coordinates', () => {
    expect(Object.keys(write(acetaldehyde())).sort()).toEqual([
      'ACE.crd',
      'ACE.prm',
      'ACE.psf',
      'ACE.rtf',
      'ACE.xplor.psf',
    ]);
  });

  it('converts to CHARMM units: K = kb/2 and kθ/2 in kcal/mol, Rmin/2 = 2^(1/6) σ / 2 in Å', () => {
    const prm = write(acetaldehyde())['ACE.prm']!;
    // 274970/2 kJ/mol/nm² / 418.4 = 328.597036329 kcal/mol/Å²; b0 1.508 Å.
    expect(section(prm, 'BONDS')[0]).toEqual(['C3', 'C', '328.597036329', '1.508']);
    // 391.6/2 / 4.184 = 46.7973231358 kcal/mol/rad².
    expect(section(prm, 'ANGLES')[0]).toEqual(['C', 'C3', 'HC', '46.7973231358', '109.68']);
    // o: ε 0.87864/4.184 = 0.21 kcal/mol, Rmin/2 = 2^(1/6) · 2.95992 / 2 = 1.66119893302 Å; 1-4 ε × fudgeLJ 0.5.
    expect(section(prm, 'NONBONDED')).toContainEqual([
      'O',
      '0.0',
      '-0.21',
      '1.66119893302',
      '0.0',
      '-0.105',
      '1.66119893302',
    ]);
    expect(prm).toContain('e14fac 0.833333333333');
    expect(section(prm, 'ATOMS')).toContainEqual(['MASS', '3', 'O', '16', 'O']);
  });

  it('writes one DIHEDRALS line per Fourier term and the periodic improper as a dihedral on its atoms', () => {
    const files = write(acetaldehyde());
    expect(section(files['ACE.prm']!, 'DIHEDRALS')).toEqual([
      ['O', 'C', 'C3', 'HC', '0.19120458891', '1', '0'],
      ['O', 'C', 'C3', 'HC', '0.0788718929254', '3', '180'],
      ['HA', 'C', 'C3', 'HC', '0.119502868069', '3', '0'],
      // 4.6024 kJ/mol / 4.184 = 1.1, n = 2, δ = 180°: the improper 1-4-2-3 (types C3 HA C O).
      ['C3', 'HA', 'C', 'O', '1.1', '2', '180'],
    ]);
    expect(section(files['ACE.prm']!, 'IMPROPER')).toEqual([]);
    const psf = files['ACE.psf']!;
    expect(psf).toContain(
      '       7 !NPHI: dihedrals\n       5       1       2       3       5       1       2       4\n',
    );
    expect(psf).toContain('       1       4       2       3\n\n       0 !NIMPHI: impropers');
  });

  it('writes a harmonic improper as K = kξ/2 in IMPROPER (K 0 ψ0) and lists it in NIMPHI', () => {
    const base = acetaldehyde();
    const provenance = base.improperParameters[0]!.provenance;
    const files = write({ ...base, improperParameters: [{ funct: 2, xi0: 10, k: 167.36, provenance }] });
    // 167.36/2 / 4.184 = 20 kcal/mol/rad².
    expect(section(files['ACE.prm']!, 'IMPROPER')).toEqual([['C3', 'HA', 'C', 'O', '20', '0', '10']]);
    expect(files['ACE.psf']).toContain('       1 !NIMPHI: impropers\n       1       4       2       3\n');
    expect(files['ACE.rtf']).toContain('\nIMPR C1 H4 C2 O3\n');
  });

  it('writes the standard PSF columns (I8, A4, I4 or A4, two 14-wide numbers, I8) for both formats', () => {
    const files = write(acetaldehyde());
    const atom = (psf: string): string => psf.split('\n').find((l) => l.includes(' O3 '))!;
    // (I8,1X,A4,1X,A4,1X,A4,1X,A4,1X,I4,1X,2G14.6,I8): the type column is the MASS number; each
    // number fills at most 13 of its 14 columns, so a blank always precedes it.
    expect(atom(files['ACE.psf']!)).toBe(
      '       3 ACE  1    ACE  O3      3  -0.5000000000 16.0000000000       0',
    );
    // XPLOR: the type name in A4.
    expect(atom(files['ACE.xplor.psf']!)).toBe(
      '       3 ACE  1    ACE  O3   O     -0.5000000000 16.0000000000       0',
    );
    expect(files['ACE.psf']!.split('\n')[0]).toBe('PSF');
    expect(files['ACE.xplor.psf']!.split('\n')[0]).toBe('PSF XPLOR');
    expect(files['ACE.psf']).toContain(
      '\n       0 !NNB\n\n       0       0       0       0       0       0       0\n',
    );
  });

  it('writes index sections of a million lines (no spread of the lines into one call)', () => {
    const model = convertCharmm(acetaldehyde(), { residueName: 'ACE' });
    const psf = writePsf({ ...model, bonds: Array.from({ length: 4_000_000 }, () => [1, 2]) }, 'xplor');
    expect(psf).toContain(`${'4000000'.padStart(8)} !NBOND: bonds\n${'       1       2'.repeat(4)}\n`);
    expect(psf.split('\n').filter((l) => l === '       1       2'.repeat(4))).toHaveLength(1_000_000);
  });

  it('switches to the EXT columns (I10, A8, A6) when a name does not fit four characters', () => {
    const base = acetaldehyde();
    const atoms = base.atoms.map((a, i) => (i === 2 ? { ...a, label: 'OXYGEN', type: 'oxy123' } : a));
    const model = convertCharmm({ ...base, atoms }, { residueName: 'ACE' });
    const xplor = writePsf(model, 'xplor');
    expect(xplor.split('\n')[0]).toBe('PSF EXT XPLOR');
    // (I10,1X,A8,1X,A8,1X,A8,1X,A8,1X,A6,1X,2G14.6,I8)
    expect(xplor).toContain(
      '\n         3 ACE      1        ACE      OXYGEN   OXY123  -0.5000000000 16.0000000000       0\n',
    );
    expect(xplor).toContain('\n         6 !NBOND: bonds\n         1         2         2         3');
    const charmm = writePsf(model, 'charmm');
    expect(charmm.split('\n')[0]).toBe('PSF EXT');
    expect(charmm).toContain('\n         3 ACE      1        ACE      OXYGEN      3  -0.5000000000');
  });

  it('writes coordinates in the EXT card format with ten decimals', () => {
    const lines = write(acetaldehyde())['ACE.crd']!.split('\n');
    expect(lines[2]).toBe('         7  EXT');
    // (2I10,2X,A8,2X,A8,3F20.10,2X,A8,2X,A8,F20.10); C1 sits 10 Å (the padding) above the box corner in y, z.
    expect(lines[3]).toBe(
      '         1         1  ACE       C1             10.3700000000       10.9500000000       10.8800000000  ACE       1               0.0000000000',
    );
  });

  it('splits a force-field type (HC → HC2) when two terms of one type tuple carry different parameters', () => {
    const base = acetaldehyde();
    // Two hc–c3 bonds with different parameters: type-keyed lines would have to disagree.
    const bondParameters = [...base.bondParameters, { ...base.bondParameters[3]!, kb: 300000 }];
    const bonds = base.bonds.map((b, i) => (i === 5 ? { ...b, parameter: 4 } : b));
    const model = convertCharmm({ ...base, bondParameters, bonds }, { residueName: 'ACE' });
    expect(model.typesPerAtom).toBe(false);
    expect(model.types.map((t) => t.name)).toEqual(['C3', 'C', 'O', 'HA', 'HC', 'HC2']);
    const split = model.atoms[base.bonds[5]!.atoms[1]!]!;
    expect(split.type).toBe('HC2');
    expect(model.bondParameters.find((p) => p.types.join() === 'C3,HC2')?.values[0]).toBeCloseTo(
      300000 / 2 / 418.4,
      12,
    );
    expect(convertCharmm(base, { residueName: 'ACE' }).types).toHaveLength(5);
  });

  it('makes force-field type names CHARMM-safe: upper case, at most 6 characters, collisions numbered', () => {
    expect(['ca', 'c3', 'opls_135', 'opls_1234', 'Cl-', 'x', 'toolongname'].map(charmmTypeName)).toEqual([
      'CA',
      'C3',
      'OP135',
      'OP1234',
      'CL-',
      'TX',
      'TOOLON',
    ]);
    const used = new Set(['CA', 'C3', 'ABCDEF']);
    expect(['CA', 'CA', 'C3', 'ABCDEF'].map((n) => uniqueTypeName(n, used))).toEqual([
      'CA2',
      'CA3',
      'C3_2',
      'ABCDE2',
    ]);
  });

  it('keeps per-atom types to the cell in a supercell: types and NBFIX rows do not grow with the copies', () => {
    const base = acetaldehyde();
    // As above, two hc–c3 bonds that type-keyed lines cannot tell apart, and rule 3 for NBFIX rows.
    const bondParameters = [...base.bondParameters, { ...base.bondParameters[3]!, kb: 300000 }];
    const bonds = base.bonds.map((b, i) => (i === 5 ? { ...b, parameter: 4 } : b));
    const cell = cellFromVectors([
      [10, 0, 0],
      [0, 10, 0],
      [0, 0, 10],
    ]);
    const crystal: System = {
      ...base,
      molecule: { ...base.molecule, cell },
      bondParameters,
      bonds,
      defaults: { ...base.defaults, combinationRule: 3 },
    };
    const models = [2, 5].map((x) =>
      convertCharmm(supercellSystem(crystal, [x, 1, 1]), { residueName: 'ACE' }),
    );
    for (const model of models) {
      expect(model.typesPerAtom).toBe(true);
      expect(model.types.map((t) => t.name)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7']);
      // One NBFIX row per pair of the 7 types, whatever the number of atoms.
      expect(model.nbfix).toHaveLength((7 * 8) / 2);
      expect(model.bondParameters.find((p) => p.types.join() === 'A1,A7')?.values[0]).toBeCloseTo(
        300000 / 2 / 418.4,
        12,
      );
    }
    expect(models[1]!.atoms.map((a) => a.type)).toEqual(
      Array.from({ length: 35 }, (_, i) => `A${(i % 7) + 1}`),
    );
    // The parameter file is the same for 14 and 35 atoms.
    const prm = [2, 5].map((x) => write(supercellSystem(crystal, [x, 1, 1]))['ACE.prm']);
    expect(prm[1]).toBe(prm[0]);
  });

  it('writes NBFIX with geometric σ for combination rule 3 (Rmin of the pair, ε and fudgeLJ · ε)', () => {
    const base = acetaldehyde();
    const prm = write({ ...base, defaults: { ...base.defaults, combinationRule: 3 } })['ACE.prm']!;
    const row = section(prm, 'NBFIX').find((r) => r[0] === 'C3' && r[1] === 'O')!;
    const eps = Math.sqrt((0.45773 * 0.87864) / 4.184 ** 2);
    const rmin = 2 ** (1 / 6) * Math.sqrt(3.39967 * 2.95992);
    expect(Number(row[2])).toBeCloseTo(-eps, 11);
    expect(Number(row[3])).toBeCloseTo(rmin, 10);
    expect(Number(row[4])).toBeCloseTo(-0.5 * eps, 11);
    expect(Number(row[5])).toBeCloseTo(rmin, 10);
    expect(write(base)['ACE.prm']).not.toContain('NBFIX');
  });
});

describe('Ryckaert–Bellemans → CHARMM Fourier terms', () => {
  const rb = (c: readonly number[], phi: number): number => {
    const cosPsi = Math.cos(phi - Math.PI);
    return c.reduce((s, cn, n) => s + cn * cosPsi ** n, 0);
  };
  const fourier = (terms: { k: number; n: number; phase: number }[], phi: number): number =>
    terms.reduce((s, t) => s + 4.184 * t.k * (1 + Math.cos(t.n * phi - (t.phase * Math.PI) / 180)), 0);

  it('is exact, constant included, for RB rows that come from Fourier coefficients', () => {
    // OPLS F1…F4 = 1.5, −0.8, 2.1, 0.3 kJ/mol, as C0…C5.
    const [f1, f2, f3, f4] = [1.5, -0.8, 2.1, 0.3];
    const c = [f2 + (f1 + f3) / 2, (3 * f3 - f1) / 2, 4 * f4 - f2, -2 * f3, -4 * f4, 0];
    const terms = ryckaertBellemansTerms(c);
    expect(typeof terms).not.toBe('string');
    for (let phi = -Math.PI; phi <= Math.PI; phi += 0.1) {
      expect(fourier(terms as never, phi)).toBeCloseTo(rb(c, phi), 12);
    }
    // The terms are OPLS's own: ½F1 (1 + cos φ), ½F2 (1 − cos 2φ) → K = −0.4, δ = 180 …
    expect((terms as { n: number }[]).map((t) => t.n)).toEqual([1, 2, 3, 4]);
  });

  it('includes C5 (cos⁵ → cos φ, cos 3φ, cos 5φ)', () => {
    const c = [0, 0, 0, 0, 0, 1.6];
    const terms = ryckaertBellemansTerms(c);
    // Σ ±an must equal a0 = 0 here: C5 = 1.6 gives a1 = −1, a3 = −0.5, a5 = −0.1 (s5 = −1.6), no sign choice sums to 0.
    expect(typeof terms).toBe('string');
    const c2 = [1.6, 0, 0, 0, 0, 1.6];
    const ok = ryckaertBellemansTerms(c2);
    expect(typeof ok).not.toBe('string');
    for (let phi = -3; phi <= 3; phi += 0.25) expect(fourier(ok as never, phi)).toBeCloseTo(rb(c2, phi), 12);
  });

  it('refuses in check, naming the torsion, when a constant would be left over', () => {
    const base = acetaldehyde();
    const provenance = base.dihedralParameters[0]!.provenance;
    const system: System = {
      ...base,
      dihedralParameters: [
        { funct: 3, c: [2.1, -1.3, 0.7, 3.2, -0.4, 0], provenance },
        base.dihedralParameters[1]!,
      ],
    };
    const e = thrownChemError(() => write(system));
    expect(e.code).toBe('unsupported-form');
    expect(e.message).toMatch(
      /CHARMM cannot write the term 5-1-2-3: a Ryckaert–Bellemans torsion .* leaves a constant of 0\.2/,
    );
  });
});

describe('CHARMM writer refusals', () => {
  it('refuses a non-integer multiplicity, and two phases for one multiplicity', () => {
    const base = acetaldehyde();
    const provenance = base.dihedralParameters[0]!.provenance;
    const half: System = {
      ...base,
      dihedralParameters: [
        base.dihedralParameters[0]!,
        { funct: 1, terms: [{ phase: 0, k: 1, multiplicity: 2.5 }], provenance },
      ],
    };
    expect(thrownChemError(() => write(half)).message).toMatch(
      /5-1-2-4: CHARMM torsions need an integer multiplicity 1 to 6 \(got n = 2.5\)/,
    );
    const twoPhases: System = {
      ...base,
      dihedralParameters: [
        {
          funct: 9,
          terms: [
            { phase: 0, k: 1, multiplicity: 2 },
            { phase: 90, k: 1, multiplicity: 2 },
          ],
          provenance,
        },
        base.dihedralParameters[1]!,
      ],
    };
    expect(thrownChemError(() => write(twoPhases)).message).toMatch(/multiplicity 2 and phases 0° and 90°/);
  });

  it('adds two terms with the same multiplicity and phase into one line', () => {
    const base = acetaldehyde();
    const provenance = base.dihedralParameters[0]!.provenance;
    const doubled: System = {
      ...base,
      dihedralParameters: [
        {
          funct: 9,
          terms: [
            { phase: 0, k: 1.0, multiplicity: 2 },
            { phase: 360, k: 3.184, multiplicity: 2 },
          ],
          provenance,
        },
        base.dihedralParameters[1]!,
      ],
    };
    expect(section(write(doubled)['ACE.prm']!, 'DIHEDRALS')[0]).toEqual([
      'O',
      'C',
      'C3',
      'HC',
      '1',
      '2',
      '0',
    ]);
  });

  it('refuses a pair list that is not the 1-4 pairs of the bonds (CHARMM derives them, nbxmod 5)', () => {
    const base = acetaldehyde();
    expect(thrownChemError(() => write({ ...base, pairs: base.pairs.slice(1) })).message).toMatch(
      /1-4 pair 3-5 is missing/,
    );
  });
});
