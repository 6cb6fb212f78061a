import type { AtomTypeOption } from '@topoforge/contract';
import {
  BLOCK_COPOLYMER_ROUTE,
  END_GROUP_ROUTE,
  HOMOPOLYMER_ROUTE,
  MONOMER_LIBRARY_ROUTE,
  POLYMER_ATOM_TYPE_ROUTE,
  POLYMER_CHARGE_ROUTE,
  RANDOM_COPOLYMER_ROUTE,
  builderPath,
} from '@topoforge/contract';
import { z } from 'zod';
import { isPremiumUser } from '../../../api/auth-storage';
import { forceFieldList, PREMIUM_CHARGE_TIMEOUT_MS } from '../../../api/builder';
import type { CallOptions } from '../../../api/client';
import { API_TIMEOUT_MS, getJson, postJsonWithFields } from '../../../api/client';
import type { BuildRequest } from './polymer-requests';

/** The polymer calls of 001 §7 the page makes, through the app's typed client. */

export type MonomerGroup = z.infer<typeof MONOMER_LIBRARY_ROUTE.answer.data>[number];
export type MonomerItem = MonomerGroup['subgroup'][number];
export type EndGroup = z.infer<typeof END_GROUP_ROUTE.answer.data>[number];

export const monomerLibrary = (signal?: AbortSignal): Promise<MonomerGroup[]> =>
  getJson(MONOMER_LIBRARY_ROUTE.path, MONOMER_LIBRARY_ROUTE.answer.data, signal);

export const endGroups = (type: 'head' | 'tail', signal?: AbortSignal): Promise<EndGroup[]> =>
  getJson(END_GROUP_ROUTE.path, END_GROUP_ROUTE.answer.data, signal, { type });

/** A build's answer (001 §7): the chain as mol2 and `number`, its handle on the server (polymerNumber). */
export interface BuiltChain {
  readonly mol2: string;
  readonly number: number;
}

const numberField = z.object({ number: z.number().int() });

/** The build path of a request: homopolymer, block, random or 2d; `_vip` for premium users (001 §6). */
export function buildPath(kind: BuildRequest['kind'], premium: boolean): string {
  const base: Record<BuildRequest['kind'], string> = {
    homopolymer: HOMOPOLYMER_ROUTE.path,
    block: BLOCK_COPOLYMER_ROUTE.path,
    random: RANDOM_COPOLYMER_ROUTE.path,
    '2d': builderPath('polymer/2d'),
  };
  return premium ? `${base[kind]}_vip` : base[kind];
}

/**
 * Builds the chain. Premium users call the `_vip` variant and wait up to 10 minutes. `quiet` leaves a
 * failure to the caller (the 2D tab shows its message in a dialog titled 提示, 001 §8).
 */
export async function buildPolymer(request: BuildRequest, options: CallOptions = {}): Promise<BuiltChain> {
  const premium = isPremiumUser();
  const { data, fields } = await postJsonWithFields(
    buildPath(request.kind, premium),
    request.body,
    z.string(),
    numberField,
    { timeoutMs: premium ? PREMIUM_CHARGE_TIMEOUT_MS : API_TIMEOUT_MS, ...options },
  );
  return { mol2: data, number: fields.number };
}

/** The polymer atom-type call's answer: candidate types per atom and the chain's monomer sequence. */
export interface PolymerAtomTypes {
  readonly options: AtomTypeOption[][];
  readonly sequence: string[];
}

const atomTypeFields = z.object({ sequence: z.array(z.string()).default([]) });

/** POST polymer/atomtype {polymer, forcefield} (001 §7): the force fields joined by '+'. */
export async function polymerAtomTypes(polymer: number, forcefield: string): Promise<PolymerAtomTypes> {
  const { data, fields } = await postJsonWithFields(
    POLYMER_ATOM_TYPE_ROUTE.path,
    { polymer, forcefield },
    POLYMER_ATOM_TYPE_ROUTE.answer.data,
    atomTypeFields,
  );
  return { options: data, sequence: fields.sequence };
}

/** POST polymer/charge {polymer, chargetype, scale} (001 §7); premium users wait 10 minutes (001 §6). */
export async function polymerCharges(
  body: { polymer: number; chargetype: string; scale: number },
  { job, ...options }: CallOptions & { job?: string } = {},
): Promise<number[]> {
  const path = POLYMER_CHARGE_ROUTE.path;
  const timeoutMs = isPremiumUser() ? PREMIUM_CHARGE_TIMEOUT_MS : API_TIMEOUT_MS;
  const { data } = await postJsonWithFields(
    job === undefined ? path : `${path}?job=${encodeURIComponent(job)}`,
    body,
    POLYMER_CHARGE_ROUTE.answer.data,
    z.object({}),
    { timeoutMs, ...options },
  );
  return data;
}

/**
 * The amino-acid force-field options (001 §7; the polymers row of chem's BUILDER_FLOWS names the list
 * route forcefield/aminoacid): the force fields the page offers, the first the default.
 */
export const polymerForceFields = (signal?: AbortSignal): Promise<string[]> =>
  forceFieldList('aminoacid', signal);
