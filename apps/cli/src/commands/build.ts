import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic, EngineEntry, ModelTyping, Molecule, Supercell, System } from '@topoforge/chem';
import {
  buildDataNeeds,
  buildSystem,
  findEngine,
  isBuildError,
  isTopoForgeError,
  ParseError,
  REACTIVE_POTENTIALS,
  selectAtoms,
  supercellSystem,
  systemToWire,
  TopoForgeError,
} from '@topoforge/chem';
import { parseCommandArgs } from '../args.js';
import { diagnosticLine } from '../diagnostics-text.js';
import { describeSystemError, FileError, UsageError } from '../errors.js';
import { computeCharges, resolveChargeMethod } from '../charge-methods.js';
import type { Output } from '../output.js';
import { writeText } from '../structure-files.js';
import type { StructureSource } from '../structure-input.js';
import { loadStructure, sourceLabel, STRUCTURE_OPTIONS, structureSource } from '../structure-input.js';
import type { BuildOptions } from './build-options.js';
import { buildOptions, ENGINES } from './build-options.js';
import { buildInput, buildRequestOf } from './build-system.js';
import { defaultNetCharge } from '../net-charge.js';
import { readForceFieldData, readText } from '../force-field-data.js';
import { coarseBuildCommand, coarseForceField } from './cg.js';

export const BUILD_USAGE =
  'topoforge build IN|--smiles SMILES --out DIR [--ff gaff|oplsaa|trappe-ua|gromos54a7|clp] [--backup oplsaa] [--water MODEL]\n' +
  '                  [--charges input|zero|METHOD [--net-charge N] [--scale S]] [--engine gromacs,lammps,…] [--resname UNK]\n' +
  '                  [--use-current bonds,angles] [--hessian FILE [--fit bonds,angles] [--vib-scale 1]] [--gaff-dat PATH] [--gromacs-top DIR]\n' +
  '                  [--supercell X,Y,Z] [--reactive airebo|tersoff [--lammps-potentials DIR]]';

const OPTIONS = {
  ...STRUCTURE_OPTIONS,
  out: { type: 'string' },
  ff: { type: 'string' },
  charges: { type: 'string' },
  'net-charge': { type: 'string' },
  scale: { type: 'string' },
  engine: { type: 'string' },
  resname: { type: 'string' },
  'use-current': { type: 'string' },
  hessian: { type: 'string' },
  fit: { type: 'string' },
  'vib-scale': { type: 'string' },
  'gaff-dat': { type: 'string' },
  backup: { type: 'string' },
  water: { type: 'string' },
  'gromacs-top': { type: 'string' },
  supercell: { type: 'string' },
  reactive: { type: 'string' },
  'lammps-potentials': { type: 'string' },
} as const;

/**
 * IN → the force field's types (waters of --water by the model) → charges (the force field's own, the
 * file's partial charges, zero, or a charge method) → parameters (gaff.dat with OPLS-AA/L behind it
 * when asked, gromacs-data's oplsaa.ff / gromos54a7.ff, TraPPE-UA and CL&P data) → optional modified
 * Seminario bonds/angles from a Hessian → topology files for each engine in DIR, plus system.json
 * (the API's wire form, water atoms with the model's charges and LJ). A parameter that cannot be found
 * or estimated is an error.
 */
export async function buildCommand(args: readonly string[], output: Output): Promise<number> {
  const martini = coarseForceField(args);
  if (martini) return coarseBuildCommand(martini, args, output);
  const parsed = parseCommandArgs(args, OPTIONS);
  const { source } = structureSource('build', parsed);
  const options = smilesCharges(
    source,
    buildOptions(sourceLabel(source), parsed.values, process.env),
    output,
  );
  const report = (file: string, ds: readonly Diagnostic[]): void =>
    ds.forEach((d) => output.err(diagnosticLine(file, d)));
  const { label: input, molecule: original } = await loadStructure(source, output);
  checkSupercellInput(input, original, options.supercell);
  const prepared = explained(input, () => buildInput(original, options));
  report(input, prepared.diagnostics);
  const mol = prepared.molecule;
  const solute = prepared.solute.length === mol.atomCount ? mol : selectAtoms(mol, prepared.solute);
  const typing = explained(input, () => options.forceField.type(solute));
  report(input, typing.diagnostics);
  const soluteCharges = await chargesOf(solute, typing, options, output);
  const charges = new Float64Array(mol.atomCount);
  prepared.solute.forEach((atom, k) => {
    charges[atom] = soluteCharges[k] ?? 0;
  });
  const hessianText = options.hessian ? readText(options.hessian.file, 'Hessian') : undefined;
  const request = buildRequestOf(prepared, typing.types, charges, options, hessianText);
  const built = explained(input, () =>
    buildSystem(request, readForceFieldData(buildDataNeeds(request), options)),
  );
  report(input, built.diagnostics);
  const system = inSupercell(built.system, options.supercell);
  writeOutputs(system, options);
  output.out(
    `${input}: ${system.atoms.length} atoms, ${system.bonds.length} bonds, ${system.angles.length} angles, ${system.dihedrals.length} dihedrals, ${system.impropers.length} impropers → ${options.out}`,
  );
  return 0;
}

