import { BondOrder } from '../core/bond-order.js';
import type { Diagnostic } from '../core/diagnostics.js';
import type { Molecule } from '../core/molecule.js';
import { adjacency, withBonds, withFormalCharges } from '../core/molecule.js';
import { bondRatio } from './atom-geometry.js';
import { perceptionDiagnostics } from './bond-order-diagnostics.js';
import { withoutMetalBonds } from './metal-ligand.js';
import { connectedComponents } from './components.js';
import type { Resolution } from './formal-charges.js';
import type { ComponentSolution, MoleculeGeometry } from './solve-component.js';
import { solveComponent } from './solve-component.js';
import { chooseCandidates } from './total-charge.js';

/**
 * Bond orders and formal charges from connectivity and coordinates, for files that carry neither
 * (xyz, pdb without CONECT orders, cif). Input: bonds of unknown order, hydrogens as given. Output:
 * integer Kekulé orders (1/2/3) and formal charges.
 *
 * Method, per connected component:
 * 1. Valence state of every atom (atom-plan.ts, valence-model.ts): the neutral octet state its
 *    degree implies (C 4, N 3, O 2, halogens 1), N⁺/O⁺/B⁻ when over-connected, and for P, S and
 *    heavier halogens the valence (3/5, 2/4/6, 1…7) whose lone-pair count matches the VSEPR shape
 *    (angles, planarity), or in a 2D drawing the one that double-bonds each terminal O/S/N. The
 *    remainder, valence − degree, is the number of π bonds the atom must make. Charges the file
 *    gave are kept and fix their atom's valence. Components without any hydrogen whose shapes need
 *    some (implicit-hydrogens.ts: a PDB or CIF without H) get their π counts from geometry instead:
 *    sp3/sp2/sp from angles and planarity, bond length for terminal atoms, the rest of the valence
 *    being implicit hydrogens; where geometry cannot tell (pyridine- or pyrrole-type N), the π
 *    bond is optional.
 * 2. π placement is a maximum matching in general graphs (Edmonds' blossom algorithm, matching.ts)
 *    on one vertex per required π bond (pi-copies.ts), seeded greedily with the shortest bonds
 *    first, on bonds short enough to be multiple before any other (solve-component.ts). A perfect
 *    matching is a Kekulé structure; the blossom step finds one whenever it exists, also through
 *    odd rings, fused aromatics and long conjugated chains.
 * 3. Charges (formal-charges.ts): the maximum matching leaves the fewest π bonds unplaced, so the
 *    fewest charged atoms. Each is settled as the best state reachable along alternating paths:
 *    O⁻ before S⁻ before N⁻, onium N⁺/S⁺/P⁺/O⁺ paired with it (nitro N⁺(=O)O⁻, N-oxides, azide
 *    N=N⁺=N⁻, isocyanide, zwitterions when the hydrogens call for them: R–NH₃⁺ with R–COO⁻),
 *    charges on carbon last, radicals only when no closed-shell state exists. Among equivalent
 *    choices the one whose bond orders fit the bond lengths best wins (which O of a carboxylate
 *    is O⁻).
 * 4. A requested total charge is met by pricing charge (a Lagrangian sweep) and choosing one
 *    structure per component whose nets add up to it (total-charge.ts); without one, the
 *    closed-shell structure with the fewest and best-placed charges is taken.
 * Choices made: DMSO and sulfones keep neutral hypervalent S=O (no S⁺–O⁻), as MDL and SMILES files
 * and the Debian chemical-structures library write them; phosphates P=O. Bonds to metals are taken
 * as dative: the ligands are perceived without them (a carboxylate linker as R–COO⁻) and the metal
 * bonds stay single. Metals and other elements outside the organic set keep their given charges,
 * with a diagnostic naming the atoms. Limits: without hydrogens, protonation states and tautomers are
 * what the bond lengths suggest (R–NH₂ rather than R–NH₃⁺); an odd-electron ring such as C₇H₇
 * needs the total charge to be a cation rather than the carbanion preferred by default.
 *
 * Prior art (ideas, not code): Y. Kim & W. Y. Kim, "Universal structure conversion method for
 * organic molecules: from atomic connectivity to three-dimensional geometry", Bull. Korean Chem.
 * Soc. 2015, 36, 1769 (xyz2mol: valence enumeration + bond-order search; used by RDKit
 * rdDetermineBonds); Open Babel's OBMol::PerceiveBondOrders after J. C. Baber & E. E. Hodgkin,
 * J. Chem. Inf. Comput. Sci. 1992, 32, 401 (hybridisation from geometry); P. Labute, J. Chem. Inf.
 * Model. 2005, 45, 215 (bond orders from 3D coordinates); J. Edmonds, Can. J. Math. 1965, 17, 449.
 */
export interface AssignBondOrdersOptions {
  readonly totalCharge?: number;
}

export interface PerceptionResult {
  readonly molecule: Molecule;
  readonly diagnostics: Diagnostic[];
}

