import { existsSync, readFileSync } from 'node:fs';
import type { Molecule, System, WaterModel } from '@topoforge/chem';
import {
  addWaterVirtualSites,
  BondOrder,
  cellFromVectors,
  findWaterModel,
  findWaters,
  gromacsWriter,
  lammpsWriter,
  MoleculeBuilder,
  parameterizeWithWater,
  runWriter,
} from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { onPath } from './testing/find-program.js';
import { gromacsWaterRun, lammpsWaterRun, type WaterRun } from './testing/water-md.js';

/*
 * 216 waters of GROMACS's spc216.gro (gromacs-data), each rebuilt at the model's exact geometry
 * (O kept, H on the original bisector and plane), put through our whole path (four-point conversion
 * for 4-site models, water typing, parameterisation, GROMACS and LAMMPS writers) and run for 1 ps of
 * NVE in gmx_d (SETTLE) and lmp (fix shake). Step-0 LJ and Coulomb are compared between the engines;
 * both use bare cut-offs at 0.9 nm (below half the 1.862 nm box) with no shift, no tail correction
 * and no long-range part, the one setup both can express identically.
 *
 * Tolerance 1e-6 relative: both engines work in double precision on the same coordinates; what
 * remains is the Coulomb constant (GROMACS 138.935458 kJ mol⁻¹ nm e⁻², LAMMPS real 332.06371 kcal
 * mol⁻¹ Å e⁻² × 4.184/10 = 138.935456, 1.6e-8 relative) and the coordinates' 12-digit round trip.
 */
const SPC216 = '/usr/share/gromacs/top/spc216.gro';
const MISSING = [...(existsSync(SPC216) ? [] : [SPC216]), ...['gmx_d', 'lmp'].filter((p) => !onPath(p))];
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';
const CUTOFF_NM = 0.9;
const RESIDUE = 'WAT';

type Vec = [number, number, number];
const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const unit = (a: Vec): Vec => {
  const n = Math.hypot(...a);
  return [a[0] / n, a[1] / n, a[2] / n];
};

/** spc216.gro as a periodic Molecule (Å) with every water at `model`'s r(OH) and ∠HOH. */
export function waterBox(model: WaterModel): Molecule {
  const lines = readFileSync(SPC216, 'utf8').split('\n');
  const count = Number(lines[1]);
  const at = (i: number): Vec => {
    const l = lines[2 + i]!;
    return [0, 1, 2].map((k) => 10 * Number(l.slice(20 + 8 * k, 28 + 8 * k))) as Vec;
  };
  const edge = 10 * Number(lines[2 + count]!.trim().split(/\s+/)[0]);
  const b = new MoleculeBuilder('216 waters').setCell(
    cellFromVectors([
      [edge, 0, 0],
      [0, edge, 0],
      [0, 0, edge],
    ]),
  );
  const half = (model.angleHOH * Math.PI) / 360;
  for (let w = 0; w < count / 3; w++) {
    const o = at(3 * w);
    const u1 = unit(sub(at(3 * w + 1), o));
    const u2 = unit(sub(at(3 * w + 2), o));
    const bis = unit([u1[0] + u2[0], u1[1] + u2[1], u1[2] + u2[2]]);
    const perp = unit(sub(u1, u2));
    const oi = b.addAtom({ element: 8, x: o[0], y: o[1], z: o[2], name: 'OW' });
    for (const sign of [1, -1]) {
      const h = [0, 1, 2].map(
        (k) => o[k]! + model.rOH * (Math.cos(half) * bis[k]! + sign * Math.sin(half) * perp[k]!),
      );
      const hi = b.addAtom({ element: 1, x: h[0]!, y: h[1]!, z: h[2]!, name: sign > 0 ? 'HW1' : 'HW2' });
      b.addBond({ a: oi, b: hi, order: BondOrder.Single });
    }
  }
  return b.build();
}

