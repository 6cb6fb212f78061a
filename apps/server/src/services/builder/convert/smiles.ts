import type { Molecule, UploadFlow } from '@topoforge/chem';
import { atomCountFailure, checkSmilesSyntax, sizeFailure } from '@topoforge/chem';
import { isProgramError } from '@topoforge/engines';
import { badRequest } from '../../../kernel/http/errors.js';
import { uploadRefused } from './input-checks.js';

/** `inp` values that mean "data is a SMILES string" (issue 15.8: the step-1 SMILES box). */
const SMILES_INPUTS = new Set(['smi', 'smiles']);

/** At most this many characters are echoed back in a message: the rest of a long SMILES adds nothing. */
const SHOWN_CHARS = 60;

export const isSmilesInput = (inp: string): boolean => SMILES_INPUTS.has(inp.trim().toLowerCase());

/** A SMILES string ready for Open Babel, with the title a .smi line may carry after it. */
export interface SmilesInput {
  readonly smiles: string;
  readonly title: string;
}

/** The SMILES as messages show it: quoted by the catalogue, cut after 60 characters. */
const shown = (smiles: string): string =>
  smiles.length > SHOWN_CHARS ? `${smiles.slice(0, SHOWN_CHARS)}…` : smiles;

/**
 * The checks of a SMILES request before any program runs: the spec's size rule, one line ("SMILES" or
 * "SMILES title", as a .smi line), the OpenSMILES grammar (chem's checkSmilesSyntax, naming the place),
 * and the flow's atom limit against the atoms the string writes — a lower bound of the atoms after
 * hydrogens are added, so a string already over the limit never reaches Open Babel.
 */
export function checkSmilesInput(data: string, flow: UploadFlow): SmilesInput {
  const tooBig = sizeFailure(Buffer.byteLength(data, 'utf8'));
  if (tooBig) throw uploadRefused(tooBig);
  const lines = data.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length > 1) throw badRequest('smiles-lines', { lines: lines.length });
  const [smiles = '', ...rest] = (lines[0] ?? '').trim().split(/\s+/);
  const syntax = checkSmilesSyntax(smiles);
  if (syntax.problem) {
    const { reason, position, text } = syntax.problem;
    if (reason === 'empty') throw badRequest('smiles-empty', {});
    throw badRequest('smiles-syntax', { smiles: shown(smiles), reason, position, text });
  }
  const tooMany = atomCountFailure(flow, syntax.atoms);
  if (tooMany) throw uploadRefused(tooMany);
  return { smiles, title: rest.join(' ') };
}

/** The flow's atom limit applied after 3D generation, hydrogens included (000 §5 "the same check applies"). */
export function checkGeneratedAtoms(mol: Molecule, flow: UploadFlow): Molecule {
  const tooMany = atomCountFailure(flow, mol.atomCount);
  if (tooMany) throw uploadRefused(tooMany);
  return mol;
}

/**
 * Open Babel's refusal of a SMILES the grammar allows (a valence it cannot build, an aromatic ring it
 * cannot kekulize …) as a 400 naming the SMILES; other program failures (missing obabel, time-out) pass.
 */
export function smilesRefused(error: unknown, smiles: string): unknown {
  if (!isProgramError(error) || error.kind !== 'bad-output') return error;
  return badRequest('smiles-unreadable', { smiles: shown(smiles), detail: error.message });
}
