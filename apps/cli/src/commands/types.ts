import { isTopoForgeError, symbolOf, TopoForgeError } from '@topoforge/chem';
import { parseCommandArgs, stringOption } from '../args.js';
import { diagnosticLine } from '../diagnostics-text.js';
import { cliForceField } from './build-options.js';
import type { Output } from '../output.js';
import { loadStructure, STRUCTURE_OPTIONS, structureSource } from '../structure-input.js';

export const TYPES_USAGE =
  'topoforge types IN|--smiles SMILES [--ff gaff|oplsaa|trappe-ua|gromos54a7|clp|uff|uff4mof|dreiding|clayff] [--from FMT] [--json]';

interface TypedAtom {
  readonly id: number;
  readonly element: string;
  readonly type: string;
}

/**
 * Atom types of IN's first record (or of a SMILES built in 3D), one line per atom: 1-based id, element,
 * type. An atom the force field cannot type (an element it lacks, a metal) is an input error naming the
 * atom. United-atom force fields mark the hydrogens their carbons absorb '(merged)'.
 */
export async function typesCommand(args: readonly string[], output: Output): Promise<number> {
  const parsed = parseCommandArgs(args, {
    ...STRUCTURE_OPTIONS,
    ff: { type: 'string' },
    json: { type: 'boolean' },
  });
  const { values } = parsed;
  const { source } = structureSource('types', parsed);
  const model = cliForceField(stringOption(values.ff) ?? 'gaff');
  const { label: input, molecule } = await loadStructure(source, output);
  const typing = typeOrExplain(input, () => model.type(molecule));
  for (const d of typing.diagnostics) output.err(diagnosticLine(input, d));
  const atoms: TypedAtom[] = typing.types.map((type, i) => ({
    id: i + 1,
    element: symbolOf(typing.molecule.elements[i]!),
    type,
  }));
  if (values.json === true) output.out(JSON.stringify(atoms, null, 2));
  else for (const a of atoms) output.out(`${a.id} ${a.element} ${a.type}`);
  return 0;
}

/** The typer's error (which names the atom) prefixed with the file it came from. */
function typeOrExplain<T>(input: string, run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (isTopoForgeError(e)) throw new TopoForgeError(e.code, `${input}: ${e.message}`);
    throw e;
  }
}
