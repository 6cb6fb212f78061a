import { symbolOf } from '../core/elements.js';
import { MoleculeBuilder } from '../core/molecule.js';
import type { Molecule } from '../core/molecule.js';
import { writeMol2 } from '../io/mol2/write.js';
import { growChain } from './grow.js';
import type { GrownChain } from './grow.js';
import { resolveEndGroup, resolveMonomer } from './library.js';
import type { EndGroupEntry } from './library.js';
import { polymerError } from './polymer-error.js';
import { seededRandom } from './random.js';
import type { Random } from './random.js';
import { checkPolymerRequest } from './request.js';
import type { PolymerRequest } from './request.js';
import { blockSequence, markovSequence, mirrors, reversals, terminalSequence } from './sequence.js';
import type { ChainPiece } from './template.js';
import { chainProvenance } from './provenance.js';
import type { ChainProvenance } from './provenance.js';
import type { PolymerUnit } from './unit.js';

/** What a request asks for before any 3D: monomers, end groups and the drawn sequence. */
export interface PolymerPlan {
  readonly monomers: readonly { readonly id: string; readonly psmiles: string }[];
  readonly head?: EndGroupEntry;
  readonly tail?: EndGroupEntry;
  /** Monomer index (into `monomers`) of each unit, chain order. */
  readonly sequence: readonly number[];
  readonly reversed: readonly boolean[];
  readonly mirrored: readonly boolean[];
  /** The generator, positioned after the draws above (the torsions come next). */
  readonly random: Random;
}

export interface PolymerResult {
  readonly molecule: Molecule;
  readonly mol2: string;
  readonly atomCount: number;
  readonly unitCount: number;
  /** Monomer id of each unit, chain order. */
  readonly sequence: readonly string[];
  readonly deviatedTorsions: number;
  readonly backtracks: number;
  /** Where each chain atom comes from: its piece, the piece's SMILES and its index in the unit. */
  readonly provenance: ChainProvenance;
}

/**
 * Checks the request and draws everything random except the torsions, in a fixed order (sequence, turned
 * units, mirrored units) from the seeded generator: the same request gives the same plan.
 */
export function planPolymer(req: PolymerRequest): PolymerPlan {
  checkPolymerRequest(req);
  const random = seededRandom(req.seed === undefined || req.seed < 0 ? 0 : req.seed);
  const ids =
    req.kind === 'homopolymer'
      ? [req.monomer]
      : req.kind === 'block'
        ? req.blocks.map((b) => b.monomer)
        : req.monomers;
  const monomers = ids.map((id) => resolveMonomer(id));
  let sequence: number[];
  if (req.kind === 'homopolymer') sequence = new Array<number>(req.degree).fill(0);
  else if (req.kind === 'block')
    sequence = blockSequence(
      req.blocks.map((b, i) => ({ monomer: i, count: b.count })),
      req.degree,
    );
  else if (req.mode.type === 'probability') sequence = markovSequence(req.mode.matrix, req.degree, random);
  else sequence = terminalSequence(req.mode, req.degree, random);
  const reversed = reversals(req.polytype ?? 'ht', sequence.length, random);
  const mirrored = mirrors(req.tacticity ?? 'atactic', sequence.length, random);
  const head = endGroup(req.head, 'init');
  const tail = endGroup(req.tail, 'end');
  return {
    monomers,
    ...(head ? { head } : {}),
    ...(tail ? { tail } : {}),
    sequence,
    reversed,
    mirrored,
    random,
  };
}

/** No end group and 'H' are the same: the capped unit's own hydrogen ends the chain. */
function endGroup(id: string | undefined, field: 'init' | 'end'): EndGroupEntry | undefined {
  if (id === undefined || id.trim() === '') return undefined;
  const entry = resolveEndGroup(id, field);
  return entry.id === 'H' ? undefined : entry;
}

/** Every SMILES whose 3D unit the build needs: the monomers' p-SMILES, then the end groups'. */
export const planSmiles = (plan: PolymerPlan): string[] => [
  ...new Set([
    ...plan.monomers.map((m) => m.psmiles),
    ...(plan.head ? [plan.head.smiles] : []),
    ...(plan.tail ? [plan.tail.smiles] : []),
  ]),
];

/**
 * Builds the chain: `units` gives the 3D unit of each SMILES of planSmiles (polymerUnit over Open Babel's
 * capped unit). Residues: one per repeat unit named M1…M9 by monomer, the end groups BEG and END.
 */
export function buildPolymer(
  req: PolymerRequest,
  units: ReadonlyMap<string, PolymerUnit>,
  plan = planPolymer(req),
): PolymerResult {
  const unitOf = (smiles: string): PolymerUnit => {
    const u = units.get(smiles);
    if (!u) throw polymerError('unit-geometry', `No 3D unit was given for '${smiles}'.`, { smiles });
    return u;
  };
  const pieces: ChainPiece[] = [];
  if (plan.head)
    pieces.push({
      unit: unitOf(plan.head.smiles),
      leave: 0,
      mirrored: false,
      residue: { name: 'BEG', number: 1 },
    });
  plan.sequence.forEach((m, k) => {
    const rev = plan.reversed[k]!;
    pieces.push({
      unit: unitOf(plan.monomers[m]!.psmiles),
      enter: rev ? 1 : 0,
      leave: rev ? 0 : 1,
      mirrored: plan.mirrored[k]!,
      residue: { name: `M${m + 1}`, number: pieces.length + 1 },
    });
  });
  if (plan.tail)
    pieces.push({
      unit: unitOf(plan.tail.smiles),
      enter: 0,
      mirrored: false,
      residue: { name: 'END', number: pieces.length + 1 },
    });
  const grown = growChain(pieces, { torsion: req.torsion, random: plan.random });
  const molecule = toMolecule(grown, pieces, req.kind);
  return {
    molecule,
    mol2: writeMol2(molecule),
    atomCount: grown.count,
    unitCount: plan.sequence.length,
    sequence: plan.sequence.map((m) => plan.monomers[m]!.id),
    deviatedTorsions: grown.deviated,
    backtracks: grown.backtracks,
    provenance: chainProvenance(grown, pieces),
  };
}

function toMolecule(grown: GrownChain, pieces: readonly ChainPiece[], kind: string): Molecule {
  const builder = new MoleculeBuilder(`${kind} polymer`);
  let lastPiece = -1;
  let serial = 0;
  for (let i = 0; i < grown.count; i++) {
    const piece = grown.pieceOf[i]!;
    serial = piece === lastPiece ? serial + 1 : 1;
    lastPiece = piece;
    const res = pieces[piece]!.residue;
    builder.addAtom({
      element: grown.elements[i]!,
      x: grown.positions[3 * i]!,
      y: grown.positions[3 * i + 1]!,
      z: grown.positions[3 * i + 2]!,
      name: `${symbolOf(grown.elements[i]!)}${serial}`,
      formalCharge: grown.charges[i]!,
      residue: { name: res.name, number: res.number, chain: 'A' },
    });
  }
  for (let k = 0; k < grown.bonds.a.length; k++) {
    builder.addBond({ a: grown.bonds.a[k]!, b: grown.bonds.b[k]!, order: grown.bonds.order[k]! });
  }
  return builder.build();
}
