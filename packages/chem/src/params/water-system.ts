import type { Diagnostic } from '../core/diagnostics.js';
import { ChemError } from '../core/errors.js';
import type { Molecule } from '../core/molecule.js';
import type { NonbondedDefaults, System } from '../core/system.js';
import type { ForceFieldParameters } from '../forcefields/amber-dat/types.js';
import type { WaterSite } from '../forcefields/water/find-waters.js';
import type { WaterModel, WaterSiteType } from '../forcefields/water/models.js';
import type { BackupTerms } from './backup-terms.js';
import { parameterize } from './parameterize.js';
import { replaceBondedParameters } from './rebuild.js';
import {
  rigidWater,
  waterAngle,
  waterAtom,
  waterBond,
  waterVirtualSite,
  withWaterModel,
} from './water-parameters.js';

export interface WaterParameterizeOptions {
  /** Atom type per atom; entries of the model's water atoms are ignored. */
  readonly types: readonly string[];
  /** Partial charge per atom (e); the model's charges replace those of its water atoms. */
  readonly charges: Float64Array;
  /** Parameters of the non-water atoms; may be absent when every atom is model water. */
  readonly forceField?: ForceFieldParameters | undefined;
  readonly backup?: ForceFieldParameters | undefined;
  /** A backup force field with its own atom types (params/backup-terms.ts). */
  readonly backupTerms?: BackupTerms | undefined;
  readonly alternatives?: readonly (readonly string[])[] | undefined;
  readonly useCurrentStructure?: 0 | 1 | 2 | 3 | undefined;
  /** The waters to parameterize with `model` (each with its M site for 4-site models). */
  readonly water?: { readonly model: WaterModel; readonly waters: readonly WaterSite[] } | undefined;
  /** The [ defaults ] of the main force field (AMBER's when absent). */
  readonly defaults?: NonbondedDefaults;
}

/**
 * parameterize() for a structure that may hold water of a water model: the model's waters get OW, HW
 * (and MW) with the model's charges, masses and Lennard-Jones, and their bond and angle the model's
 * geometry (useCurrentStructure does not apply to them: the model is rigid); every other atom is
 * parameterized from `forceField` as usual.
 */
export function parameterizeWithWater(
  mol: Molecule,
  options: WaterParameterizeOptions,
): { system: System; diagnostics: Diagnostic[] } {
  const { water } = options;
  const roles = water ? waterRoles(water.waters, water.model) : new Map<number, WaterSiteType>();
  const types = options.types.map((t, i) => roles.get(i) ?? t);
  const charges = Float64Array.from(options.charges);
  if (water) for (const [i, role] of roles) charges[i] = waterAtom(water.model, role, '').charge;
  const forceField = water ? withWaterModel(options.forceField, water.model) : options.forceField;
  if (!options.forceField) {
    const solute = types.findIndex((_, i) => !roles.has(i));
    if (solute >= 0 || !forceField) {
      throw new ChemError(
        'missing-parameter',
        `atom ${solute + 1} is not water of the selected water model and no force field with parameters was given for it.`,
        [solute],
      );
    }
  }
  const built = parameterize(mol, {
    types,
    charges,
    forceField: forceField as ForceFieldParameters,
    ...(options.backup ? { backup: options.backup } : {}),
    backupTerms: options.backupTerms,
    ...(options.defaults ? { defaults: options.defaults } : {}),
    alternatives: (options.alternatives ?? []).map((a, i) => (roles.has(i) ? [] : a)),
    ...(options.useCurrentStructure === undefined
      ? {}
      : { useCurrentStructure: options.useCurrentStructure }),
  });
  const system = { ...built.system, ...(options.defaults ? { defaults: options.defaults } : {}) };
  const fixed = water ? restoreWaterParameters(system, water.model, water.waters) : system;
  return {
    system: fixed,
    diagnostics: built.diagnostics.filter((d) => !(d.atoms ?? []).some((a) => roles.has(a))),
  };
}

/**
 * Puts the model's own atom, bond and angle parameters on its waters (after parameterize, and again
 * after a Seminario fit, which must not turn a rigid model into a fitted one), and, for a 4-site
 * model, each water's M site as a virtual site built from its O and H (water-parameters.ts), so no
 * writer mistakes the massless M for a free particle; every water of the model becomes a RigidWater
 * (the models are rigid: writers constrain it where their engine can).
 */
export function restoreWaterParameters(
  system: System,
  model: WaterModel,
  waters: readonly WaterSite[],
): System {
  const roles = waterRoles(waters, model);
  if (roles.size === 0) return system;
  const atoms = system.atoms.map((a, i) => {
    const role = roles.get(i);
    return role ? waterAtom(model, role, a.label) : a;
  });
  const inWater = (ids: readonly number[]): boolean => ids.every((i) => roles.has(i));
  const bond = waterBond(model);
  const angle = waterAngle(model);
  const replaced = replaceBondedParameters(system, {
    bond: (ids, p) => (inWater(ids) ? bond : p),
    angle: (ids, p) => (inWater(ids) ? angle : p),
  });
  const sites = waters.flatMap((w) => waterVirtualSite(model, w) ?? []);
  const others = (system.virtualSites ?? []).filter((v) => !roles.has(v.site));
  const virtualSites = [...others, ...sites];
  const rigid = waters.filter((w) => roles.get(w.o) === 'OW').map((w) => rigidWater(model, w));
  const rigidWaters = [...(system.rigidWaters ?? []).filter((r) => !roles.has(r.o)), ...rigid];
  return {
    ...replaced,
    atoms,
    ...(virtualSites.length > 0 ? { virtualSites } : {}),
    ...(rigidWaters.length > 0 ? { rigidWaters } : {}),
  };
}

function waterRoles(waters: readonly WaterSite[], model: WaterModel): Map<number, WaterSiteType> {
  const roles = new Map<number, WaterSiteType>();
  for (const w of waters) {
    roles.set(w.o, 'OW');
    roles.set(w.h1, 'HW');
    roles.set(w.h2, 'HW');
    if (model.sites === 4 && w.m !== undefined) roles.set(w.m, 'MW');
  }
  return roles;
}