/** A supercell needs a crystal: asked before any work is done, so the mistake is named at once. */
function checkSupercellInput(input: string, mol: Molecule, size: Supercell): void {
  if (mol.cell === undefined && size.some((n) => n !== 1)) {
    throw new UsageError(
      `--supercell: ${input} has no cell (a supercell needs a crystal: cif, vasp, car, gjf with Tv, mol2 CRYSIN, pdb CRYST1).`,
    );
  }
}

const inSupercell = (system: System, size: Supercell): System =>
  size.every((n) => n === 1) ? system : supercellSystem(system, size);

/** The wizard's default charge method (000 §7, XTB-RESP), the one a SMILES gets without --charges. */
export const SMILES_CHARGES = 'xtb-resp';

/**
 * A SMILES carries no partial charges, so `--charges input` (the default for files) means nothing for
 * it: without --charges it gets the wizard's default method, said on stderr; `--charges input` is refused.
 */
function smilesCharges(source: StructureSource, options: BuildOptions, output: Output): BuildOptions {
  if (source.kind !== 'smiles' || options.forceField.ownCharges || options.charges !== 'input')
    return options;
  if (options.chargesGiven) {
    throw new UsageError(
      'a SMILES string has no partial charges to keep; give --charges zero or a charge method.',
    );
  }
  output.err(
    `topoforge: note: ${options.input}: no partial charges in a SMILES; using --charges ${SMILES_CHARGES}.`,
  );
  return { ...options, charges: SMILES_CHARGES };
}

/**
 * The solute's charges: the file's partial charges, zeros, or a charge method run on the typed
 * (perceived) molecule. Force fields that prescribe their own (TraPPE-UA, GROMOS 54A7, CL&P) set them
 * in the build, so none are computed for them.
 */
async function chargesOf(
  solute: Molecule,
  typing: ModelTyping,
  options: BuildOptions,
  output: Output,
): Promise<Float64Array> {
  const model = options.forceField;
  if (model.ownCharges) {
    if (options.charges !== 'input') {
      output.err(
        `topoforge: warning: ${model.name} prescribes its own charges; --charges ${options.charges} is ignored.`,
      );
    }
    return new Float64Array(solute.atomCount);
  }
  if (options.charges === 'zero') return new Float64Array(solute.atomCount);
  if (options.charges !== 'input') {
    const typed = typing.molecule;
    const netCharge = options.netCharge ?? defaultNetCharge(typed);
    return computeCharges(typed, resolveChargeMethod(options.charges), {
      netCharge,
      scale: options.chargeScale,
    });
  }
  if (!solute.partialCharges) {
    throw new TopoForgeError(
      'invalid-molecule',
      `${options.input}: the file has no partial charges; use --charges zero, a charge method (e.g. --charges am1bcc) or a format that carries them (mol2).`,
    );
  }
  return solute.partialCharges;
}

/**
 * The files of every --engine, by the registry's writers (the API's topfile/<software> uses the same
 * entries). All are written in memory first, so an engine that refuses the System leaves DIR without
 * half a set; its refusal is chem's message, the API's English text for the same System. Engines whose
 * file names clash (CHARMM, NAMD and GOMC each write <res>.psf) get a folder each, DIR/<engine>/.
 */
function writeOutputs(system: System, options: BuildOptions): void {
  const written = options.engines.map((id) => {
    const entry = findEngine(id);
    if (!entry) throw new UsageError(`--engine: '${id}' is not one of ${ENGINES.join(', ')}.`);
    return {
      id,
      files: entry.write(system, { residueName: options.residueName, ...reactiveOf(entry, options) }),
    };
  });
  const names = written.flatMap((w) => Object.keys(w.files));
  const apart = new Set(names).size !== names.length;
  for (const { id, files } of written) {
    const dir = apart ? join(options.out, id) : options.out;
    makeDir(dir);
    for (const [name, text] of Object.entries(files)) writeText(join(dir, name), text);
  }
  makeDir(options.out);
  writeText(join(options.out, 'system.json'), `${JSON.stringify(systemToWire(system), null, 2)}\n`);
}

/**
 * --reactive for the writer that takes it, with its potential file read from lammps-data (written
 * beside the input, as the API's zip carries it); other writers get the option and refuse it.
 */
function reactiveOf(entry: EngineEntry, options: BuildOptions) {
  const { reactive } = options;
  if (reactive === undefined) return {};
  if (entry.reactive !== true) return { reactive };
  const file = REACTIVE_POTENTIALS[reactive].file;
  return { reactive, potentialText: readText(join(options.lammpsPotentials, file), `lammps-data ${file}`) };
}

function makeDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new FileError(`cannot create ${dir}: ${describeSystemError(e)}`);
  }
}

/**
 * A chemistry error (which names atoms or lines) prefixed with the file it concerns, unless it names
 * its own file (a Hessian's); chem's refusals of the build request are mistakes in the command line.
 */
function explained<T>(file: string, run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (isBuildError(e)) throw new UsageError(e.message);
    if (e instanceof ParseError && e.fileName !== undefined) throw e;
    if (isTopoForgeError(e) && !e.message.startsWith(file))
      throw new TopoForgeError(e.code, `${file}: ${e.message}`);
    throw e;
  }
}
