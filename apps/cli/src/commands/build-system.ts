import type {
  BackupTerms,
  Diagnostic,
  GromacsForceField,
  Molecule,
  System,
  WaterSite,
} from '@topoforge/chem';
import {
  addWaterVirtualSites,
  BondOrder,
  isTopoForgeError,
  oplsBackupTerms,
  parameterizeModelWithWater,
  parameterizeWithWater,
  perceive,
  selectAtoms,
  TopoForgeError,
  typeOpls,
  typeWater,
} from '@topoforge/chem';
import { UsageError } from '../errors.js';
import { readForceFieldData } from '../force-field-data.js';
import type { BuildOptions } from './build-options.js';

export interface BuildInput {
  /** The structure with bonds (perceived when the file had none) and the water model's M sites. */
  readonly molecule: Molecule;
  /** Atoms of the water model's waters (empty without --water). */
  readonly waters: readonly WaterSite[];
  /** Non-water atoms, in input order. */
  readonly solute: readonly number[];
  readonly diagnostics: Diagnostic[];
}

/**
 * The structure ready for typing: bonds perceived when the file had none or left orders unknown (the
 * water search and the parameters need the bond graph),
 * then, for a 4-site water model, each water's M site added (the four-point conversion), then the
 * waters of the model found. Everything else is the solute, typed by the force field.
 */
export function buildInput(original: Molecule, options: BuildOptions): BuildInput {
  const diagnostics: Diagnostic[] = [];
  let mol = original;
  const unknown = mol.bonds.order.some((o) => o === BondOrder.Unknown);
  if (mol.atomCount > 1 && (mol.bonds.count === 0 || unknown)) {
    const perceived = perceive(mol);
    diagnostics.push(...perceived.diagnostics);
    mol = perceived.molecule;
  }
  const model = options.water;
  if (model?.sites === 4) mol = addWaterVirtualSites(mol, model.name);
  const waters = model
    ? typeWater(mol, model).waters.filter((w) => (model.sites === 4) === (w.m !== undefined))
    : [];
  if (model && waters.length === 0) {
    diagnostics.push({
      severity: 'warning',
      code: 'no-water',
      message: `--water ${model.name}: the structure has no water molecule; the option changes nothing.`,
    });
  }
  const inWater = new Set(waters.flatMap((w) => [w.o, w.h1, w.h2, ...(w.m === undefined ? [] : [w.m])]));
  const solute = Array.from({ length: mol.atomCount }, (_, i) => i).filter((i) => !inWater.has(i));
  return { molecule: mol, waters, solute, diagnostics };
}

/**
 * Types (one per atom of `input.molecule`, '' for water) and charges (e) → the System: GAFF through the
 * missing-parameter cascade with OPLS-AA/L behind it when asked, every other force field through its
 * own model; the waters by the water model.
 */
export function parameterizeBuild(
  input: BuildInput,
  soluteTypes: readonly string[],
  charges: Float64Array,
  options: BuildOptions,
): { system: System; diagnostics: Diagnostic[] } {
  const mol = input.molecule;
  const types = new Array<string>(mol.atomCount).fill('');
  input.solute.forEach((atom, k) => {
    types[atom] = soluteTypes[k] ?? '';
  });
  const model = options.forceField;
  const water =
    options.water && input.waters.length > 0 ? { model: options.water, waters: input.waters } : undefined;
  const paths = { gaffDat: options.gaffDat, gromacsTop: options.gromacsTop };
  if (model.unitedAtom && options.hessian) {
    throw new UsageError(
      `--hessian: a Hessian fit is not available for the united-atom force field ${model.name}.`,
    );
  }
  if (model.cliName !== 'gaff') {
    const data = readForceFieldData(model.needs, paths);
    return parameterizeModelWithWater(mol, model, {
      types,
      charges,
      data,
      useCurrentStructure: options.useCurrent,
      water,
    });
  }
  const data = readForceFieldData(options.backup ? ['gaff', 'oplsaa'] : ['gaff'], paths);
  const notes: Diagnostic[] = [];
  const backupTerms = options.backup && data.oplsaa ? oplsBackup(input, data.oplsaa, notes) : undefined;
  if (!data.gaff) throw new TopoForgeError('missing-parameter', 'GAFF parameters were not read.');
  const built = parameterizeWithWater(mol, {
    types,
    charges,
    forceField: data.gaff,
    backupTerms,
    useCurrentStructure: options.useCurrent,
    water,
  });
  return { system: built.system, diagnostics: [...notes, ...built.diagnostics] };
}

/** OPLS-AA/L behind GAFF; when the OPLS typer cannot type the solute, no backup (and a warning why). */
function oplsBackup(
  input: BuildInput,
  oplsaa: GromacsForceField,
  notes: Diagnostic[],
): BackupTerms | undefined {
  const mol = input.molecule;
  const solute = input.solute.length === mol.atomCount ? mol : selectAtoms(mol, input.solute);
  let typed: readonly string[];
  try {
    typed = typeOpls(solute).types;
  } catch (e) {
    if (!isTopoForgeError(e)) throw e;
    notes.push({
      severity: 'warning',
      code: 'no-backup',
      message: `--backup oplsaa not applied: ${e.message}`,
    });
    return undefined;
  }
  const types = new Array<string>(mol.atomCount).fill('');
  input.solute.forEach((atom, k) => {
    types[atom] = typed[k] ?? '';
  });
  return oplsBackupTerms(oplsaa, types);
}
