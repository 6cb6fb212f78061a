import type { Diagnostic } from '../core/diagnostics.js';
import { ChemError } from '../core/errors.js';
import type { Molecule } from '../core/molecule.js';
import { withBonds } from '../core/molecule.js';
import type { BondsFromDistancesOptions } from './bonds-from-distances.js';
import { bondsFromDistances } from './bonds-from-distances.js';
import { applyBondRules } from './metal-ligand.js';
import type { MetalNode } from './metal-nodes.js';
import { findMetalNodes } from './metal-nodes.js';
import type { FrameworkSplit } from './periodic-components.js';
import { splitFramework } from './periodic-components.js';

export interface PeriodicPerception {
  /** The structure with its bonds (image flags on every bond). */
  readonly molecule: Molecule;
  readonly nodes: readonly MetalNode[];
  readonly split: FrameworkSplit;
  readonly diagnostics: Diagnostic[];
}

/**
 * The periodic steps of perception for a crystal, mineral or framework: bonds across the cell
 * boundaries with image flags (the file's bonds when it gives them, e.g. a CIF _geom_bond loop;
 * otherwise the cell-list search of bondsFromDistances followed by the per-pair metal rules of
 * metal-ligand.ts), the metal nodes (paddlewheels, M4O, M6O8) and the split into framework and
 * guest molecules. Bond orders are left to `perceive`.
 */
export function perceivePeriodic(mol: Molecule, options: BondsFromDistancesOptions = {}): PeriodicPerception {
  if (!mol.cell)
    throw new ChemError('invalid-cell', 'Periodic perception needs a cell; this structure has none.');
  const diagnostics: Diagnostic[] = [];
  let molecule = mol;
  if (mol.bonds.count === 0) {
    const found = bondsFromDistances(mol, options);
    const ruled = applyBondRules(mol, found.bonds);
    diagnostics.push(...found.diagnostics, ...ruled.diagnostics);
    molecule = withBonds(mol, ruled.bonds);
  }
  const nodes = findMetalNodes(molecule);
  const split = splitFramework(molecule);
  diagnostics.push(...nodes.diagnostics, ...split.diagnostics);
  return { molecule, nodes: nodes.nodes, split, diagnostics };
}
