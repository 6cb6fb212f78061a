import type { ChargeOptionsAnswer, ForceFieldListPath, LibraryEntry } from '@topoforge/contract';
import {
  CHARGE_OPTIONS_ROUTE,
  CHARGE_ROUTE,
  GEN3D_OPTION,
  builderPath,
  cellToMol2Route,
  chargeAnswerSchema,
  chargeOptionsAnswerSchema,
  checkForceFieldRoute,
  convertRoute,
  fourPointWaterModelsRoute,
  listLibraryRoute,
  mol2ToCifRoute,
  mol2ToVaspRoute,
  readLibraryFileRoute,
  tip4pRoute,
  waterModelsRoute,
} from '@topoforge/contract';
import { isPremiumUser } from './auth-storage';
import type { CallOptions } from './client';
import { API_TIMEOUT_MS, getJson, postJson } from './client';

/** Premium users wait up to 10 minutes for a charge calculation (000 §6, §9). */
export const PREMIUM_CHARGE_TIMEOUT_MS = 600_000;

const text = convertRoute.answer.data;
const names = waterModelsRoute.answer.data;
const entries = listLibraryRoute.answer.data;
const checkAnswer = checkForceFieldRoute.answer.data;

/** The upload flow whose limits the server applies; the all-atom wizard is the molecule flow (4000 atoms). */
export type Flow = 'molecule' | 'general' | 'crystal' | 'small-molecule' | 'coarse-grained';
const FLOW: Flow = 'molecule';

export const listLibrary = (path: string, signal?: AbortSignal): Promise<LibraryEntry[]> =>
  getJson(listLibraryRoute.path, entries, signal, { path });

export const readLibraryFile = (path: string, name: string, signal?: AbortSignal): Promise<string> =>
  getJson(readLibraryFileRoute.path, readLibraryFileRoute.answer.data, signal, { path, name, flow: FLOW });

/** A file's text to mol2; sketches get hydrogens and 3D coordinates (other '--gen3d'). */
export const convertToMol2 = (data: string, inp: string, sketch: boolean): Promise<string> =>
  postJson(
    convertRoute.path,
    { data, inp, out: 'mol2', other: sketch ? GEN3D_OPTION : '', flow: FLOW },
    text,
  );

/** mol2 to pdb, mol or xyz for the structure download. */
export const convertMol2 = (data: string, out: 'pdb' | 'mol' | 'xyz'): Promise<string> =>
  postJson(convertRoute.path, { data, inp: 'mol2', out, flow: FLOW }, text);

export const cellToMol2 = (data: string, inp: string): Promise<string> =>
  postJson(cellToMol2Route.path, { data, inp, out: 'mol2' }, text);

export const mol2ToCif = (data: string): Promise<string> =>
  postJson(mol2ToCifRoute.path, { data, inp: 'mol2', out: 'cif' }, text);

export const mol2ToVasp = (data: string): Promise<string> =>
  postJson(mol2ToVaspRoute.path, { data, inp: 'mol2', out: 'vasp' }, text);

/** A force-field list; its first entry is the default (000 §7). */
export const forceFieldList = (list: ForceFieldListPath, signal?: AbortSignal): Promise<string[]> =>
  getJson(builderPath(`forcefield/${list}`), names, signal);

export const waterModels = (signal?: AbortSignal): Promise<string[]> =>
  getJson(waterModelsRoute.path, names, signal);

export const fourPointWaterModels = (signal?: AbortSignal): Promise<string[]> =>
  getJson(fourPointWaterModelsRoute.path, names, signal);

export interface ForceFieldCheck {
  readonly continue: boolean;
  readonly warning: boolean;
  readonly msg: string;
}

/** forcefield: the names joined by '+' (000 §7). */
export const checkForceFields = (forcefields: readonly string[]): Promise<ForceFieldCheck> =>
  postJson(checkForceFieldRoute.path, { forcefield: forcefields.join('+') }, checkAnswer);

export const toFourPointWater = (data: string, watermodel: string): Promise<string> =>
  postJson(tip4pRoute.path, { data, watermodel }, text);

export const chargeOptions = (data: string): Promise<ChargeOptionsAnswer> =>
  postJson(CHARGE_OPTIONS_ROUTE.path, { data, flow: FLOW, family: 'general' }, chargeOptionsAnswerSchema);

/** Partial charges by one charge type (its slug from chargeOptions); premium users wait longer. */
export function computeCharges(
  slug: string,
  body: { data: string; charge: number; scale: number },
  options: CallOptions = {},
): Promise<number[]> {
  const timeoutMs = isPremiumUser() ? PREMIUM_CHARGE_TIMEOUT_MS : API_TIMEOUT_MS;
  const path = CHARGE_ROUTE.path.replace(':type', encodeURIComponent(slug));
  return postJson(path, { ...body, flow: FLOW }, chargeAnswerSchema, { timeoutMs, ...options });
}
