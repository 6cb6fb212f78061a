import { existsSync } from 'node:fs';
import type { Molecule, System, WaterModel } from '@topoforge/chem';
import {
  addWaterVirtualSites,
  BondOrder,
  findWaterModel,
  findWaters,
  gromacsWriter,
  MoleculeBuilder,
  parameterizeWithWater,
  runWriter,
} from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import type { EnergyTerms } from './energy-terms.js';
import { gromacsSinglePoint } from './gromacs.js';
import { onPath } from './testing/find-program.js';

/*
 * 4-point water written by TopoForge's GROMACS writer ([ virtual_sites3 ] + [ exclusions ]) against
 * GROMACS's own topology of the same model: oplsaa.ff/tip4p.itp and tip4pew.itp of the gromacs-data
 * package (settles, explicit exclusions, virtual_sites3 with a = b = 0.128012065 / 0.106676721). The
 * same coordinates (a water dimer at the model's exact r(OH) and ∠HOH, so our stiff O–H bonds and
 * H–O–H angle add ~0) go through gmx_d with the same single-point settings; LJ (SR) and Coulomb (SR)
 * must agree to 1e-4 relative. The reference's charges, σ and ε are GROMACS's (ffnonbonded.itp
 * opls_113/114/115 and OW_tip4pew/HW_tip4pew/MW); ours come from the published models (models.ts).
 */
const OPLS = '/usr/share/gromacs/top/oplsaa.ff';
const MISSING = [...[`${OPLS}/tip4p.itp`, `${OPLS}/tip4pew.itp`].filter((p) => !existsSync(p))];
if (!onPath('gmx_d')) MISSING.push('gmx_d');
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';

const RESIDUE = 'WAT';
const CUTOFF_NM = 1.2;

type Vec = [number, number, number];

/**
 * Two waters at the model's geometry: the first donates its H1 straight at the second's O (2.85 Å
 * away), the second's plane is perpendicular to the first's and tilted, so every site pair differs.
 */
function dimer(model: WaterModel): Molecule {
  const r = model.rOH;
  const half = (model.angleHOH * Math.PI) / 360;
  const water = (o: Vec, bisector: Vec, inPlane: Vec): Vec[] => {
    const h = (sign: number): Vec =>
      [0, 1, 2].map(
        (k) => o[k]! + r * (Math.cos(half) * bisector[k]! + sign * Math.sin(half) * inPlane[k]!),
      ) as Vec;
    return [o, h(1), h(-1)];
  };
  // First water: H1 along +x, so the bisector is x rotated by θ/2 towards +y.
  const first = water([0, 0, 0], [Math.cos(half), Math.sin(half), 0], [Math.sin(half), -Math.cos(half), 0]);
  const tilt = 0.4;
  const second = water([r + 1.9, 0.1, -0.05], [Math.cos(tilt), 0, Math.sin(tilt)], [0, 1, 0]);
  const b = new MoleculeBuilder('TIP4P dimer');
  [first, second].forEach((sites) => {
    const [o, h1, h2] = sites.map(([x, y, z], k) =>
      b.addAtom({ element: k === 0 ? 8 : 1, x, y, z, name: k === 0 ? 'OW' : `HW${k}` }),
    );
    b.addBond({ a: o!, b: h1!, order: BondOrder.Single });
    b.addBond({ a: o!, b: h2!, order: BondOrder.Single });
  });
  return b.build();
}

/** Our whole path: four-point conversion, water typing, parameterisation, GROMACS writer. */
function ourSystem(model: WaterModel): System {
  const mol = addWaterVirtualSites(dimer(model), model.name);
  return parameterizeWithWater(mol, {
    types: Array<string>(mol.atomCount).fill(''),
    charges: new Float64Array(mol.atomCount),
    water: { model, waters: findWaters(mol) },
  }).system;
}

/** GROMACS's own topology of the model over the coordinates (and box) of our .gro. */
function referenceFiles(system: System, ours: Readonly<Record<string, string>>, itp: string) {
  const gro = (ours[`${RESIDUE}.gro`] ?? '').split('\n');
  const count = Number(gro[1]);
  const names = ['OW', 'HW1', 'HW2', 'MW'];
  const lines = findWaters(system.molecule).flatMap((w, k) =>
    [w.o, w.h1, w.h2, w.m!].map((i, s) => {
      const coordinates = gro[2 + i]!.slice(20);
      return `${String(k + 1).padStart(5)}${'SOL'.padEnd(5)}${names[s]!.padStart(5)}${String(4 * k + s + 1).padStart(5)}${coordinates}`;
    }),
  );
  const top = [
    '#include "oplsaa.ff/forcefield.itp"',
    `#include "oplsaa.ff/${itp}"`,
    '',
    '[ system ]',
    'reference dimer',
    '',
    '[ molecules ]',
    `SOL  ${lines.length / 4}`,
    '',
  ].join('\n');
  return {
    count,
    files: {
      'REF.top': top,
      'REF.gro': [gro[0], String(lines.length), ...lines, gro[2 + count], ''].join('\n'),
    },
  };
}

async function compare(modelName: string, itp: string): Promise<{ ours: EnergyTerms; ref: EnergyTerms }> {
  const model = findWaterModel(modelName)!;
  const system = ourSystem(model);
  const files = runWriter(gromacsWriter, system, { residueName: RESIDUE, padding: CUTOFF_NM + 0.5 });
  const reference = referenceFiles(system, files, itp);
  expect(reference.count).toBe(8);
  const ours = await gromacsSinglePoint(files, { residueName: RESIDUE, cutoff: CUTOFF_NM });
  const ref = await gromacsSinglePoint(reference.files, { residueName: 'REF', cutoff: CUTOFF_NM });
  console.log(
    `${modelName} dimer, kJ/mol: ours LJ ${ours.lj} Coulomb ${ours.coulomb} bond ${ours.bond} angle ${ours.angle}; ` +
      `GROMACS ${itp}: LJ ${ref.lj} Coulomb ${ref.coulomb}`,
  );
  return { ours, ref };
}

const relative = (a: number, b: number): number => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));

describe.skipIf(SKIP)(`4-point water in GROMACS equals GROMACS's own water topology ${REASON}`, () => {
  it.each([
    ['TIP4P', 'tip4p.itp'],
    ['TIP4P-Ew', 'tip4pew.itp'],
  ])('%s dimer: LJ (SR) + Coulomb (SR) as with oplsaa.ff/%s', async (name, itp) => {
    const { ours, ref } = await compare(name, itp);
    // Not vacuous: both terms are the size of a hydrogen-bonded dimer (about −25 kJ/mol Coulomb).
    expect(Math.abs(ref.coulomb)).toBeGreaterThan(5);
    expect(Math.abs(ref.lj)).toBeGreaterThan(0.5);
    expect(relative(ours.lj + ours.coulomb, ref.lj + ref.coulomb)).toBeLessThan(1e-4);
    expect(relative(ours.lj, ref.lj)).toBeLessThan(1e-4);
    expect(relative(ours.coulomb, ref.coulomb)).toBeLessThan(1e-4);
    // Our stiff O–H bonds and H–O–H angle sit at their minima (GROMACS settles them instead).
    expect(Math.abs(ours.bond) + Math.abs(ours.angle)).toBeLessThan(1e-6);
    for (const t of ['proper', 'improper', 'lj14', 'coulomb14'] as const) expect(ours[t]).toBe(0);
  });
});
