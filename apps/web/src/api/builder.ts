import type { ChargeList, UploadFlow } from '@topoforge/chem';
import type {
  Am1Attempt,
  AtomTypeOption,
  ChargeOptionsAnswer,
  ForceFieldListPath,
  LibraryEntry,
  LibraryFlow,
  ParameterSet,
  TopfileSoftware,
  TopologyPayload,
} from '@topoforge/contract';
import {
  AM1_ATTEMPTS,
  CHARGE_OPTIONS_ROUTE,
  CHARGE_SOURCE_HEADER,
  CHARGE_ROUTE,
  GEN3D_OPTION,
  atomTypeRoute,
  builderPath,
  cellToMol2Route,
  chargeAnswerSchema,
  chargeOptionsAnswerSchema,
  checkForceFieldRoute,
  convertRoute,
  downloadTopologyRoute,
  errorEnvelopeSchema,
  fourPointWaterModelsRoute,
  libraryFlowSchema,
  listLibraryRoute,
  mol2ToCifRoute,
  mol2ToVaspRoute,
  parameterRoute,
  readLibraryFileRoute,
  tip4pRoute,
  topfileSoftwaresRoute,
  checkSoftwaresRoute,
  computerListRoute,
  waterModelsRoute,
} from '@topoforge/contract';
import { clearStoredLogin, isPremiumUser, storedAccessToken } from './auth-storage';
import type { CallOptions } from './client';
import { API_TIMEOUT_MS, ApiRequestError, getJson, postJson, postJsonWithHeaders } from './client';

/** Premium users wait up to 10 minutes for a charge calculation (000 §6, §9). */
export const PREMIUM_CHARGE_TIMEOUT_MS = 600_000;

const text = convertRoute.answer.data;
const names = waterModelsRoute.answer.data;
const entries = listLibraryRoute.answer.data;
const checkAnswer = checkForceFieldRoute.answer.data;

/**
 * The `flow` field of a call: the open builder's upload flow (builderFlow(id).upload), whose limits the
 * server applies; a builder without a file input sends none and gets the server's default ('molecule').
 */
const flowField = (flow: UploadFlow | undefined): { flow?: UploadFlow } =>
  flow === undefined ? {} : { flow };

/**
 * The library's `flow`: it holds molecule files, so it takes the molecule flows only; a crystal builder
 * has no library to read from, and sends none (the server's default, 'molecule').
 */
export function libraryFlow(flow: UploadFlow | undefined): LibraryFlow | undefined {
  const parsed = libraryFlowSchema.safeParse(flow);
  return parsed.success ? parsed.data : undefined;
}

export const listLibrary = (path: string, signal?: AbortSignal): Promise<LibraryEntry[]> =>
  getJson(listLibraryRoute.path, entries, signal, { path });

export const readLibraryFile = (
  path: string,
  name: string,
  flow: UploadFlow | undefined,
  signal?: AbortSignal,
): Promise<string> => {
  const query = libraryFlow(flow);
  return getJson(readLibraryFileRoute.path, readLibraryFileRoute.answer.data, signal, {
    path,
    name,
    ...(query === undefined ? {} : { flow: query }),
  });
};

/** A file's text to mol2; sketches get hydrogens and 3D coordinates (other '--gen3d'). */
export const convertToMol2 = (
  data: string,
  inp: string,
  sketch: boolean,
  flow: UploadFlow | undefined,
): Promise<string> =>
  postJson(
    convertRoute.path,
    { data, inp, out: 'mol2', other: sketch ? GEN3D_OPTION : '', ...flowField(flow) },
    text,
  );

/** mol2 to pdb, mol or xyz for the structure download. */
export const convertMol2 = (
  data: string,
  out: 'pdb' | 'mol' | 'xyz',
  flow: UploadFlow | undefined,
): Promise<string> => postJson(convertRoute.path, { data, inp: 'mol2', out, ...flowField(flow) }, text);

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

/** The charge options of a structure; `family` is the builder's charge list (its flow's chargeMethods). */
export const chargeOptions = (
  data: string,
  flow: UploadFlow | undefined,
  family: ChargeList,
): Promise<ChargeOptionsAnswer> =>
  postJson(CHARGE_OPTIONS_ROUTE.path, { data, ...flowField(flow), family }, chargeOptionsAnswerSchema);

/** A long call's options: its job id (`?job=`, to follow and cancel it) besides the call's own. */
export interface JobCallOptions extends CallOptions {
  readonly job?: string;
}