export function assignBondOrders(mol: Molecule, options: AssignBondOrdersOptions = {}): PerceptionResult {
  // Bonds to metals are read as dative: the organic ligands (a MOF's carboxylate linkers, a
  // cyclopentadienyl) are perceived on their own, with the charges they carry as free ligands,
  // and the metal bonds stay single. Otherwise one metal would leave a whole framework unperceived.
  const { ligands, kept } = withoutMetalBonds(mol);
  if (ligands === mol) return assignOrganic(mol, options);
  const inner = assignOrganic(ligands, options);
  const order = new Uint8Array(mol.bonds.count).fill(BondOrder.Single);
  kept.forEach((k, n) => {
    order[k] = inner.molecule.bonds.order[n]!;
  });
  return {
    molecule: withFormalCharges(withBonds(mol, { ...mol.bonds, order }), inner.molecule.formalCharges),
    diagnostics: inner.diagnostics,
  };
}

function assignOrganic(mol: Molecule, options: AssignBondOrdersOptions): PerceptionResult {
  const adj = adjacency(mol);
  const degree = new Uint32Array(mol.atomCount);
  for (let i = 0; i < mol.atomCount; i++) degree[i] = adj.start[i + 1]! - adj.start[i]!;
  const ratio = Float64Array.from({ length: mol.bonds.count }, (_, k) => bondRatio(mol, k));
  const geo: MoleculeGeometry = { mol, adj, ratio, degree, flat: isDrawing(mol) };
  const sweep = options.totalCharge !== undefined;
  const solutions = connectedComponents(mol.atomCount, adj).map((atoms) => solveComponent(geo, atoms, sweep));
  const diagnostics: Diagnostic[] = [];
  const picks = pickCandidates(mol, solutions, options.totalCharge, diagnostics);
  const order = new Uint8Array(mol.bonds.count).fill(BondOrder.Single);
  const charges = Int8Array.from(mol.formalCharges);
  const chosen = solutions.map((s, k) => s.candidates[picks[k]!]);
  solutions.forEach((s, k) => {
    const r = chosen[k];
    if (r) writeComponent(geo, s, r, order, charges);
  });
  for (const item of perceptionDiagnostics(mol, solutions, chosen)) diagnostics.push(item);
  const molecule = withFormalCharges(withBonds(mol, { ...mol.bonds, order }), charges);
  return { molecule, diagnostics };
}

function pickCandidates(
  mol: Molecule,
  solutions: readonly ComponentSolution[],
  total: number | undefined,
  diagnostics: Diagnostic[],
): readonly number[] {
  if (total === undefined) return solutions.map(() => 0);
  const given = (s: ComponentSolution): number => s.atoms.reduce((q, i) => q + mol.formalCharges[i]!, 0);
  // With unperceived atoms (a metal ion) in the structure their charge is unknown, so the total
  // cannot justify making a perceived component open-shell: keep its closed-shell structures.
  const blind = solutions.some((s) => s.unsupported.length > 0);
  const lists = solutions.map((s) => {
    if (s.candidates.length === 0) return [{ net: given(s), penalty: 0 }];
    const closed = s.candidates.filter((c) => c.radicals.length === 0);
    return blind && closed.length > 0 ? closed : s.candidates;
  });
  const choice = chooseCandidates(lists, total);
  if (choice.total !== total) {
    const why = blind ? ' (atoms outside the organic set were not given charges)' : '';
    diagnostics.push({
      severity: 'warning',
      code: 'perception-total-charge',
      message: `No structure found has total charge ${total}${why}; the one chosen has ${choice.total}.`,
    });
  }
  return choice.picks.map((p, k) => {
    const s = solutions[k]!;
    const list = lists[k]!;
    return s.candidates.length === 0 ? 0 : s.candidates.indexOf(list[p] as Resolution);
  });
}

/** π bonds from matched copy pairs, each on the shortest bond joining the two atoms with room left. */
function writeComponent(
  geo: MoleculeGeometry,
  s: ComponentSolution,
  r: Resolution,
  order: Uint8Array,
  charges: Int8Array,
): void {
  const { adj, ratio } = geo;
  for (const i of s.atoms) charges[i] = r.charges.get(i) ?? 0;
  const g = s.graph;
  if (!g) return;
  r.mate.forEach((v, u) => {
    if (v < u) return;
    const a = g.atomOf[u]!;
    const b = g.atomOf[v]!;
    let best = -1;
    for (let e = adj.start[a]!; e < adj.start[a + 1]!; e++) {
      const k = adj.bondOf[e]!;
      if (adj.neighbours[e] !== b || order[k]! >= BondOrder.Triple) continue;
      if (best < 0 || ratio[k]! < ratio[best]!) best = k;
    }
    if (best >= 0) order[best]!++;
  });
}

/** A 2D drawing (CML x2/y2, a 2D molfile): more than three atoms, every z the same. */
function isDrawing(mol: Molecule): boolean {
  const p = mol.positions;
  if (mol.atomCount <= 3) return false;
  for (let i = 1; i < mol.atomCount; i++) if (Math.abs(p[3 * i + 2]! - p[2]!) > 1e-4) return false;
  return true;
}
