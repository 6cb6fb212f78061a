import type { Molecule, SmilesProblemReason, UploadFailure, UploadFlow } from '@topoforge/chem';
import {
  atomCountFailure,
  checkSmilesSyntax,
  findFormat,
  sizeFailure,
  TopoForgeError,
} from '@topoforge/chem';
import { isProgramError, obabelGen3d } from '@topoforge/engines';
import { FileError, UsageError } from './errors.js';

/**
 * `--smiles` (issue 15.8, the command-line side of the wizard's SMILES box, obabel/convert with inp
 * 'smi'): the same checks as the API — chem's OpenSMILES grammar check naming the character, the atom
 * limit before and after hydrogens — and the same 3D generation, Open Babel's `--gen3d` through the
 * engines adapter. The value may be a .smi line, "SMILES title", so a .smi file can be fed line by line.
 */

/** The flow obabel/convert applies when the request names none (the molecule builder: 4000 atoms). */
export const API_FLOW: UploadFlow = 'molecule';

/** At most this many characters of the SMILES are shown in a message, as the API does. */
const SHOWN_CHARS = 60;

/** Environment variable naming the Open Babel executable (default `obabel` on PATH). */
export const OBABEL_ENV = 'TOPOFORGE_OBABEL';

/** What is wrong at a SMILES position, by chem's reason, in the API's English words. */
const REASONS: Readonly<Record<Exclude<SmilesProblemReason, 'empty'>, string>> = {
  character: 'is not a SMILES character',
  element: 'is not an element symbol',
  bracket: 'is not a complete bracket atom such as [NH4+]',
  'branch-open': 'opens a branch that is never closed',
  'branch-close': 'closes a branch that was not opened',
  ring: 'opens a ring that is never closed',
  bond: 'is a bond without an atom on one side',
};

/** A checked SMILES string and the title a .smi line may carry after it. */
export interface SmilesLine {
  readonly smiles: string;
  readonly title: string;
}

/** The SMILES as messages show it, cut after 60 characters. */
export const shownSmiles = (smiles: string): string =>
  smiles.length > SHOWN_CHARS ? `${smiles.slice(0, SHOWN_CHARS)}…` : smiles;

/**
 * The checks before any program runs, in the API's order: size, one line, the grammar (a usage error,
 * exit code 2, naming the character and its position), then the atom limit against the atoms the string
 * writes — a lower bound of the atoms after hydrogens, so a string already over it never reaches obabel.
 */
export function checkSmilesLine(text: string): SmilesLine {
  refuse(sizeFailure(Buffer.byteLength(text, 'utf8')), 'the SMILES');
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length > 1) {
    throw new UsageError(`--smiles has ${lines.length} lines; give one SMILES string (one molecule).`);
  }
  const [smiles = '', ...rest] = (lines[0] ?? '').trim().split(/\s+/);
  const { problem, atoms } = checkSmilesSyntax(smiles);
  if (problem?.reason === 'empty') throw new UsageError('--smiles is empty; give a SMILES string, e.g. CCO.');
  if (problem) {
    const { reason, position, text: at } = problem;
    throw new UsageError(
      `SMILES '${shownSmiles(smiles)}', character ${position}: '${at}' ${REASONS[reason]}.`,
    );
  }
  refuse(atomCountFailure(API_FLOW, atoms), `SMILES '${shownSmiles(smiles)}'`);
  return { smiles, title: rest.join(' ') };
}

/**
 * 3D structure with hydrogens for a checked SMILES line, as the API builds it: Open Babel reads the
 * SMILES itself (`obabel -ismi in.smi -osdf -h --gen3d`), chem reads the SD answer, and the atom limit
 * is applied again with the hydrogens. The title is the line's, else the SMILES (the wizard's default).
 */
export async function smilesMolecule(line: SmilesLine, env: NodeJS.ProcessEnv): Promise<Molecule> {
  const command = env[OBABEL_ENV] ?? 'obabel';
  let sd: string;
  try {
    sd = await obabelGen3d(`${line.smiles}\n`, { command, inputFormat: 'smi' });
  } catch (e) {
    throw gen3dFailure(e, line.smiles, command);
  }
  const readSd = findFormat('sdf')?.read;
  if (!readSd) throw new Error('chem has no SD reader');
  const first = readSd(sd, { fileName: 'obabel-gen3d.sdf' }).molecules[0];
  if (!first)
    throw new FileError(`Open Babel gave no structure for the SMILES '${shownSmiles(line.smiles)}'.`);
  refuse(atomCountFailure(API_FLOW, first.atomCount), `SMILES '${shownSmiles(line.smiles)}' with hydrogens`);
  return { ...first, title: line.title === '' ? line.smiles : line.title };
}

/** Open Babel missing, refusing the SMILES (valence, kekulization …) or failing otherwise: exit code 1. */
function gen3dFailure(e: unknown, smiles: string, command: string): unknown {
  if (!isProgramError(e)) return e;
  if (e.kind === 'not-found' || e.kind === 'not-executable') {
    const why = e.kind === 'not-found' ? 'was not found' : 'cannot be run';
    return new FileError(
      `--smiles needs Open Babel to build 3D coordinates, and '${command}' ${why}; install Open Babel 3 ` +
        `(e.g. apt install openbabel) or set ${OBABEL_ENV} to the obabel executable.`,
    );
  }
  if (e.kind === 'bad-output') {
    return new FileError(
      `Open Babel could not build a molecule from the SMILES '${shownSmiles(smiles)}' (${e.message}).`,
    );
  }
  return new FileError(`SMILES '${shownSmiles(smiles)}': ${e.message}`);
}

/** chem's size or atom-limit failure as an input error (exit code 1) naming the SMILES. */
function refuse(failure: UploadFailure | undefined, what: string): void {
  if (!failure) return;
  const code = failure.code === 'upload-size' ? 'upload-size' : 'upload-atom-count';
  const count = failure.data.atomCount === undefined ? '' : ` (${failure.data.atomCount} atoms)`;
  throw new TopoForgeError(code, `${what}: ${failure.message}${count}.`, failure.data);
}
