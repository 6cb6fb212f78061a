import { describe, expect, it } from 'vitest';
import { toCartesian } from '../../core/cell.js';
import type { System } from '../../core/system.js';
import { uffAngleCoefficients } from '../../core/system.js';
import { runWriter } from '../engine-writer.js';
import { moltemplateWriter } from '../moltemplate/moltemplate-writer.js';
import { inversionCosine, KCAL } from '../testing/forms.js';
import { periodicChain } from '../testing/materials.js';
import { dataRows as rows } from '../testing/lammps-data.js';
import { lammpsWriter } from './lammps-writer.js';

/*
 * The materials forms in LAMMPS (energies against lmp: packages/engines/src/materials-lammps.test.ts).
 * Expected coefficients follow the LAMMPS manual: angle cosine/squared E = K (cos θ − cos θ0)²,
 * cosine E = K (1 + cos θ), fourier E = K (C0 + C1 cos θ + C2 cos 2θ), fourier/simple
 * E = K (1 + c cos Nθ); improper umbrella (K, ω0) and fourier (K, C0, C1, C2, all), centre first.
 */
const write = (system: System): Record<string, string> =>
  runWriter(lammpsWriter, system, { residueName: 'CHN', cutoff: 7 });

const close = (row: readonly string[], expected: readonly (string | number)[]): void => {
  expect(row.length).toBe(expected.length);
  expected.forEach((e, i) => {
    if (typeof e === 'string') expect(row[i]).toBe(e);
    else expect(Number(row[i])).toBeCloseTo(e, 9);
  });
};