const withJob = (path: string, job: string | undefined): string =>
  job === undefined ? path : `${path}?job=${encodeURIComponent(job)}`;

/** A charge call's answer: the charges and, for the AM1 methods, the AM1 attempt they come from. */
export interface ChargeResult {
  readonly charges: number[];
  /** The charge-source header when it names an AM1 attempt; undefined when absent or unknown. */
  readonly am1Attempt: Am1Attempt | undefined;
}

/** Partial charges by one charge type (its slug from chargeOptions); premium users wait longer. */
export async function computeCharges(
  slug: string,
  body: { data: string; charge: number; scale: number },
  flow: UploadFlow | undefined,
  { job, ...options }: JobCallOptions = {},
): Promise<ChargeResult> {
  const timeoutMs = isPremiumUser() ? PREMIUM_CHARGE_TIMEOUT_MS : API_TIMEOUT_MS;
  const path = withJob(CHARGE_ROUTE.path.replace(':type', encodeURIComponent(slug)), job);
  const { data, headers } = await postJsonWithHeaders(
    path,
    { ...body, ...flowField(flow) },
    chargeAnswerSchema,
    [CHARGE_SOURCE_HEADER],
    { timeoutMs, ...options },
  );
  const source = headers[CHARGE_SOURCE_HEADER];
  const am1Attempt = AM1_ATTEMPTS.find((a) => a === source);
  return { charges: data, am1Attempt };
}

/** Atom-type options per atom; forcefield: the water model (unless '-') and the forces joined by '+'. */
export const atomTypes = (data: string, forcefield: string): Promise<AtomTypeOption[][]> =>
  postJson(atomTypeRoute.path, { data, forcefield }, atomTypeRoute.answer.data);

/** forcefield/param's body (000 §7 "Atom parameters"; field names are the spec's). */
export interface ParameterCall {
  readonly data: string;
  readonly atomtype: readonly (readonly AtomTypeOption[])[];
  readonly backup: string;
  readonly watermodel?: string;
  readonly use_current_structure: number;
  readonly use_mseminario: number;
  readonly vibrational_scaling: number;
  readonly hessian?: string;
  readonly search_mode: 'fuzzy' | 'accurate';
  readonly charge_type: string;
}

/** Charges and bonded/nonbonded parameters of the typed structure: the parameter set step 3 edits. */
export const atomParameters = (
  body: ParameterCall,
  { job, ...options }: JobCallOptions = {},
): Promise<ParameterSet> =>
  postJson(withJob(parameterRoute.path, job), body, parameterRoute.answer.data, options);

/** The computing softwares of the topology download, each marked available or not with the reason. */
export const topfileSoftwares = (signal?: AbortSignal): Promise<TopfileSoftware[]> =>
  getJson(topfileSoftwaresRoute.path, topfileSoftwaresRoute.answer.data, signal);

/** Variant D's computer list (001 §2.6, §4): force fields whose frameworks get only lammps and moltemplate. */
export const computerList = (signal?: AbortSignal): Promise<string[]> =>
  getJson(computerListRoute.path, computerListRoute.answer.data, signal);

/** The software list for one parameter set: each writer asked whether it can write it, with the reason if not. */
export const checkTopfileSoftwares = (
  payload: TopologyPayload,
  options: CallOptions,
): Promise<TopfileSoftware[]> =>
  postJson(checkSoftwaresRoute.path, payload, checkSoftwaresRoute.answer.data, options);

/**
 * The topology zip for one software (000 §7 "Topology download"). The answer is binary, so the call is
 * made here rather than through getJson/postJson; a failure still becomes an ApiRequestError carrying
 * the server's message, for the dialog to show.
 */
export async function downloadTopology(software: string, payload: TopologyPayload): Promise<Blob> {
  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/zip' });
  const token = storedAccessToken();
  if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
  const path = downloadTopologyRoute.path.replace(':software', encodeURIComponent(software));
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (e) {
    throw new ApiRequestError(0, 'network', e instanceof Error ? e.message : String(e));
  }
  if (response.ok) return response.blob();
  if (response.status === 401) clearStoredLogin();
  const envelope = errorEnvelopeSchema.safeParse(await response.json().catch(() => undefined));
  if (envelope.success) throw new ApiRequestError(response.status, envelope.data.code, envelope.data.error);
  throw new ApiRequestError(response.status, 'http-error', `HTTP ${response.status} ${response.statusText}`);
}
