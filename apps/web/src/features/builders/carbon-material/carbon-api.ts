import type { FullereneTreeAnswer } from '@topoforge/contract';
import { FULLERENE_COUNTS_ROUTE, FULLERENE_ROUTE, FULLERENE_TREE_ROUTE } from '@topoforge/contract';
import { z } from 'zod';
import { getJson, getJsonWithFields, postJsonWithFields } from '../../../api/client';

/** The carbon calls of 001 §7 the page makes (contract api/carbon.ts, carbon-functional.ts). */

/** A build's answer: the structure as mol2 (CRYSIN when periodic) and chem's record of what was built. */
export interface CarbonStructure {
  readonly mol2: string;
  readonly description: Readonly<Record<string, unknown>> | null;
}

const descriptionField = z.object({ description: z.record(z.string(), z.unknown()).nullish() });

/** GET fullerene-tree: the tree's first level, the spec's atom counts (001 §9). */
export async function fullereneCounts(signal?: AbortSignal): Promise<number[]> {
  const counts = await getJson(FULLERENE_COUNTS_ROUTE.path, FULLERENE_COUNTS_ROUTE.answer.data, signal);
  return counts.map((c) => c.atomCount);
}

/** GET fullerene-tree/:count: the count's point groups, then isomers (the first C60 call takes seconds). */
export const fullereneTree = (count: number, signal?: AbortSignal): Promise<FullereneTreeAnswer> =>
  getJson(
    FULLERENE_TREE_ROUTE.path.replace(':count', String(count)),
    FULLERENE_TREE_ROUTE.answer.data,
    signal,
  );

/** GET fullerene/{name} (001 §7): the relaxed, checked cage. */
export async function fullerene(name: string): Promise<CarbonStructure> {
  const path = FULLERENE_ROUTE.path.replace(':name', encodeURIComponent(name));
  const { data, fields } = await getJsonWithFields(path, z.string(), descriptionField);
  return { mol2: data, description: fields.description ?? null };
}

/** POST one of the sheet, tube or functional-group calls (001 §7) with a checked body. */
export async function buildCarbon(path: string, body: Record<string, unknown>): Promise<CarbonStructure> {
  const { data, fields } = await postJsonWithFields(path, body, z.string(), descriptionField);
  return { mol2: data, description: fields.description ?? null };
}
