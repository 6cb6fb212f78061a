import { BondOrder, bondValence } from '../core/bond-order.js';
import { symbolOf } from '../core/elements.js';
import type { Molecule } from '../core/molecule.js';
import { readPolymerDrawing } from './drawing.js';
import type { Drawing } from './drawing.js';
import { drawingError } from './drawing-types.js';
import type { DrawnSru } from './drawing-types.js';
import { writeGraphSmiles } from './graph-smiles.js';
import type { SmilesWriteAtom, SmilesWriteBond } from './graph-smiles.js';
import { MAX_DEGREE } from './request.js';
import type { PolymerRequest } from './request.js';
import type { Polytype } from './sequence.js';

/**
 * A polymer drawn in 2D (spec 001 §3 "2D modelling", §7 "POST 2D polymer"), turned into what the
 * homopolymer build takes: the repeat unit as a p-SMILES (two `*`, head first), the end groups outside
 * the bracket as SMILES with one `*`, the degree from the bracket's label and the polytype from its
 * connectivity.
 */
export interface DrawnPolymer {
  readonly psmiles: string;
  /** The head end group (one `*`); absent when the head crossing bond ends in a star atom or a hydrogen. */
  readonly head?: string;
  readonly tail?: string;
  readonly degree: number;
  readonly polytype: Polytype;
}

/** Atoms of a drawing at most (the SRU and its end groups): a drawing is one repeat unit, not a chain. */
export const MAX_DRAWN_ATOMS = 1000;

const POLYTYPE: Readonly<Record<string, Polytype>> = { ht: 'ht', hh: 'hh', eu: 'rd' };

/**
 * Reads the drawing (readPolymerDrawing) and takes it apart: the one SRU bracket's atoms are the repeat
 * unit; of its two crossing bonds the one further left in the drawing (smaller x of the bond's middle;
 * then higher y, then file order) is the head, as a drawing is read left to right; the atoms reached
 * outside the bracket through each crossing bond are that end's group (none when the bond ends in a
 * star atom or a hydrogen). The label must be an integer 1–500 (the homopolymer's degree, 001 §9); the
 * spec gives no default for Marvin's 'n', so 'n' or no label is refused asking for a number. Marvin's
 * `connect` ht / hh / eu gives the polytype ht / hh / rd (default ht). A drawing with no SRU bracket is
 * refused (a structure alone does not say where the unit bonds to the next); so is one with several.
 * Hydrogens are those the drawing implies (MDL valences: drawn hydrogens are kept as counts).
 */
export function drawnPolymer(text: string): DrawnPolymer {
  const drawing = readPolymerDrawing(text);
  const m = drawing.molecule;
  if (m.atomCount > MAX_DRAWN_ATOMS) {
    throw drawingError(
      'too-large',
      `The drawing has ${m.atomCount} atoms; at most ${MAX_DRAWN_ATOMS} (one repeat unit and its end groups).`,
      { atoms: m.atomCount, max: MAX_DRAWN_ATOMS },
    );
  }
  const sru = oneSru(drawing);
  const inside = new Set(sru.atoms.filter((a) => !isHydrogen(drawing, a)));
  const named = (a: number): string => `atom ${drawing.names[a]!} (${symbolOf(m.elements[a]!)})`;
  for (const a of sru.atoms) {
    if (drawing.star[a]) {
      throw drawingError(
        'star-atom',
        `The star atom ${drawing.names[a]!} is inside the bracket of Sgroup ${sru.id}.`,
        {
          sgroup: sru.id,
          atom: drawing.names[a]!,
        },
      );
    }
  }
  const degree = degreeOf(sru);
  const polytype = POLYTYPE[sru.connect ?? 'ht'];
  if (polytype === undefined) {
    throw drawingError(
      'sru-connect',
      `Sgroup ${sru.id}: connectivity '${sru.connect ?? ''}' is not ht, hh or eu.`,
      { sgroup: sru.id, connect: sru.connect ?? '' },
    );
  }
  const [headBond, tailBond] = crossingBonds(drawing, sru, inside, named);
  const graph = heavyGraph(drawing, named);
  connectedInside(graph, inside, sru, named);
  const headEnd = endPart(drawing, graph, inside, headBond);
  const tailEnd = endPart(drawing, graph, inside, tailBond);
  everyAtomPlaced(drawing, inside, headEnd, tailEnd, named);
  const psmiles = withStars(
    graph,
    [...inside],
    [
      { from: headBond.inner, order: headBond.order },
      { from: tailBond.inner, order: tailBond.order },
    ],
  );
  return {
    psmiles,
    ...(headEnd.atoms.length > 0
      ? { head: withStars(graph, headEnd.atoms, [{ from: headEnd.attach, order: 1 }]) }
      : {}),
    ...(tailEnd.atoms.length > 0
      ? { tail: withStars(graph, tailEnd.atoms, [{ from: tailEnd.attach, order: 1 }]) }
      : {}),
    degree,
    polytype,
  };
}

