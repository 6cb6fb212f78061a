import type { Cell } from '../../core/cell.js';
import { toCartesian, toFractional } from '../../core/cell.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { Molecule } from '../../core/molecule.js';
import type { Vec3 } from '../../core/vec3.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import type { ReadOptions, ReadResult } from '../format.js';
import type { TextContext } from '../text.js';
import { fail } from '../text.js';
import type { CifBlock } from './cif-blocks.js';
import { blocksOf } from './cif-blocks.js';
import { readCell } from './cif-cell.js';
import { tokenizeCif } from './cif-lexer.js';
import { hasSites, readSites } from './cif-sites.js';
import { missingOperatorWarning, readOperators, spaceGroupName } from './cif-symmetry.js';
import { scalar } from './cif-values.js';
import type { CifSite } from './expand-sites.js';
import { DUPLICATE_TOLERANCE, expandSites } from './expand-sites.js';
import { isIdentity } from './symmetry-operator.js';

/**
 * Crystallographic Information File (CIF 1.1): one Molecule per data block with atom sites. Sites are
 * expanded to the full cell with the file's symmetry operators (wrapped into [0, 1), duplicates within
 * DUPLICATE_TOLERANCE Å removed); with no operators, or only x,y,z, sites are kept exactly as written.
 */
export function readCif(text: string, options: ReadOptions = {}): ReadResult {
  const ctx: TextContext = { format: 'cif', fileName: options.fileName };
  const diagnostics: Diagnostic[] = [];
  const blocks = blocksOf(tokenizeCif(text, ctx), ctx, diagnostics);
  if (blocks.length === 0) fail(ctx, 1, 'no data_ block was found; is this a CIF file?');
  const withSites = blocks.filter(hasSites);
  if (withSites.length === 0)
    fail(ctx, blocks[0]?.line, 'no data block lists atom sites (_atom_site_fract_x or _atom_site_Cartn_x).');
  const molecules = withSites.map((b) => blockMolecule(b, ctx, diagnostics));
  return { molecules, diagnostics };
}

function blockMolecule(block: CifBlock, ctx: TextContext, diagnostics: Diagnostic[]): Molecule {
  const cell = readCell(block, ctx, diagnostics);
  const { sites, cartesian } = readSites(block, ctx, diagnostics);
  if (!cell && !cartesian)
    fail(ctx, block.line, `data_${block.name} gives fractional coordinates but no cell.`);
  const ops = readOperators(block, ctx);
  const symmetric = ops.some((op) => !isIdentity(op));
  if (ops.length === 0) {
    const w = missingOperatorWarning(block);
    if (w) diagnostics.push(w);
  }
  let placed = sites.map((s) => ({
    site: s,
    position: cartesian ? s.fractional : toCartesian(cell as Cell, s.fractional),
  }));
  if (symmetric && cell) {
    const fractional = cartesian
      ? sites.map((s) => ({ ...s, fractional: toFractional(cell, s.fractional) }))
      : sites;
    const full = expandSites(fractional, ops, cell);
    placed = full.map((s) => ({ site: s, position: toCartesian(cell, s.fractional) }));
    diagnostics.push({
      severity: 'info',
      code: 'cif-symmetry-expanded',
      message: `data_${block.name}: ${sites.length} sites × ${ops.length} operators gave ${full.length} atoms (duplicates within ${DUPLICATE_TOLERANCE} Å removed).`,
      line: block.line,
    });
  } else if (symmetric) {
    diagnostics.push(
      warning(
        'cif-operators-without-cell',
        `data_${block.name} has symmetry operators but no cell; they were not applied.`,
        { line: block.line },
      ),
    );
  }
  return build(block, placed, cell);
}

/** `position` is Cartesian (Å). */
function build(
  block: CifBlock,
  atoms: readonly { site: CifSite; position: Vec3 }[],
  cell: Cell | undefined,
): Molecule {
  const builder = new MoleculeBuilder(block.name).setCell(cell);
  for (const {
    site: s,
    position: [x, y, z],
  } of atoms) {
    builder.addAtom({
      element: s.element,
      x,
      y,
      z,
      name: s.label,
      ...(s.occupancy !== undefined ? { occupancy: s.occupancy } : {}),
      ...(s.charge !== undefined ? { partialCharge: s.charge } : {}),
    });
  }
  const group = spaceGroupName(block);
  if (group !== undefined) builder.setProperty('cif.spaceGroup', group);
  const formula = scalar(block, '_chemical_formula_sum');
  if (formula !== undefined) builder.setProperty('cif.formula', formula.text);
  return builder.build();
}