describe('LAMMPS writer, materials forms', () => {
  it('writes DREIDING angles as cosine/squared (K = k/2) and cosine, umbrella impropers centre first', () => {
    const system = periodicChain({ forms: 'dreiding', linearCosine: true });
    const files = write(system);
    const data = files['CHN.data']!;
    const angles = rows(data, 'Angle Coeffs');
    close(angles[0]!, ['1', 'cosine/squared', 557.9 / 2 / KCAL, 120]);
    close(angles[1]!, ['2', 'cosine', 300 / KCAL]);
    expect(files['in.CHN']).toContain('angle_style     hybrid cosine/squared cosine');
    const impropers = rows(data, 'Improper Coeffs');
    close(impropers[0]!, ['1', 167.4 / KCAL, 0]);
    close(impropers[1]!, ['2', 167.4 / KCAL, 10]);
    expect(files['in.CHN']).toContain('improper_style  umbrella');
    // The System's [j, k, centre, l] = [C1, C3, C2, H2] (1-based 1, 5, 3, 4) becomes [centre, j, k, l].
    const first = system.impropers[0]!.atoms.map((a) => a + 1);
    expect(rows(data, 'Impropers')[0]!.slice(2)).toEqual(
      [first[2], first[0], first[1], first[3]].map(String),
    );
    expect(files['in.CHN']).not.toContain('EXTRA-MOLECULE');
  });

  it('writes UFF angles as fourier (UFF coefficients of θ0) and fourier/simple, inversions as fourier with all 0', () => {
    const system = periodicChain({ forms: 'uff' });
    const files = write(system);
    const data = files['CHN.data']!;
    const { c0, c1, c2 } = uffAngleCoefficients(120);
    const angles = rows(data, 'Angle Coeffs');
    close(angles[0]!, ['1', 'fourier', 420.5 / KCAL, c0, c1, c2]);
    close(angles[1]!, ['2', 'fourier/simple', 52.3 / KCAL, -1, 3]);
    close(rows(data, 'Improper Coeffs')[0]!, ['1', 8.368 / KCAL, 1, -1, 0, 0]);
    expect(files['in.CHN']).toContain('improper_style  fourier');
    expect(files['in.CHN']).toContain(
      'angle_style fourier, angle_style fourier/simple, improper_style fourier',
    );
    // Three inversions per carbon, each with its own axis atom (the fourth), centre first.
    const centre = rows(data, 'Impropers').filter((r) => r[2] === '3');
    expect(centre.map((r) => r[5]).sort()).toEqual(['1', '4', '5']);
  });

  it('writes moltemplate files with the same styles', () => {
    const files = runWriter(moltemplateWriter, periodicChain({ forms: 'uff' }), {
      residueName: 'CHN',
      cutoff: 7,
    });
    const text = Object.values(files).join('\n');
    expect(text).toMatch(/angle_style +hybrid fourier fourier\/simple\n/);
    expect(text).toMatch(/improper_style +fourier\n/);
    expect(text).toContain('@improper:i1 $atom:C2 $atom:C1 $atom:C3 $atom:H2');
  });

  it('gives image flags that make a molecule straddling the boundary whole', () => {
    const system = periodicChain({ forms: 'dreiding', infinite: false });
    const crossing = system.molecule.bonds.image!.filter((v) => v !== 0).length;
    expect(crossing).toBeGreaterThan(0);
    const atoms = rows(write(system)['CHN.data']!, 'Atoms');
    const cell = system.molecule.cell!;
    const unwrapped = atoms.map((r) => {
      // x y z nx ny nz: unwrapped = x + nx a + ny b + nz c.
      const v = r.slice(4).map(Number);
      const shift = toCartesian(cell, [v[3]!, v[4]!, v[5]!]);
      return [0, 1, 2].map((k) => v[k]! + shift[k]!);
    });
    for (const {
      atoms: [a, b],
    } of system.bonds) {
      const d = Math.hypot(...[0, 1, 2].map((k) => unwrapped[a]![k]! - unwrapped[b]![k]!));
      expect(d, `bond ${a + 1}-${b + 1}`).toBeLessThan(1.6);
    }
  });

  it('leaves one bond of an infinite chain long when unwrapped (the one closing its loop)', () => {
    const system = periodicChain({ forms: 'dreiding' });
    const atoms = rows(write(system)['CHN.data']!, 'Atoms');
    const long = system.bonds.filter(({ atoms: [a, b] }) => {
      const x = (i: number): number =>
        Number(atoms[i]![4]) + Number(atoms[i]![7]) * system.molecule.cell!.vectors[0][0];
      return Math.abs(x(a) - x(b)) > 2;
    });
    expect(long.length).toBe(1);
  });

  it('writes no image flags for a molecule without a cell', () => {
    const system = periodicChain({ forms: 'dreiding', infinite: false });
    const { cell: _cell, ...rest } = system.molecule;
    const atoms = rows(write({ ...system, molecule: rest })['CHN.data']!, 'Atoms');
    expect(atoms[0]!.length).toBe(7);
  });

  it('refuses a cosine periodic angle with a fractional multiplicity, naming the angle', () => {
    const system = periodicChain({ forms: 'uff' });
    const bad: System = {
      ...system,
      angleParameters: system.angleParameters.map((p) => (p.funct === 102 ? { ...p, multiplicity: 2.5 } : p)),
    };
    expect(() => write(bad)).toThrow(/angle_style fourier\/simple needs a whole multiplicity/);
  });
});

describe('inversion angle convention (testing/forms.ts, as LAMMPS)', () => {
  it('takes cos ω negative when the axis atom leans towards the other two', () => {
    const centre = [0, 0, 0] as const;
    const [j, k] = [[1, 0.2, 0] as const, [-1, 0.2, 0] as const];
    expect(inversionCosine(j, k, centre, [0, -1, 0])).toBeCloseTo(1, 12);
    expect(inversionCosine(j, k, centre, [0, -1, 1])).toBeCloseTo(Math.SQRT1_2, 12);
    expect(inversionCosine(j, k, centre, [0, 1, 1])).toBeCloseTo(-Math.SQRT1_2, 12);
    // The chain with leaning hydrogens has such centres (the lmp check runs it).
    const lean = periodicChain({ forms: 'dreiding', lean: true });
    const p = (i: number): [number, number, number] =>
      [0, 1, 2].map((d) => lean.molecule.positions[3 * i + d]!) as [number, number, number];
    const negative = lean.impropers.filter(
      ({ atoms: [a, b, c, d] }) => inversionCosine(p(a), p(b), p(c), p(d)) < 0,
    );
    expect(negative.length).toBeGreaterThan(0);
  });
});
