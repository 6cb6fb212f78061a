import { z } from 'zod';
import { getJson } from '../../api/client';
import type { PotentialType } from './element-key';

/*
 * The module browsers' four calls as spec 001 §7 names them (page, detail/{id}, elements and the file
 * download). The rows and details are read as 001 §3 lists their fields; `lammps` is the ready LAMMPS
 * lines for the chosen elements (issue 20 item 2).
 */
const rowSchema = z.object({
  modelId: z.string(),
  id: z.string(),
  elements: z.array(z.string()),
  title: z.string(),
  potentialFunctionType: z.string(),
  authors: z.string(),
  year: z.union([z.string(), z.number()]),
  doi: z.string().nullable(),
});
export type ModuleRow = z.infer<typeof rowSchema>;
const detailSchema = rowSchema.extend({
  journal: z.string(),
  abstractContent: z.string().nullable(),
  fileNames: z.array(z.object({ fileId: z.string(), fileName: z.string() })),
  otherContent: z.string().nullable(),
  lammps: z.string().nullable(),
});
export type ModuleDetail = z.infer<typeof detailSchema>;

export const DOWNLOAD_PATH = '/cgi/general-service/commonUpload/downLoadFileByFileId';
const BASE = '/cgi/user-center-service/autoff';

export const listModules = (
  type: PotentialType,
  keyword: string,
  signal: AbortSignal,
): Promise<ModuleRow[]> =>
  getJson(`${BASE}/page`, z.object({ records: z.array(rowSchema) }), signal, {
    keyword,
    potentialFunctionEnum: type,
    current: '1',
    size: '9999',
  }).then((d) => d.records);

export const selectableElements = (
  type: PotentialType,
  key: string,
  signal: AbortSignal,
): Promise<string[]> =>
  getJson(`${BASE}/elements`, z.array(z.string()), signal, { elements: key, potentialFunctionEnum: type });

export const moduleDetail = (id: string, key: string, signal: AbortSignal): Promise<ModuleDetail> =>
  getJson(`${BASE}/detail/${encodeURIComponent(id)}`, detailSchema, signal, { elements: key });
