import { BondOrder } from '../../core/bond-order.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { ChemError } from '../../core/errors.js';
import { symbolOf } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';
import { withBonds, withFormalCharges } from '../../core/molecule.js';
import { kekulize } from '../../perception/kekulize.js';
import { perceive } from '../../perception/perceive.js';
import type { MatchFacts } from './match.js';
import { matchesAt, matchFacts } from './match.js';
import type { Pattern } from './pattern.js';
import { parsePattern } from './pattern.js';
import type { OplsRule } from './rule-types.js';
import { OPLS_PASSES, OPLS_RULES } from './rules.js';

export interface OplsTyping {
  /** oplsaa.ff type per atom (opls_135 …), the names of gromacs-data's ffnonbonded.itp. */
  readonly types: string[];
  /** The rule that gave each atom its type (its description and source). */
  readonly rules: OplsRule[];
  readonly diagnostics: Diagnostic[];
  /** The Kekulé molecule that was typed (after perception when the input had no bond orders). */
  readonly molecule: Molecule;
}

const compiled = new Map<string, Pattern>();
const patternOf = (source: string): Pattern => {
  let p = compiled.get(source);
  if (p === undefined) {
    p = parsePattern(source);
    compiled.set(source, p);
  }
  return p;
};

/**
 * OPLS-AA atom types (Jorgensen, Maxwell & Tirado-Rives, J. Am. Chem. Soc. 1996, 118, 11225, and
 * the later sets oplsaa.ff collects) from our rule tables (rules-*.ts): per element an ordered list
 * of SMARTS-like patterns, first match wins. Carbons are typed first, then N, S, P, then O and
 * halogens, then hydrogens, so that a rule may ask for a neighbour's type. Molecules without bond
 * orders are perceived first; aromatic bonds are kekulized and aromaticity perceived again.
 * Throws ChemError naming the atom (1-based) when no rule types it or a rule marks its group as
 * one oplsaa.ff has no types for; rules that borrow a type add a warning. With `partial`, such atoms
 * (and atoms of an element without rules) get the type '' and an error diagnostic naming them instead,
 * and their rule is undefined: the atom-type call keeps the other force fields' options for them.
 */
export function typeOpls(mol: Molecule, options: { readonly partial?: boolean } = {}): OplsTyping {
  const diagnostics: Diagnostic[] = [];
  const molecule = kekuleInput(mol, diagnostics);
  // An element without rules is named first, not the neighbours whose rules it breaks.
  const foreign = molecule.elements.findIndex((z) => !OPLS_RULES.has(z));
  if (foreign >= 0 && options.partial !== true) throw unknownElement(molecule, foreign);
  const facts = matchFacts(molecule);
  const rules = new Array<OplsRule | undefined>(molecule.atomCount).fill(undefined);
  const untyped = (error: ChemError): undefined => {
    diagnostics.push({ severity: 'error', code: error.code, message: error.message, atoms: error.atoms });
    return undefined;
  };
  molecule.elements.forEach((z, i) => {
    if (!OPLS_RULES.has(z)) untyped(unknownElement(molecule, i));
  });
  for (const pass of OPLS_PASSES) {
    const chosen: [number, OplsRule | undefined][] = [];
    for (let i = 0; i < molecule.atomCount; i++) {
      if (!pass.includes(molecule.elements[i]!)) continue;
      chosen.push([i, options.partial === true ? tryRule(facts, i, untyped) : ruleFor(facts, i)]);
    }
    for (const [i, r] of chosen) {
      facts.types[i] = r?.type ?? undefined;
      rules[i] = r;
    }
  }
  const typed = rules as OplsRule[];
  for (const item of approximationWarnings(typed)) diagnostics.push(item);
  return { types: facts.types.map((t) => t ?? ''), rules: typed, diagnostics, molecule };
}

function tryRule(f: MatchFacts, i: number, untyped: (e: ChemError) => undefined): OplsRule | undefined {
  try {
    return ruleFor(f, i);
  } catch (e) {
    if (e instanceof ChemError) return untyped(e);
    throw e;
  }
}

function ruleFor(f: MatchFacts, i: number): OplsRule {
  const z = f.mol.elements[i]!;
  const where = `Atom ${i + 1} (${symbolOf(z)})`;
  const found = OPLS_RULES.get(z)!.find((r) => matchesAt(f, patternOf(r.pattern), i));
  if (found === undefined) {
    const n = f.graph.neighbours[i]!.length;
    throw new ChemError(
      'invalid-molecule',
      `${where} with ${n} bonded atoms matches no OPLS-AA typing rule.`,
      [i],
    );
  }
  if (found.type === null) {
    throw new ChemError(
      'invalid-molecule',
      `${where}: no OPLS-AA type for this group (${found.description}).`,
      [i],
    );
  }
  return found;
}

const unknownElement = (mol: Molecule, i: number): ChemError => {
  const s = symbolOf(mol.elements[i]!);
  return new ChemError('unknown-element', `Atom ${i + 1} (${s}): our OPLS-AA rules have no types for ${s}.`, [
    i,
  ]);
};

function approximationWarnings(rules: readonly OplsRule[]): Diagnostic[] {
  const byReason = new Map<string, number[]>();
  rules.forEach((r: OplsRule | undefined, i) => {
    if (r?.approximate !== undefined)
      byReason.set(r.approximate, [...(byReason.get(r.approximate) ?? []), i]);
  });
  return [...byReason].map(([why, atoms]) => ({
    severity: 'warning' as const,
    code: 'opls-approximate-type',
    message: `Atoms ${atoms.map((i) => i + 1).join(', ')}: ${why}.`,
    atoms,
  }));
}

function kekuleInput(mol: Molecule, diagnostics: Diagnostic[]): Molecule {
  const orders = mol.bonds.order;
  const unknown = mol.bonds.count === 0 || orders.some((o) => o === BondOrder.Unknown);
  const current = mol.atomCount > 1 && unknown ? perceived(mol, diagnostics) : mol;
  const kekule = kekulize(current);
  if (kekule !== undefined) return kekule;
  // Aromatic bonds with no Kekulé structure for the charges given (a mol2 carboxylate written `ar`):
  // the file's orders and charges are dropped and perceived from the connectivity instead.
  diagnostics.push({
    severity: 'warning',
    code: 'opls-reperceived',
    message:
      'The aromatic bonds admit no Kekulé structure with the given charges; bond orders and charges were perceived again.',
  });
  const blank = withFormalCharges(
    withBonds(current, { ...current.bonds, order: new Uint8Array(current.bonds.count) }),
    new Int8Array(current.atomCount),
  );
  const again = kekulize(perceived(blank, diagnostics));
  if (again === undefined) {
    throw new ChemError(
      'perception',
      'No Kekulé structure fits the aromatic bonds; OPLS-AA typing needs one.',
    );
  }
  return again;
}

function perceived(mol: Molecule, diagnostics: Diagnostic[]): Molecule {
  const result = perceive(mol);
  for (const item of result.diagnostics) diagnostics.push(item);
  return result.molecule;
}