/** The homopolymer request of a drawn polymer, with the call's torsion and seed (001 §7: cml, torsion, seed). */
export function drawnPolymerRequest(
  drawn: DrawnPolymer,
  options: { readonly torsion: number | 'random'; readonly seed?: number },
): PolymerRequest {
  return {
    kind: 'homopolymer',
    monomer: drawn.psmiles,
    degree: drawn.degree,
    torsion: options.torsion,
    polytype: drawn.polytype,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(drawn.head === undefined ? {} : { head: drawn.head }),
    ...(drawn.tail === undefined ? {} : { tail: drawn.tail }),
  };
}

const isHydrogen = (d: Drawing, a: number): boolean => !d.star[a] && d.molecule.elements[a] === 1;

function oneSru(drawing: Drawing): DrawnSru {
  if (drawing.srus.length === 0) {
    throw drawingError(
      'no-sru',
      'The drawing has no polymer (SRU) bracket; draw a bracket around the repeat unit and label it with the degree of polymerisation.',
    );
  }
  if (drawing.srus.length > 1) {
    throw drawingError(
      'sru-count',
      `The drawing has ${drawing.srus.length} SRU brackets (${drawing.srus.map((s) => s.id).join(', ')}); one repeat unit is supported.`,
      { sgroups: drawing.srus.map((s) => s.id) },
    );
  }
  const sru = drawing.srus[0]!;
  if (sru.atoms.length === 0)
    throw drawingError('sru-atoms', `Sgroup ${sru.id} holds no atoms.`, { sgroup: sru.id });
  return sru;
}

function degreeOf(sru: DrawnSru): number {
  const label = (sru.label ?? '').trim();
  const max = MAX_DEGREE.homopolymer;
  const n = /^\d+$/.test(label) ? Number(label) : Number.NaN;
  if (!(Number.isInteger(n) && n >= 1 && n <= max)) {
    throw drawingError(
      'sru-label',
      label === ''
        ? `Sgroup ${sru.id} has no label; label the bracket with the degree of polymerisation, an integer from 1 to ${max}.`
        : `Sgroup ${sru.id} is labelled '${label}'; label the bracket with the degree of polymerisation, an integer from 1 to ${max}.`,
      { sgroup: sru.id, label, min: 1, max },
    );
  }
  return n;
}

interface Crossing {
  readonly inner: number;
  readonly outer: number;
  readonly order: number;
}

function crossingBonds(
  drawing: Drawing,
  sru: DrawnSru,
  inside: ReadonlySet<number>,
  named: (a: number) => string,
): [Crossing, Crossing] {
  const m = drawing.molecule;
  const inSru = new Set(sru.atoms);
  const found: (Crossing & { x: number; y: number; k: number })[] = [];
  for (let k = 0; k < m.bonds.count; k++) {
    const a = m.bonds.a[k]!;
    const b = m.bonds.b[k]!;
    if (inSru.has(a) === inSru.has(b)) continue;
    const [inner, outer] = inSru.has(a) ? [a, b] : [b, a];
    const mid = (i: 0 | 1): number => (m.positions[3 * a + i]! + m.positions[3 * b + i]!) / 2;
    found.push({ inner, outer, order: m.bonds.order[k]!, x: mid(0), y: mid(1), k });
  }
  if (found.length !== 2) {
    throw drawingError(
      'crossing-bonds',
      `Sgroup ${sru.id}: ${found.length} bonds cross the bracket; a repeat unit needs exactly two (head and tail).`,
      { sgroup: sru.id, bonds: found.length },
    );
  }
  for (const c of found) {
    if (c.order !== BondOrder.Single || !inside.has(c.inner)) {
      throw drawingError(
        'crossing-bonds',
        `Sgroup ${sru.id}: the bond from ${named(c.inner)} across the bracket must be a single bond from a heavy atom.`,
        { sgroup: sru.id, atom: drawing.names[c.inner]! },
      );
    }
  }
  found.sort((p, q) => p.x - q.x || q.y - p.y || p.k - q.k);
  return [found[0]!, found[1]!];
}

