import type { ConsultationBody, ConsultationWire, CountryWire, RegionNodeWire } from '@topoforge/contract';
import {
  addConsultationRoute,
  consultationSchema,
  countryListRoute,
  countrySchema,
  editConsultationRoute,
  getConsultationRoute,
  listConsultationsRoute,
  regionNodeSchema,
  regionTreeRoute,
} from '@topoforge/contract';
import { z } from 'zod';
import { getJson, postJson } from '../../../api/client';

/**
 * The consultation form's calls (002 §7). A failed submission is shown by the shell's presenter as an error
 * toast with the server's message (002 §8) and rethrown, so the form stays open.
 */

export const fetchRegions = (signal?: AbortSignal): Promise<RegionNodeWire[]> =>
  getJson(regionTreeRoute.path, z.array(regionNodeSchema), signal);

export const fetchCountries = (signal?: AbortSignal): Promise<CountryWire[]> =>
  getJson(countryListRoute.path, z.array(countrySchema), signal);

/** The logged-in user's earlier request, or null. Quiet: a failed prefill leaves an empty form to fill. */
export const fetchOwnConsultation = (signal?: AbortSignal): Promise<ConsultationWire | null> =>
  getJson(getConsultationRoute.path, consultationSchema.nullable(), signal, undefined, { quiet: true });

/** Adds a request, or edits the given one (002 §4: a logged-in user's form edits the record it came from). */
export const saveConsultation = (body: ConsultationBody, id?: number): Promise<ConsultationWire> =>
  id === undefined
    ? postJson(addConsultationRoute.path, body, consultationSchema)
    : postJson(editConsultationRoute.path, { ...body, id }, consultationSchema);

export const consultationListSchema = listConsultationsRoute.answer.data;
export type ConsultationPage = z.infer<typeof consultationListSchema>;

export function listConsultations(
  current: number,
  size: number,
  keyword: string,
  signal?: AbortSignal,
): Promise<ConsultationPage> {
  const query = { current: String(current), size: String(size), keyword: keyword.trim() || undefined };
  return getJson(listConsultationsRoute.path, consultationListSchema, signal, query);
}
