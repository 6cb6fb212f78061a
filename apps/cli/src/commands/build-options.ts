import type { SeminarioMode } from '@topoforge/chem';
import { parseNumber, stringOption } from '../args.js';
import { resolveChargeMethod } from '../charge-methods.js';
import { UsageError } from '../errors.js';

export const DEFAULT_GAFF_DAT = '/usr/share/openbabel/3.1.1/gaff.dat';
export const ENGINES = ['gromacs', 'lammps'] as const;
export type Engine = (typeof ENGINES)[number];

export interface BuildOptions {
  readonly input: string;
  readonly from: string | undefined;
  readonly out: string;
  /** 'input' (the file's partial charges), 'zero', or a charge method's command-line name. */
  readonly charges: string;
  /** Net charge for a charge method; default: the sum of the formal charges. */
  readonly netCharge: number | undefined;
  /** Charge scaling factor (spec 000 §5: parsed as a float, default 1). */
  readonly chargeScale: number;
  readonly engines: readonly Engine[];
  readonly residueName: string;
  /** Spec 000 §7 use_current_structure: bit 1 bond lengths, bit 2 angles. */
  readonly useCurrent: 0 | 1 | 2 | 3;
  readonly gaffDat: string;
  readonly hessian?: {
    readonly file: string;
    readonly mode: SeminarioMode;
    readonly vibrationalScaling: number;
  };
}

type Values = Readonly<Record<string, string | boolean | undefined>>;

/** Command-line values → BuildOptions; every mistake is a UsageError (exit code 2). */
export function buildOptions(input: string, values: Values, env: NodeJS.ProcessEnv): BuildOptions {
  const out = stringOption(values.out);
  if (out === undefined) throw new UsageError("'build' needs --out DIR.");
  const ff = stringOption(values.ff) ?? 'gaff';
  if (ff.toLowerCase() !== 'gaff') throw new UsageError(`unknown force field '${ff}'; known: gaff.`);
  const charges = stringOption(values.charges) ?? 'input';
  if (charges !== 'input' && charges !== 'zero') resolveChargeMethod(charges);
  const netCharge = parseNumber('net-charge', stringOption(values['net-charge']), true);
  const chargeScale = parseNumber('scale', stringOption(values.scale), false) ?? 1;
  const residueName = stringOption(values.resname) ?? 'UNK';
  // Spec 000 §5: resname letters and digits only, at most 4 characters.
  if (!/^[A-Za-z0-9]{1,4}$/.test(residueName)) {
    throw new UsageError(`--resname '${residueName}': only letters or numbers, at most 4 characters.`);
  }
  const useCurrent = bits('--use-current', stringOption(values['use-current']) ?? '');
  const hessianFile = stringOption(values.hessian);
  return {
    input,
    from: stringOption(values.from),
    out,
    charges,
    netCharge,
    chargeScale,
    engines: list('--engine', stringOption(values.engine) ?? 'gromacs', ENGINES),
    residueName,
    useCurrent,
    gaffDat: stringOption(values['gaff-dat']) ?? env.TOPOFORGE_GAFF_DAT ?? DEFAULT_GAFF_DAT,
    ...(hessianFile === undefined ? {} : { hessian: fitting(hessianFile, values) }),
  };
}

function fitting(file: string, values: Values): NonNullable<BuildOptions['hessian']> {
  const mode = bits('--fit', stringOption(values.fit) ?? 'bonds,angles');
  const scale = stringOption(values['vib-scale']) ?? '1';
  const vibrationalScaling = Number(scale);
  // Spec 000 §5: the vibrational scaling factor is a non-negative number.
  if (scale.trim() === '' || !Number.isFinite(vibrationalScaling) || vibrationalScaling < 0) {
    throw new UsageError(`--vib-scale '${scale}': please enter a correct number (non-negative).`);
  }
  return { file, mode, vibrationalScaling };
}

/** 'bonds', 'angles', 'bonds,angles' (or 'none') → the spec's mode code 0–3. */
function bits(flag: string, text: string): SeminarioMode {
  const items = list(flag, text === '' ? 'none' : text, ['none', 'bonds', 'angles'] as const);
  return ((items.includes('bonds') ? 1 : 0) | (items.includes('angles') ? 2 : 0)) as SeminarioMode;
}

function list<T extends string>(flag: string, text: string, allowed: readonly T[]): T[] {
  const items = text.split(',').map((s) => s.trim().toLowerCase());
  const bad = items.find((s) => !(allowed as readonly string[]).includes(s));
  if (bad !== undefined) throw new UsageError(`${flag}: '${bad}' is not one of ${allowed.join(', ')}.`);
  return [...new Set(items)] as T[];
}