/** Heavy atoms and star atoms with their bonds; drawn hydrogens become counts on their heavy atom. */
interface HeavyGraph {
  readonly neighbours: readonly (readonly { to: number; order: BondOrder }[])[];
  readonly atoms: readonly SmilesWriteAtom[];
}

const VALENCES: Readonly<Record<string, readonly number[]>> = {
  B: [3],
  C: [4],
  Si: [4],
  N: [3, 5],
  P: [3, 5],
  As: [3, 5],
  O: [2],
  S: [2, 4, 6],
  Se: [2, 4, 6],
  F: [1],
  Cl: [1],
  Br: [1],
  I: [1],
};
const ORGANIC = new Set(['B', 'C', 'N', 'O', 'P', 'S', 'F', 'Cl', 'Br', 'I']);

/** Normal valences shifted by the formal charge: B⁻ 4, C± 3, N⁺ 4, O⁻ 1 … (isoelectronic neighbours). */
function valences(symbol: string, charge: number): readonly number[] | undefined {
  const base = VALENCES[symbol];
  if (base === undefined) return undefined;
  if (symbol === 'B') return base.map((v) => v - charge);
  if (symbol === 'C' || symbol === 'Si') return base.map((v) => v - Math.abs(charge));
  return base.map((v) => v + charge);
}

function heavyGraph(drawing: Drawing, named: (a: number) => string): HeavyGraph {
  const m = drawing.molecule;
  const neighbours: { to: number; order: BondOrder }[][] = Array.from({ length: m.atomCount }, () => []);
  const drawnH = new Array<number>(m.atomCount).fill(0);
  for (let k = 0; k < m.bonds.count; k++) {
    const a = m.bonds.a[k]!;
    const b = m.bonds.b[k]!;
    const order = m.bonds.order[k]! as BondOrder;
    if (isHydrogen(drawing, a) && !isHydrogen(drawing, b)) drawnH[b]!++;
    else if (isHydrogen(drawing, b) && !isHydrogen(drawing, a)) drawnH[a]!++;
    else if (!isHydrogen(drawing, a) && !isHydrogen(drawing, b)) {
      neighbours[a]!.push({ to: b, order });
      neighbours[b]!.push({ to: a, order });
    }
  }
  const atoms = Array.from({ length: m.atomCount }, (_v, a) =>
    writeAtom(m, a, drawing.star[a]!, neighbours[a]!, drawnH[a]!, named),
  );
  return { neighbours, atoms };
}

function writeAtom(
  m: Molecule,
  a: number,
  star: boolean,
  bonds: readonly { order: BondOrder }[],
  drawnH: number,
  named: (a: number) => string,
): SmilesWriteAtom {
  const element = m.elements[a]!;
  const charge = m.formalCharges[a]!;
  if (star) return { element, star, charge: 0, aromatic: false, hydrogens: 0, bracket: false };
  const symbol = symbolOf(element);
  const aromatic = bonds.some((b) => b.order === BondOrder.Aromatic);
  const allowed = valences(symbol, charge);
  let hydrogens = drawnH;
  if (allowed !== undefined && aromatic) {
    // As a SMILES reader fills an aromatic atom: bonds count 1, plus one for the π system if it fits.
    let used = bonds.reduce((s, b) => s + (b.order === BondOrder.Aromatic ? 1 : bondValence(b.order)), 0);
    if (used + 1 <= allowed[0]!) used += 1;
    hydrogens = Math.max(drawnH, allowed[0]! - used);
  } else if (allowed !== undefined) {
    const used = bonds.reduce((s, b) => s + bondValence(b.order), 0);
    const valence = allowed.find((v) => v >= used + drawnH);
    if (valence === undefined) {
      throw drawingError('valence', `The drawing's ${named(a)} has more bonds than its valence allows.`, {
        atom: String(a + 1),
        element: symbol,
      });
    }
    hydrogens = valence - used;
  }
  // Bare only when a SMILES reader would fill the same hydrogens (its smallest valence ≥ the heavy bonds).
  const heavy = bonds.reduce((s, b) => s + bondValence(b.order), 0);
  const fill = allowed?.find((v) => v >= heavy);
  const bare =
    !aromatic && charge === 0 && ORGANIC.has(symbol) && fill !== undefined && fill - heavy === hydrogens;
  return { element, star: false, charge, aromatic, hydrogens, bracket: !bare };
}