function waterSystem(model: WaterModel): System {
  const three = waterBox(model);
  const mol = model.sites === 4 ? addWaterVirtualSites(three, model.name) : three;
  return parameterizeWithWater(mol, {
    types: Array<string>(mol.atomCount).fill(''),
    charges: new Float64Array(mol.atomCount),
    water: { model, waters: findWaters(mol) },
  }).system;
}

const relative = (a: number, b: number): number => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));

function expectSaneRun(name: string, run: WaterRun): void {
  expect(run.steps, `${name} reached step 500`).toBe(500);
  // Bare cut-offs do not conserve energy (sites jump across the cut-off), so only finiteness is
  // asked of it; rigidity is: the O–H distances are still the model's after 1 ps.
  expect(Number.isFinite(run.totalLast), `${name} total energy`).toBe(true);
  expect(run.constraintError, `${name} O–H deviation after 1 ps, Å`).toBeLessThan(1e-6);
}

describe.skipIf(SKIP)(
  `216 rigid waters: GROMACS (SETTLE, virtual sites) and LAMMPS (fix shake, TIP4P style) agree ${REASON}`,
  () => {
    // 3-site (SPC/E, TIP3P-FB), LJ on H (TIPS3P), 4-site (TIP4P/2005, TIP4P/Ice: GROMACS virtual_sites3,
    // LAMMPS lj/cut/tip4p/cut with the M site implicit).
    it.each(['SPCE', 'TIPS3P', 'TIP3P-FB', 'TIP4P2005', 'TIP4PICE'])(
      '%s: 1 ps in both engines, step-0 LJ and Coulomb equal',
      async (name) => {
        const model = findWaterModel(name)!;
        const system = waterSystem(model);
        expect(system.rigidWaters).toHaveLength(216);
        expect(system.virtualSites?.length ?? 0).toBe(model.sites === 4 ? 216 : 0);
        const gmxFiles = runWriter(gromacsWriter, system, { residueName: RESIDUE });
        expect(gmxFiles[`${RESIDUE}.itp`]).toContain('[ settles ]');
        const lmpFiles = runWriter(lammpsWriter, system, {
          residueName: RESIDUE,
          cutoff: 10 * CUTOFF_NM,
          coulomb: 'cut',
        });
        expect(lmpFiles[`in.${RESIDUE}`]).toMatch(/fix\s+rigidWater all shake/);
        if (model.sites === 4) expect(lmpFiles[`in.${RESIDUE}`]).toContain('lj/cut/tip4p/cut');
        const [gmx, lmp] = await Promise.all([
          gromacsWaterRun(gmxFiles, RESIDUE, CUTOFF_NM),
          lammpsWaterRun(lmpFiles, RESIDUE),
        ]);
        console.log(
          `${name} 216 waters step 0, kJ/mol: GROMACS LJ ${gmx.lj} Coulomb ${gmx.coulomb}; ` +
            `LAMMPS LJ ${lmp.lj} Coulomb ${lmp.coulomb}; O–H deviation after 1 ps (Å) GROMACS ` +
            `${gmx.constraintError}, LAMMPS ${lmp.constraintError}`,
        );
        // A liquid's size: about −41 kJ/mol per water in total.
        expect(gmx.coulomb / 216).toBeLessThan(-30);
        expect(gmx.lj).toBeGreaterThan(0);
        expect(relative(gmx.lj, lmp.lj)).toBeLessThan(1e-6);
        expect(relative(gmx.coulomb, lmp.coulomb)).toBeLessThan(1e-6);
        // Constraints, not stiff springs: no bonded energy in either engine.
        expect(Math.abs(gmx.bonded) + Math.abs(lmp.bonded)).toBeLessThan(1e-9);
        expectSaneRun(`${name} GROMACS`, gmx);
        expectSaneRun(`${name} LAMMPS`, lmp);
      },
      60_000,
    );
  },
);
