import type { GraphyneRequest, NanotubeDescription, NanotubeRequest, TubeChoice } from '@topoforge/chem';
import { buildGraphene, buildGraphyne, buildNanotube } from '@topoforge/chem';
import { parseCommandArgs, stringOption } from '../args.js';
import { UsageError } from '../errors.js';
import type { Output } from '../output.js';
import {
  CARBON_OUT_OPTIONS,
  carbonTarget,
  numberOption,
  requiredNumber,
  writeCarbon,
} from './carbon-output.js';

/**
 * The sheet and tube builds of `topoforge carbon` (issue 19 item 7), with the API's bodies as options.
 * Bounds are chem's, i.e. the widest (premium) ones of 001 §6; the server narrows them per user.
 */

type Values = Readonly<Record<string, string | boolean | undefined>>;

const SHEET_OPTIONS = {
  ...CARBON_OUT_OPTIONS,
  x: { type: 'string' },
  y: { type: 'string' },
  rcc: { type: 'string' },
  'terminal-h': { type: 'boolean' },
} as const;

const TUBE_OPTIONS = {
  ...CARBON_OUT_OPTIONS,
  n: { type: 'string' },
  m: { type: 'string' },
  type: { type: 'string' },
  diameter: { type: 'string' },
  length: { type: 'string' },
  walls: { type: 'string' },
  rcc: { type: 'string' },
  'terminal-h': { type: 'boolean' },
} as const;

const GRAPHYNE_OPTIONS = {
  ...CARBON_OUT_OPTIONS,
  x: { type: 'string' },
  y: { type: 'string' },
  type: { type: 'string' },
  'unit-cell': { type: 'string' },
  bonds: { type: 'string' },
} as const;

function noPositionals(command: string, positionals: readonly string[]): void {
  if (positionals.length > 0)
    throw new UsageError(
      `'carbon ${command}' takes no positional arguments, got '${positionals.join(' ')}'.`,
    );
}

const optional = <K extends string>(key: K, value: number | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, number>>;

export function grapheneFile(args: readonly string[], output: Output): number {
  const { values, positionals } = parseCommandArgs(args, SHEET_OPTIONS);
  noPositionals('graphene', positionals);
  const target = carbonTarget('graphene', values);
  const built = buildGraphene({
    x: requiredNumber(values, 'x', true, 'graphene'),
    y: requiredNumber(values, 'y', true, 'graphene'),
    ...optional('rcc', numberOption(values, 'rcc', false)),
    terminalH: values['terminal-h'] === true,
  });
  const d = built.description;
  const kind = d.periodic ? 'periodic sheet' : 'H-terminated flake';
  return writeCarbon(
    target,
    built.molecule,
    `graphene ${d.x} x ${d.y} cells (a ${d.cellA.toFixed(4)} Å, b ${d.cellB.toFixed(4)} Å), ${kind}, ` +
      `${d.atomCount} atoms (${d.carbonCount} C, ${d.hydrogenCount} H).`,
    output,
  );
}

/** The tube: --n/--m (any chirality, one wall) or --type/--diameter (the spec's form, walls allowed). */
function tubeChoice(values: Values, command: string): TubeChoice {
  const type = stringOption(values.type);
  const hasIndices = values.n !== undefined || values.m !== undefined;
  if (hasIndices && (type !== undefined || values.diameter !== undefined))
    throw new UsageError(`'carbon ${command}' takes --n/--m or --type/--diameter, not both.`);
  if (hasIndices) {
    return { n: requiredNumber(values, 'n', true, command), m: requiredNumber(values, 'm', true, command) };
  }
  if (type !== 'armchair' && type !== 'zigzag')
    throw new UsageError(
      `'carbon ${command}' needs --type armchair|zigzag with --diameter D (Å)${command === 'swnt' ? ', or --n N --m M' : ''}.`,
    );
  return { type, diameter: requiredNumber(values, 'diameter', false, command) };
}

function tubeSummary(d: NanotubeDescription): string {
  const walls = d.walls.map((w) => `(${w.n},${w.m}) ${w.diameter.toFixed(4)} Å`).join(', ');
  const ends = d.periodic ? 'periodic along the axis' : 'H-terminated ends';
  return (
    `${d.type} nanotube, ${d.walls.length === 1 ? 'diameter' : 'walls'} ${walls}; ${d.periods} period(s) of ` +
    `${d.period.toFixed(4)} Å (${d.length.toFixed(4)} Å), ${ends}, ${d.atomCount} atoms (${d.carbonCount} C, ` +
    `${d.hydrogenCount} H).`
  );
}

/** `carbon swnt` and `carbon mwnt` (which needs --walls). */
export function nanotubeFile(command: 'swnt' | 'mwnt', args: readonly string[], output: Output): number {
  const { values, positionals } = parseCommandArgs(args, TUBE_OPTIONS);
  noPositionals(command, positionals);
  if (command === 'swnt' && values.walls !== undefined)
    throw new UsageError("'carbon swnt' builds one wall; use 'carbon mwnt --walls W'.");
  const target = carbonTarget(command, values);
  const request: NanotubeRequest = {
    tube: tubeChoice(values, command),
    periods: requiredNumber(values, 'length', true, command),
    ...optional('walls', command === 'mwnt' ? requiredNumber(values, 'walls', true, command) : undefined),
    ...optional('rcc', numberOption(values, 'rcc', false)),
    terminalH: values['terminal-h'] === true,
  };
  const built = buildNanotube(request);
  return writeCarbon(target, built.molecule, tubeSummary(built.description), output);
}

/** --bonds "aromatic=1.40,ringToSp=1.40,triple=1.22": the bond lengths (Å) the cell is built from. */
function bondLengths(text: string | undefined): Record<string, number> {
  if (text === undefined)
    throw new UsageError(
      "'carbon graphyne' needs --bonds (no cited default set exists yet): GDY/gamma-GY " +
        'aromatic=,ringToSp=,triple= (and spSp= for GDY); alpha-GY/beta-GY vertexToSp=,triple= (and double= for beta-GY), in Å.',
    );
  return Object.fromEntries(
    text.split(',').map((item) => {
      const [key, value] = item.split('=');
      const number = Number(value);
      if (!key || value === undefined || value.trim() === '' || !Number.isFinite(number))
        throw new UsageError(`--bonds expects NAME=LENGTH items separated by commas, got '${item}'.`);
      return [key.trim(), number];
    }),
  );
}

export function graphyneFile(args: readonly string[], output: Output): number {
  const { values, positionals } = parseCommandArgs(args, GRAPHYNE_OPTIONS);
  noPositionals('graphyne', positionals);
  const target = carbonTarget('graphyne', values);
  const request = {
    unitCell: stringOption(values['unit-cell']) ?? 'GDY',
    type: stringOption(values.type) ?? 'zigzag',
    x: requiredNumber(values, 'x', true, 'graphyne'),
    y: requiredNumber(values, 'y', true, 'graphyne'),
    bonds: bondLengths(stringOption(values.bonds)),
  } as unknown as GraphyneRequest;
  const built = buildGraphyne(request);
  const d = built.description;
  return writeCarbon(
    target,
    built.molecule,
    `${d.unitCell} ${d.type} ${d.x} x ${d.y}, lattice constant ${d.latticeConstant.toFixed(4)} Å, ` +
      `${d.atomsPerPrimitiveCell} atoms per primitive cell, ${d.atomCount} atoms, periodic.`,
    output,
  );
}
