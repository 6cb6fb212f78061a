import type { Molecule } from '@topoforge/chem';
import { expectPositionals, stringOption } from './args.js';
import type { ParsedArgs } from './args.js';
import { diagnosticLine } from './diagnostics-text.js';
import { FileError, UsageError } from './errors.js';
import type { Output } from './output.js';
import { checkSmilesLine, shownSmiles, smilesMolecule } from './smiles-input.js';
import type { SmilesLine } from './smiles-input.js';
import { readStructure, resolveFormat } from './structure-files.js';

/** The options every structure-reading command takes: the input file's format, or a SMILES instead. */
export const STRUCTURE_OPTIONS = {
  from: { type: 'string' },
  smiles: { type: 'string' },
} as const;

/** Where a command's structure comes from: a file (IN) or `--smiles`. */
export type StructureSource =
  | { readonly kind: 'file'; readonly path: string; readonly from: string | undefined }
  | { readonly kind: 'smiles'; readonly line: SmilesLine };

export interface StructureInput {
  /** How messages name the input: the file, or SMILES 'CCO'. */
  readonly label: string;
  /** The first record (the only one for a SMILES). */
  readonly molecule: Molecule;
}

/**
 * IN and the command's other positionals, or `--smiles` in IN's place (then --from has no meaning).
 * The SMILES is checked here, before anything else runs: a grammar mistake is a usage error.
 */
export function structureSource(
  command: string,
  { values, positionals }: ParsedArgs,
  others: readonly string[] = [],
): { readonly source: StructureSource; readonly rest: string[] } {
  const smiles = stringOption(values.smiles);
  const from = stringOption(values.from);
  if (smiles === undefined) {
    const [path = '', ...rest] = expectPositionals(command, positionals, ['in', ...others]);
    return { source: { kind: 'file', path, from }, rest };
  }
  if (positionals.length === others.length + 1) {
    throw new UsageError(`'${command}' takes IN or --smiles, not both.`);
  }
  if (from !== undefined)
    throw new UsageError('--from names the format of IN; it does not go with --smiles.');
  const rest = expectPositionals(command, positionals, others);
  return { source: { kind: 'smiles', line: checkSmilesLine(smiles) }, rest };
}

/** The label of a source before it is read (for messages of the command line itself). */
export const sourceLabel = (source: StructureSource): string =>
  source.kind === 'file' ? source.path : `SMILES '${shownSmiles(source.line.smiles)}'`;

/**
 * The structure to work on: the file's first record (its reader's findings on stderr; a file with
 * several records, such as an SD file, is said on stderr in the wizard's words), or the SMILES built
 * in 3D by Open Babel.
 */
export async function loadStructure(source: StructureSource, output: Output): Promise<StructureInput> {
  const label = sourceLabel(source);
  if (source.kind === 'smiles') return { label, molecule: await smilesMolecule(source.line, process.env) };
  const result = readStructure(source.path, resolveFormat(source.path, source.from, 'read'));
  for (const d of result.diagnostics) output.err(diagnosticLine(label, d));
  const [first] = result.molecules;
  if (!first) throw new FileError(`${label}: the file holds no structure.`);
  if (result.molecules.length > 1) {
    output.err(
      `topoforge: warning: ${label} holds ${result.molecules.length} molecules; the first one (${first.title || '1'}) is used.`,
    );
  }
  return { label, molecule: first };
}
