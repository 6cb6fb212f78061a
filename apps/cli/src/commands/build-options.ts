import type { ForceFieldModel, LammpsReactive, SeminarioMode, Supercell, WaterModel } from '@topoforge/chem';
import {
  LAMMPS_REACTIVE,
  checkBackupChoice,
  ENGINE_WRITERS,
  FORCE_FIELD_MODELS,
  findForceField,
  findForceFieldModel,
  findWaterModel,
  isBuildError,
  WATER_MODELS,
} from '@topoforge/chem';
import { parseNumber, stringOption } from '../args.js';
import { resolveChargeMethod } from '../charge-methods.js';
import { UsageError } from '../errors.js';

export const DEFAULT_GAFF_DAT = '/usr/share/openbabel/3.1.1/gaff.dat';
export const DEFAULT_GROMACS_TOP = '/usr/share/gromacs/top';
/** Every software the API writes: the ids of chem's one writer registry (ENGINE_WRITERS). */
export const ENGINES: readonly string[] = ENGINE_WRITERS.map((e) => e.id);
export type Engine = string;

export interface BuildOptions {
  readonly input: string;
  readonly from: string | undefined;
  /** The force field that types and parameterizes every non-water atom. */
  readonly forceField: ForceFieldModel;
  /** The backup force field's name (--backup oplsaa: OPLS-AA/L behind GAFF), checked by chem. */
  readonly backup: string | undefined;
  /** The water model for the structure's waters (--water). */
  readonly water: WaterModel | undefined;
  /** gromacs-data's topology folder (oplsaa.ff, gromos54a7.ff). */
  readonly gromacsTop: string;
  readonly out: string;
  /** 'input' (the file's partial charges), 'zero', or a charge method's command-line name. */
  readonly charges: string;
  /** Whether --charges was given (else `charges` is the default, 'input'). */
  readonly chargesGiven: boolean;
  /** Net charge for a charge method; default: the sum of the formal charges, 0 for a crystal (net-charge.ts). */
  readonly netCharge: number | undefined;
  /** Charge scaling factor (spec 000 §5: parsed as a float, default 1). */
  readonly chargeScale: number;
  readonly engines: readonly Engine[];
  /** --reactive: LAMMPS writes the structure for AIREBO or Tersoff instead of the force field. */
  readonly reactive: LammpsReactive | undefined;
  /** lammps-data's potential files (--lammps-potentials, $LAMMPS_POTENTIALS). */
  readonly lammpsPotentials: string;
  readonly residueName: string;
  /** Spec 000 §7 use_current_structure: bit 1 bond lengths, bit 2 angles. */
  readonly useCurrent: 0 | 1 | 2 | 3;
  readonly gaffDat: string;
  /** --supercell x,y,z (crystals): the System is repeated x·y·z times before writing. */
  readonly supercell: Supercell;
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
  const forceField = cliForceField(stringOption(values.ff) ?? 'gaff');
  const backup = backupOption(stringOption(values.backup), forceField);
  const waterName = stringOption(values.water);
  const water = waterName === undefined ? undefined : findWaterModel(waterName);
  if (waterName !== undefined && !water) {
    throw new UsageError(
      `--water '${waterName}': unknown water model; known: ${WATER_MODELS.map((m) => m.name).join(', ')}.`,
    );
  }
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
    forceField,
    backup,
    water,
    gromacsTop: stringOption(values['gromacs-top']) ?? env.TOPOFORGE_GROMACS_TOP ?? DEFAULT_GROMACS_TOP,
    out,
    charges,
    chargesGiven: stringOption(values.charges) !== undefined,
    netCharge,
    chargeScale,
    engines: list('--engine', stringOption(values.engine) ?? 'gromacs', ENGINES),
    reactive: reactiveOption(stringOption(values.reactive)),
    lammpsPotentials:
      stringOption(values['lammps-potentials']) ?? env.LAMMPS_POTENTIALS ?? DEFAULT_LAMMPS_POTENTIALS,
    residueName,
    useCurrent,
    gaffDat: stringOption(values['gaff-dat']) ?? env.TOPOFORGE_GAFF_DAT ?? DEFAULT_GAFF_DAT,
    supercell: supercellOption(stringOption(values.supercell)),
    ...(hessianFile === undefined ? {} : { hessian: fitting(hessianFile, values) }),
  };
}

/** Debian lammps-data's folder, which its /etc/profile.d/lammps.sh also exports as LAMMPS_POTENTIALS. */
export const DEFAULT_LAMMPS_POTENTIALS = '/usr/share/lammps/potentials';

function reactiveOption(text: string | undefined): LammpsReactive | undefined {
  if (text === undefined) return undefined;
  const found = LAMMPS_REACTIVE.find((r) => r === text.toLowerCase());
  if (!found) throw new UsageError(`--reactive '${text}': one of ${LAMMPS_REACTIVE.join(', ')}.`);
  return found;
}

/** --backup NAME (a command-line or registry name; 'none': no backup), refused unless chem's rules allow it. */
function backupOption(text: string | undefined, forceField: ForceFieldModel): string | undefined {
  if (text === undefined || text.toLowerCase() === 'none') return undefined;
  const name = findForceFieldModel(text)?.name ?? text;
  try {
    checkBackupChoice(forceField.name, name);
  } catch (e) {
    if (isBuildError(e))
      throw new UsageError(`--backup '${text}' with --ff ${forceField.cliName}: ${e.message}`);
    throw e;
  }
  return name;
}

/** The force fields `--ff` accepts: those TopoForge can type, by their command-line names. */
export const cliForceFields = (): ForceFieldModel[] =>
  FORCE_FIELD_MODELS.filter((m) => findForceField(m.name)?.typer === true);

export function cliForceField(name: string): ForceFieldModel {
  const model = findForceFieldModel(name);
  if (!model || !cliForceFields().includes(model)) {
    const known = cliForceFields()
      .map((m) => m.cliName)
      .join(', ');
    throw new UsageError(`unknown force field '${name}'; known: ${known}.`);
  }
  return model;
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

/** Spec 000 §5 and 001 §2.1: supercell x, y, z, each an integer 1–10 (default 1,1,1). */
export const SUPERCELL_RANGE = { min: 1, max: 10 } as const;

function supercellOption(text: string | undefined): Supercell {
  if (text === undefined) return [1, 1, 1];
  const parts = text.split(',').map((s) => s.trim());
  const values = parts.map((s) => (/^\d+$/.test(s) ? Number(s) : NaN));
  const { min, max } = SUPERCELL_RANGE;
  if (values.length !== 3 || values.some((v) => !(v >= min && v <= max))) {
    throw new UsageError(`--supercell '${text}': three integers x,y,z from ${min} to ${max}, e.g. 2,2,2.`);
  }
  return [values[0]!, values[1]!, values[2]!];
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
