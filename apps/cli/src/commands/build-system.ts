import { basename } from 'node:path';
import type { AtomChoice, BuildRequest, Diagnostic, Molecule, WaterSite } from '@topoforge/chem';
import { addWaterVirtualSites, BondOrder, perceive, typeWater } from '@topoforge/chem';
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
 * chem's build request for the prepared structure: each solute atom with the force field's type, each
 * water atom with the water model's site, the charges, the geometry and Seminario choices. Everything
 * the build decides (model, water, backup, fit) is chem's.
 */
export function buildRequestOf(
  input: BuildInput,
  soluteTypes: readonly string[],
  charges: Float64Array,
  options: BuildOptions,
  hessianText: string | undefined,
): BuildRequest {
  const mol = input.molecule;
  const atomTypes: AtomChoice[][] = Array.from({ length: mol.atomCount }, () => []);
  input.solute.forEach((atom, k) => {
    atomTypes[atom]?.push({ name: options.forceField.name, type: soluteTypes[k] ?? '' });
  });
  const water = options.water;
  if (water) {
    for (const w of input.waters) {
      const sites: [number | undefined, string][] = [
        [w.o, 'OW'],
        [w.h1, 'HW'],
        [w.h2, 'HW'],
        [w.m, 'MW'],
      ];
      for (const [atom, type] of sites)
        if (atom !== undefined) atomTypes[atom]?.push({ name: water.name, type });
    }
  }
  const fit = options.hessian;
  return {
    molecule: mol,
    atomTypes,
    searchMode: 'accurate',
    backup: options.backup,
    waterModel: water?.name,
    charges,
    useCurrentStructure: options.useCurrent,
    seminario:
      fit && hessianText !== undefined
        ? {
            mode: fit.mode,
            text: hessianText,
            fileName: fit.file,
            vibrationalScaling: fit.vibrationalScaling,
            source: basename(fit.file),
          }
        : undefined,
    // The command line has no account: no free-user limit.
    premium: true,
  };
}