/** Every heavy atom in the bracket is reached from every other through bonds inside it. */
function connectedInside(
  graph: HeavyGraph,
  inside: ReadonlySet<number>,
  sru: DrawnSru,
  named: (a: number) => string,
): void {
  const start = inside.values().next().value!;
  const reached = reach(graph, start, (a) => inside.has(a));
  const missed = [...inside].find((a) => !reached.has(a));
  if (missed !== undefined) {
    throw drawingError(
      'disconnected',
      `Sgroup ${sru.id}: ${named(missed)} is not bonded to the rest of the repeat unit inside the bracket.`,
      { sgroup: sru.id },
    );
  }
}

function reach(graph: HeavyGraph, start: number, allowed: (a: number) => boolean): Set<number> {
  const seen = new Set([start]);
  const todo = [start];
  while (todo.length > 0) {
    const u = todo.pop()!;
    for (const { to } of graph.neighbours[u]!) {
      if (!seen.has(to) && allowed(to)) {
        seen.add(to);
        todo.push(to);
      }
    }
  }
  return seen;
}

/** The end group beyond one crossing bond: none when the bond ends in a star atom or a hydrogen. */
function endPart(
  drawing: Drawing,
  graph: HeavyGraph,
  inside: ReadonlySet<number>,
  bond: Crossing,
): { atoms: number[]; attach: number; star: number | undefined } {
  const outer = bond.outer;
  if (drawing.star[outer] || isHydrogen(drawing, outer))
    return { atoms: [], attach: outer, star: drawing.star[outer] ? outer : undefined };
  const atoms = [...reach(graph, outer, (a) => !inside.has(a))];
  const star = atoms.find((a) => drawing.star[a]);
  if (star !== undefined) {
    throw drawingError(
      'star-atom',
      `The star atom ${drawing.names[star]!} is inside an end group; a star atom may only end a crossing bond.`,
      { atom: drawing.names[star]! },
    );
  }
  return { atoms, attach: outer, star: undefined };
}

function everyAtomPlaced(
  drawing: Drawing,
  inside: ReadonlySet<number>,
  head: { atoms: readonly number[]; star: number | undefined },
  tail: { atoms: readonly number[]; star: number | undefined },
  named: (a: number) => string,
): void {
  const headSet = new Set(head.atoms);
  const shared = tail.atoms.find((a) => headSet.has(a));
  if (shared !== undefined) {
    throw drawingError(
      'crossing-bonds',
      `The head and tail end groups are joined outside the bracket (at ${named(shared)}); each end needs its own group.`,
      { atom: drawing.names[shared]! },
    );
  }
  const placed = new Set([...inside, ...head.atoms, ...tail.atoms]);
  if (head.star !== undefined) placed.add(head.star);
  if (tail.star !== undefined) placed.add(tail.star);
  for (let a = 0; a < drawing.molecule.atomCount; a++) {
    if (!placed.has(a) && !isHydrogen(drawing, a)) {
      throw drawingError(
        'disconnected',
        `The drawing's ${named(a)} is neither in the repeat unit nor in an end group bonded to it; draw one connected polymer.`,
        { atom: drawing.names[a]! },
      );
    }
  }
}

/** The SMILES of `atoms` with a `*` bonded to each given atom, the first `*` written first. */
function withStars(
  graph: HeavyGraph,
  atoms: readonly number[],
  stars: readonly { from: number; order: number }[],
): string {
  const local = new Map(atoms.map((a, i) => [a, i]));
  const writeAtoms: SmilesWriteAtom[] = [
    ...atoms.map((a) => graph.atoms[a]!),
    ...stars.map(() => ({
      element: 0,
      star: true,
      charge: 0,
      aromatic: false,
      hydrogens: 0,
      bracket: false,
    })),
  ];
  const bonds: SmilesWriteBond[] = [];
  atoms.forEach((a, i) => {
    for (const { to, order } of graph.neighbours[a]!) {
      const j = local.get(to);
      if (j !== undefined && j > i) bonds.push({ a: i, b: j, order });
    }
  });
  stars.forEach((s, k) =>
    bonds.push({ a: atoms.length + k, b: local.get(s.from)!, order: s.order as BondOrder }),
  );
  return writeGraphSmiles(writeAtoms, bonds, atoms.length);
}
