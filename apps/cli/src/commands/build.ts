import { mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Diagnostic, Molecule, System, WriterFiles } from '@topoforge/chem';
import {
  applySeminario,
  checkHessianMatches,
  gromacsWriter,
  isTopoForgeError,
  lammpsWriter,
  parameterize,
  parseAmberDat,
  readHessian,
  runWriter,
  systemToWire,
  TopoForgeError,
  typeGaff,
} from '@topoforge/chem';
import { expectPositionals, parseCommandArgs } from '../args.js';
import { diagnosticLine } from '../diagnostics-text.js';
import { describeSystemError, FileError } from '../errors.js';
import { computeCharges, resolveChargeMethod } from '../charge-methods.js';
import type { Output } from '../output.js';
import { readStructure, resolveFormat, writeText } from '../structure-files.js';
import type { BuildOptions, Engine } from './build-options.js';
import { buildOptions } from './build-options.js';

export const BUILD_USAGE =
  'topoforge build IN --out DIR [--ff gaff] [--charges input|zero|METHOD [--net-charge N] [--scale S]] [--engine gromacs,lammps] [--resname UNK]\n' +
  '                  [--use-current bonds,angles] [--hessian FILE [--fit bonds,angles] [--vib-scale 1]] [--gaff-dat PATH]';

const OPTIONS = {
  out: { type: 'string' },
  from: { type: 'string' },
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
} as const;

/**
 * IN → GAFF types → charges (the file's partial charges, zero, or a charge method) → parameters from gaff.dat →
 * optional modified Seminario bonds/angles from a Hessian → topology files for each engine in DIR,
 * plus system.json (the API's wire form). A parameter that cannot be found or estimated is an error.
 */
export async function buildCommand(args: readonly string[], output: Output): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, OPTIONS);
  const [input = ''] = expectPositionals('build', positionals, ['in']);
  const options = buildOptions(input, values, process.env);
  const report = (file: string, ds: readonly Diagnostic[]): void =>
    ds.forEach((d) => output.err(diagnosticLine(file, d)));
  const read = readStructure(input, resolveFormat(input, options.from, 'read'));
  report(input, read.diagnostics);
  const original = read.molecules[0] as Molecule;
  const typing = explained(input, () => typeGaff(original));
  report(input, typing.diagnostics);
  const gaff = explained(options.gaffDat, () =>
    parseAmberDat(readText(options.gaffDat, 'gaff.dat'), { source: options.gaffDat }),
  );
  const charges = await chargesOf(original, typing.molecule, options);
  const built = explained(input, () =>
    parameterize(typing.molecule, {
      types: typing.types,
      charges,
      forceField: gaff.parameters,
      useCurrentStructure: options.useCurrent,
    }),
  );
  report(input, built.diagnostics);
  const system = options.hessian ? fitted(built.system, options.hessian, output) : built.system;
  writeOutputs(system, options);
  output.out(
    `${input}: ${system.atoms.length} atoms, ${system.bonds.length} bonds, ${system.angles.length} angles, ${system.dihedrals.length} dihedrals, ${system.impropers.length} impropers → ${options.out}`,
  );
  return 0;
}

/** The file's partial charges, zeros, or a charge method run on the perceived (typed) molecule. */
async function chargesOf(original: Molecule, typed: Molecule, options: BuildOptions): Promise<Float64Array> {
  if (options.charges === 'zero') return new Float64Array(original.atomCount);
  if (options.charges !== 'input') {
    const netCharge = options.netCharge ?? typed.formalCharges.reduce((s, c) => s + c, 0);
    return computeCharges(typed, resolveChargeMethod(options.charges), {
      netCharge,
      scale: options.chargeScale,
    });
  }
  if (!original.partialCharges) {
    throw new TopoForgeError(
      'invalid-molecule',
      `${options.input}: the file has no partial charges; use --charges zero, a charge method (e.g. --charges am1bcc) or a format that carries them (mol2).`,
    );
  }
  return original.partialCharges;
}

function fitted(system: System, fit: NonNullable<BuildOptions['hessian']>, output: Output): System {
  const hessian = explained(fit.file, () =>
    readHessian(readText(fit.file, 'Hessian'), { fileName: fit.file }),
  );
  checkHessianMatches(hessian, system.molecule.elements, fit.file);
  if (!hessian.positions) {
    output.err(
      `topoforge: warning: ${fit.file} has no geometry; the input's coordinates are used and must be the ones the Hessian was computed at.`,
    );
  }
  return applySeminario(system, hessian, {
    mode: fit.mode,
    vibrationalScaling: fit.vibrationalScaling,
    source: basename(fit.file),
  });
}

const WRITERS: Readonly<Record<Engine, (s: System, residueName: string) => WriterFiles>> = {
  gromacs: (s, residueName) => runWriter(gromacsWriter, s, { residueName }),
  lammps: (s, residueName) => runWriter(lammpsWriter, s, { residueName }),
};

function writeOutputs(system: System, options: BuildOptions): void {
  try {
    mkdirSync(options.out, { recursive: true });
  } catch (e) {
    throw new FileError(`cannot create ${options.out}: ${describeSystemError(e)}`);
  }
  for (const engine of options.engines) {
    const files = WRITERS[engine](system, options.residueName);
    for (const [name, text] of Object.entries(files)) writeText(join(options.out, name), text);
  }
  writeText(join(options.out, 'system.json'), `${JSON.stringify(systemToWire(system), null, 2)}\n`);
}

function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new FileError(`cannot read ${what} file ${path}: ${describeSystemError(e)}`);
  }
}

/** A chemistry error (which names atoms or lines) prefixed with the file it concerns. */
function explained<T>(file: string, run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (isTopoForgeError(e) && !e.message.startsWith(file))
      throw new TopoForgeError(e.code, `${file}: ${e.message}`);
    throw e;
  }
}
