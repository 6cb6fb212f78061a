import type { Cell } from '../../core/cell.js';
import { toCartesian, toFractional } from '../../core/cell.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { BondInput, Molecule } from '../../core/molecule.js';
import type { Vec3 } from '../../core/vec3.js';
import { bondsFrom, MoleculeBuilder, withBonds } from '../../core/molecule.js';
import type { ReadOptions, ReadResult } from '../format.js';
import type { TextContext } from '../text.js';
import { fail } from '../text.js';
import type { CifBlock } from './cif-blocks.js';
import { blocksOf } from './cif-blocks.js';
import { readCell } from './cif-cell.js';
import { hasGeomBonds, readGeomBonds } from './cif-bonds.js';
import { resolveDisorder } from './cif-disorder.js';
import { formulaDiagnostics } from './cif-formula.js';
import { tokenizeCif } from './cif-lexer.js';
import { hasSites, readSites } from './cif-sites.js';
import type { OriginPick } from './cif-space-group.js';
import { compositionCheck, pickOrigin, spaceGroupOperators } from './cif-space-group.js';
import { readOperators, spaceGroupName } from './cif-symmetry.js';
import { scalar } from './cif-values.js';
import type { CifSite } from './expand-sites.js';
import { DUPLICATE_TOLERANCE, expandSites } from './expand-sites.js';
import { mergeSplitImages } from './split-images.js';
import { isIdentity } from './symmetry-operator.js';

/**
 * Crystallographic Information File (CIF 1.1): one Molecule per data block with atom sites. Sites are
 * expanded to the full cell with the file's symmetry operators (wrapped into [0, 1), duplicates within
 * DUPLICATE_TOLERANCE Å removed); with no operators, or only x,y,z, sites are kept exactly as written.
 * Mixed and partially occupied sites are reported (cif-disorder.ts), the sites are checked against
 * _chemical_formula_sum (cif-formula.ts: missing hydrogens, unlisted elements), and a P 1 block's
 * _geom_bond loop gives the bonds with their periodic images (cif-bonds.ts).
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
  const listed = readOperators(block, ctx);
  const group = listed.length === 0 ? spaceGroupOperators(block, cell) : undefined;
  if (group) diagnostics.push(...group.diagnostics);
  const ops = listed.length > 0 ? listed : (group?.candidates[0]?.operators ?? []);
  const symmetric = ops.some((op) => !isIdentity(op));
  // With a cell every site is handled in fractional coordinates; without one, sites are Cartesian.
  let full =
    cell && cartesian ? sites.map((s) => ({ ...s, fractional: toFractional(cell, s.fractional) })) : sites;
  if (symmetric && cell) {
    const pick = group ? pickOrigin(group.candidates, full, cell) : undefined;
    const used = pick?.candidate.operators ?? ops;
    const split = mergeSplitImages(pick?.sites ?? expandSites(full, ops, cell), cell, block.name, block.line);
    full = split.sites;
    if (pick) diagnostics.push(generatedDiagnostic(block, pick), ...compositionCheck(block, pick, full));
    diagnostics.push(...split.diagnostics);
    diagnostics.push({
      severity: 'info',
      code: 'cif-symmetry-expanded',
      message: `data_${block.name}: ${sites.length} sites × ${used.length} operators gave ${full.length} atoms (duplicates within ${DUPLICATE_TOLERANCE} Å removed).`,
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
  const resolved = resolveDisorder(full, cell, block.name, block.line);
  diagnostics.push(...resolved.diagnostics, ...formulaDiagnostics(block, resolved.sites, cell));
  const placed = resolved.sites.map((s) => ({
    site: s,
    position: cell ? toCartesian(cell, s.fractional) : s.fractional,
  }));
  return build(block, placed, cell, blockBonds(block, symmetric, resolved.sites, diagnostics));
}

/** Says that the operators were generated from the space group, and how an unstated origin was chosen. */
function generatedDiagnostic(block: CifBlock, pick: OriginPick): Diagnostic {
  const { candidate } = pick;
  const message =
    `data_${block.name} lists no symmetry operators; the ${candidate.operators.length} operators of ${candidate.source} ` +
    `were generated from the Hall symbol (International Tables Vol. A; Hall, Acta Cryst. A37 (1981) 517)` +
    (pick.reason === undefined ? '.' : `; ${pick.reason}.`);
  return pick.guessed
    ? warning(
        'cif-origin-choice-assumed',
        `${message} Both origins fit: write ':1' or ':2' after the symbol to choose.`,
        {
          line: block.line,
        },
      )
    : { severity: 'info', code: 'cif-operators-generated', message, line: block.line };
}

/** Bonds of the `_geom_bond` loop, read from a P 1 block only (sites are then atoms one to one). */
function blockBonds(
  block: CifBlock,
  symmetric: boolean,
  sites: readonly CifSite[],
  diagnostics: Diagnostic[],
): BondInput[] {
  if (!hasGeomBonds(block)) return [];
  if (!symmetric)
    return readGeomBonds(
      block,
      sites.map((s) => s.label),
      diagnostics,
    );
  diagnostics.push({
    severity: 'info',
    code: 'cif-bonds-not-read',
    message: `data_${block.name}: the _geom_bond loop refers to the sites before symmetry expansion and was not read; bonds are found from distances. (Bonds are read from P 1 blocks, as this program writes them.)`,
    line: block.line,
  });
  return [];
}

/** `position` is Cartesian (Å). */
function build(
  block: CifBlock,
  atoms: readonly { site: CifSite; position: Vec3 }[],
  cell: Cell | undefined,
  bonds: readonly BondInput[],
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
  const mol = builder.build();
  // Through bondsFrom rather than addBond: a periodic bond may join an atom to its own image.
  return bonds.length > 0 ? withBonds(mol, bondsFrom(bonds)) : mol;
}
