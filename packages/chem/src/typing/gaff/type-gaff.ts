import { BondOrder } from '../../core/bond-order.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { ChemError } from '../../core/errors.js';
import { symbolOf } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';
import { withBonds, withFormalCharges } from '../../core/molecule.js';
import { kekulize } from '../../perception/kekulize.js';
import { perceive } from '../../perception/perceive.js';
import { aromaticClasses } from './aromatic-classes.js';
import { atomFacts } from './atom-facts.js';
import type { AtomFacts } from './atom-facts.js';
import { bondClasses, kekuleCodes } from './bond-classes.js';
import { alternateBiarylHeads, alternatePairs } from './conjugation.js';
import { conjugationWarnings } from './conjugation-check.js';
import { missingHydrogenWarning } from './hydrogen-check.js';
import { typingGraph } from './graph.js';
import { firstRule } from './match-rule.js';
import { typingRings } from './rings.js';
import { GAFF_RULES } from './rules.js';

export interface GaffTyping {
  /** GAFF 1.x atom type per atom (gaff.dat names: c3, ca, hc, …). */
  readonly types: string[];
  readonly diagnostics: Diagnostic[];
  /** The Kekulé molecule that was typed (after perception when the input had no bond orders). */
  readonly molecule: Molecule;
}

/**
 * GAFF atom types as antechamber assigns them (Wang, Wolf, Caldwell, Kollman & Case, J. Comput.
 * Chem. 2004, 25, 1157; Wang, Wang, Kollman & Case, J. Mol. Graph. Model. 2006, 25, 247):
 * rings and their aromaticity classes (rings.ts, aromatic-classes.ts), antechamber's bond classes
 * (bond-classes.ts), the first matching rule per element (rules-*.ts), then the pass that splits
 * the paired conjugation types (conjugation.ts). Molecules without bond orders are perceived first;
 * aromatic bond orders are kekulized. Throws ChemError naming the atom when an atom has no GAFF type
 * (an element GAFF lacks, or a valence no rule covers); with `partial`, such an atom gets the type ''
 * and an error diagnostic naming it instead (the atom-type call keeps the other force fields' options).
 */
export function typeGaff(mol: Molecule, options: { readonly partial?: boolean } = {}): GaffTyping {
  const diagnostics: Diagnostic[] = [];
  const molecule = kekuleInput(mol, diagnostics);
  for (const item of missingHydrogenWarning(molecule)) diagnostics.push(item);
  const graph = typingGraph(molecule);
  const rings = typingRings(graph);
  const codes = bondClasses(graph, rings, kekuleCodes(molecule));
  const facts = atomFacts(graph, rings, aromaticClasses(graph, rings, codes), codes);
  const typeOf = options.partial === true ? partialType(diagnostics) : atomType;
  const types = Array.from({ length: molecule.atomCount }, (_, i) => typeOf(facts, i));
  alternatePairs(graph, codes, types);
  alternateBiarylHeads(graph, codes, types);
  for (const item of conjugationWarnings(graph, codes, types)) diagnostics.push(item);
  return { types, diagnostics, molecule };
}

function kekuleInput(mol: Molecule, diagnostics: Diagnostic[]): Molecule {
  const orders = mol.bonds.order;
  let current = mol;
  if (mol.atomCount > 1 && (mol.bonds.count === 0 || orders.some((o) => o === BondOrder.Unknown))) {
    const perceived = perceive(mol);
    for (const item of perceived.diagnostics) diagnostics.push(item);
    current = perceived.molecule;
  }
  const kekule = kekulize(current);
  if (kekule !== undefined) return kekule;
  // Aromatic bonds that admit no Kekulé structure as charged (a mol2 carboxylate written `ar` with no
  // charges, say): perceive the orders and charges of the whole molecule from its connectivity.
  diagnostics.push({
    severity: 'warning',
    code: 'gaff-reperceived',
    message:
      'The aromatic bonds admit no Kekulé structure with the given charges; bond orders and charges were perceived again.',
  });
  const blank = withFormalCharges(
    withBonds(current, { ...current.bonds, order: new Uint8Array(current.bonds.count) }),
    new Int8Array(current.atomCount),
  );
  const perceived = perceive(blank);
  for (const item of perceived.diagnostics) diagnostics.push(item);
  const again = kekulize(perceived.molecule);
  if (again === undefined) {
    throw new ChemError('perception', 'No Kekulé structure fits the aromatic bonds; GAFF typing needs one.');
  }
  return again;
}

function atomType(f: AtomFacts, i: number): string {
  const z = f.graph.elements[i]!;
  const rules = GAFF_RULES.get(z);
  const where = `Atom ${i + 1} (${symbolOf(z)})`;
  if (rules === undefined) {
    throw new ChemError('unknown-element', `${where}: GAFF has no atom types for ${symbolOf(z)}.`, [i]);
  }
  const rule = firstRule(f, i, rules);
  if (rule === undefined) {
    const n = f.graph.neighbours[i]!.length;
    throw new ChemError('invalid-molecule', `${where} with ${n} bonded atoms matches no GAFF atom type.`, [
      i,
    ]);
  }
  return rule.type;
}

/** atomType, with an atom no rule types recorded as an error diagnostic and typed ''. */
const partialType =
  (diagnostics: Diagnostic[]) =>
  (f: AtomFacts, i: number): string => {
    try {
      return atomType(f, i);
    } catch (e) {
      if (!(e instanceof ChemError)) throw e;
      diagnostics.push({ severity: 'error', code: e.code, message: e.message, atoms: e.atoms });
      return '';
    }
  };
