import { TopoForgeError } from '../../core/errors.js';
import { LONE_PAIR } from '../../core/elements.js';
import { bondList, MoleculeBuilder, type AtomInput, type Molecule } from '../../core/molecule.js';
import { atomInputOf } from '../../core/edit/select-atoms.js';
import { findWaters, type WaterSite } from './find-waters.js';
import { FOUR_POINT_WATER_MODELS, findWaterModel, type WaterModel } from './models.js';

/**
 * The wizard's four-point water conversion (spec 000 §4, step 1 → 2): every water gets the model's
 * virtual site M (element Lp, name MW, unbonded) on the H–O–H bisector at the model's O–M distance,
 * placed right after the water's last atom; all other atoms, bonds, residues and the cell are kept and
 * renumbered. Waters that already have an M site keep it, moved to the model's distance. When the
 * structure carries partial charges, the water atoms get the model's charges. Unknown or 3-site
 * models are refused.
 */
export function addWaterVirtualSites(mol: Molecule, modelName: string): Molecule {
  const model = fourPointModel(modelName);
  const waters = findWaters(mol);
  const siteAfter = new Map<number, WaterSite>();
  const oldSites = new Set<number>();
  for (const w of waters) {
    siteAfter.set(Math.max(w.o, w.h1, w.h2, w.m ?? -1), w);
    if (w.m !== undefined) oldSites.add(w.m);
  }
  const builder = new MoleculeBuilder(mol.title).setCell(mol.cell);
  for (const [name, value] of Object.entries(mol.properties)) builder.setProperty(name, value);
  const newIndex = new Int32Array(mol.atomCount).fill(-1);
  const modelCharge = chargesOf(waters, model);
  for (let i = 0; i < mol.atomCount; i++) {
    if (!oldSites.has(i)) newIndex[i] = builder.addAtom(atomInput(mol, i, modelCharge.get(i)));
    const w = siteAfter.get(i);
    if (w) builder.addAtom(virtualSite(mol, w, model));
  }
  for (const bond of bondList(mol)) {
    const a = newIndex[bond.a] ?? -1;
    const b = newIndex[bond.b] ?? -1;
    if (a >= 0 && b >= 0) builder.addBond({ ...bond, a, b });
  }
  return builder.build();
}

function fourPointModel(name: string): WaterModel {
  const model = findWaterModel(name);
  if (!model || model.sites !== 4) {
    const known = FOUR_POINT_WATER_MODELS.map((m) => m.name).join(', ');
    throw new TopoForgeError(
      'unsupported-form',
      model
        ? `${model.name} is a 3-site water model; the four-point conversion needs one of ${known}.`
        : `unknown water model '${name}'; four-point models: ${known}.`,
    );
  }
  return model;
}

function chargesOf(waters: readonly WaterSite[], model: WaterModel): Map<number, number> {
  const out = new Map<number, number>();
  for (const w of waters) {
    out.set(w.o, model.chargeO);
    out.set(w.h1, model.chargeH);
    out.set(w.h2, model.chargeH);
  }
  return out;
}

/** Atom i as builder input; a water atom takes the model's charge when the structure has charges. */
function atomInput(mol: Molecule, i: number, waterCharge: number | undefined): AtomInput {
  const input = atomInputOf(mol, i);
  return mol.partialCharges && waterCharge !== undefined ? { ...input, partialCharge: waterCharge } : input;
}

/** M = O + rOM · (u1 + u2)/|u1 + u2|, with u1, u2 the unit O→H vectors (the bisector). */
export function virtualSitePosition(
  positions: Float64Array,
  w: WaterSite,
  rOM: number,
): [number, number, number] {
  const at = (i: number, k: number): number => positions[3 * i + k] ?? 0;
  const unit = (h: number): number[] => {
    const v = [0, 1, 2].map((k) => at(h, k) - at(w.o, k));
    const n = Math.hypot(v[0] ?? 0, v[1] ?? 0, v[2] ?? 0);
    if (n === 0) throw new TopoForgeError('invalid-molecule', `atom ${h + 1} sits on its oxygen ${w.o + 1}.`);
    return v.map((x) => x / n);
  };
  const u1 = unit(w.h1);
  const u2 = unit(w.h2);
  const b = [0, 1, 2].map((k) => (u1[k] ?? 0) + (u2[k] ?? 0));
  const n = Math.hypot(b[0] ?? 0, b[1] ?? 0, b[2] ?? 0);
  if (n < 1e-8) {
    throw new TopoForgeError(
      'invalid-molecule',
      `water at atom ${w.o + 1} is linear: no bisector for its M site.`,
    );
  }
  return [0, 1, 2].map((k) => at(w.o, k) + (rOM * (b[k] ?? 0)) / n) as [number, number, number];
}

function virtualSite(mol: Molecule, w: WaterSite, model: WaterModel): AtomInput {
  const [x, y, z] = virtualSitePosition(mol.positions, w, model.rOM);
  return {
    element: LONE_PAIR,
    x,
    y,
    z,
    name: 'MW',
    ...(mol.residues.length > 0 ? { residue: mol.residues[mol.residueOf[w.o] ?? 0] } : {}),
    ...(mol.partialCharges ? { partialCharge: model.chargeM } : {}),
    ...(mol.atomTypes ? { atomType: 'Lp' } : {}),
  };
}
