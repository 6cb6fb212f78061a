import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CgForceField, CgMapping, MartiniNonbondedTable, Molecule } from '@topoforge/chem';
import {
  coarseGrainSystem,
  findEngine,
  mapMartini3,
  parseMartiniItp,
  perceive,
  systemToWire,
} from '@topoforge/chem';
import { cgConformers } from '@topoforge/engines';
import { parseCommandArgs, stringOption } from '../args.js';
import { describeSystemError, FileError, UsageError } from '../errors.js';
import type { Output } from '../output.js';
import { OBABEL_ENV } from '../smiles-input.js';
import { writeText } from '../structure-files.js';
import { loadStructure, STRUCTURE_OPTIONS, structureSource } from '../structure-input.js';

export const CG_USAGE = [
  'topoforge cg map IN|--smiles SMILES [--json]',
  '  topoforge build IN --ff martini3|martini2 --out DIR [--engine gromacs,…] [--martini3-itp FILE]',
].join('\n');

const CG_FORCE_FIELDS: Readonly<Record<string, CgForceField>> = {
  martini3: 'martini3',
  martini2: 'martini2',
  'martini2.2': 'martini2',
};

/** The --ff of a build line when it names a Martini force field (the coarse-grained build), else undefined. */
export function coarseForceField(args: readonly string[]): CgForceField | undefined {
  const i = args.findIndex((a) => a === '--ff' || a.startsWith('--ff='));
  if (i < 0) return undefined;
  const value = args[i]!.startsWith('--ff=') ? args[i]!.slice(5) : args[i + 1];
  return CG_FORCE_FIELDS[(value ?? '').toLowerCase()];
}

async function mappedInput(command: string, args: readonly string[], output: Output, extra: object) {
  const parsed = parseCommandArgs(args, { ...STRUCTURE_OPTIONS, ...extra });
  const { source } = structureSource(command, parsed);
  const { label, molecule } = await loadStructure(source, output);
  const perceived = perceive(molecule).molecule;
  return { label, molecule: perceived, mapping: mapMartini3(perceived), values: parsed.values };
}

/** The mapping as beads {name, type, atoms (1-based, hydrogens included), weights}. */
const beadRecords = (mapping: CgMapping) =>
  mapping.beads.map((b) => ({
    name: b.name,
    type: b.martini3Type,
    atoms: b.atoms.map((a) => a + 1),
    weights: [...b.weights],
  }));

/** `topoforge cg map IN [--json]` (issue 21 item 5): the automatic Martini 3 mapping. */
export async function cgCommand(args: readonly string[], output: Output): Promise<number> {
  const [name, ...rest] = args;
  if (name !== 'map') throw new UsageError(`'cg' expects map, got '${name ?? ''}'.`);
  const { label, mapping, values } = await mappedInput('cg map', rest, output, {
    json: { type: 'boolean' },
  });
  const beads = beadRecords(mapping);
  if (values.json) {
    output.out(JSON.stringify(beads, null, 2));
    return 0;
  }
  output.out(`${label}: ${beads.length} beads`);
  for (const b of beads) {
    const atoms = b.atoms.map((a, k) => (b.weights[k] === 1 ? `${a}` : `${a}(${b.weights[k]})`));
    output.out(`${b.name} ${b.type} ${atoms.join(' ')}`);
  }
  return 0;
}

function martini3Table(path: string | undefined): MartiniNonbondedTable | undefined {
  if (path === undefined) return undefined;
  try {
    return parseMartiniItp(readFileSync(path, 'utf8'), path);
  } catch (e) {
    if (e instanceof Error && 'code' in e) throw new FileError(`${path}: ${describeSystemError(e)}`);
    throw e;
  }
}

/**
 * `topoforge build IN --ff martini3|martini2 --out DIR`: the automatic mapping, the CG System with
 * bonded lengths and angles averaged over Open Babel's minimised conformers (engines cgConformers, as the
 * server does; the input geometry alone when obabel is missing or fails, and stderr says which), beads
 * placed on IN's geometry, the engines' files (GROMACS by default) and system.json. Martini 3 without
 * --martini3-itp / $MARTINI3_ITP #includes martini_v3.0.0.itp, which the user must add.
 */
export async function coarseBuildCommand(
  forceField: CgForceField,
  args: readonly string[],
  output: Output,
): Promise<number> {
  const { label, molecule, mapping, values } = await mappedInput('build', args, output, {
    out: { type: 'string' },
    ff: { type: 'string' },
    engine: { type: 'string' },
    'martini3-itp': { type: 'string' },
  });
  const out = stringOption(values.out as string | undefined);
  if (out === undefined) throw new UsageError('build needs --out DIR.');
  const itp = stringOption(values['martini3-itp'] as string | undefined) ?? process.env['MARTINI3_ITP'];
  const table = forceField === 'martini3' ? martini3Table(itp) : undefined;
  const found = await cgConformers(molecule, { command: process.env[OBABEL_ENV] ?? 'obabel' });
  output.err(`topoforge: note: bonded lengths and angles: ${found.note}.`);
  const system = coarseGrainSystem(molecule as Molecule, mapping, {
    forceField,
    conformers: found.conformers,
    positions: molecule.positions,
    geometrySource: found.note,
    ...(table ? { martini3Table: table } : {}),
    ...(itp ? { martini3Path: itp } : {}),
  });
  const engines = (stringOption(values.engine as string | undefined) ?? 'gromacs').split(',');
  const files = engines.map((id) => {
    const entry = findEngine(id.trim());
    if (!entry) throw new UsageError(`--engine: '${id}' is not an engine.`);
    return entry.write(system, { residueName: 'CG' });
  });
  try {
    mkdirSync(out, { recursive: true });
  } catch (e) {
    throw new FileError(`cannot create ${out}: ${describeSystemError(e)}`);
  }
  for (const set of files) for (const [name, text] of Object.entries(set)) writeText(join(out, name), text);
  writeText(join(out, 'system.json'), `${JSON.stringify(systemToWire(system), null, 2)}\n`);
  output.out(
    `${label}: ${mapping.beads.length} beads, ${system.bonds.length} bonds, ` +
      `${(system.constraints ?? []).length} constraints, ${system.angles.length} angles → ${out}`,
  );
  if (system.externalNonbonded)
    output.err(
      `topoforge: note: add ${system.externalNonbonded.file} beside the topology (it is #included).`,
    );
  return 0;
}
