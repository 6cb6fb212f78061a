import type { PotentialModule, PotentialModuleDetail } from '@topoforge/contract';
import {
  downloadModuleFileRoute,
  MODULE_PAGE_SIZE_MAX,
  potentialDetailRoute,
  potentialElementsRoute,
  potentialPageRoute,
} from '@topoforge/contract';
import { getJson } from '../../api/client';
import type { PotentialType } from './element-key';

/** A row of the module table and a module's detail (contract api/potentials.ts; 001 §3). */
export type ModuleRow = PotentialModule;
export type ModuleDetail = PotentialModuleDetail;

/** Where a module file is downloaded (001 §7 downLoadFileByFileId). */
export const DOWNLOAD_PATH = downloadModuleFileRoute.path;

/** 001 §7: every module of the type holding all the chosen elements, on one page of 9999. */
export const listModules = (type: PotentialType, key: string, signal: AbortSignal): Promise<ModuleRow[]> =>
  getJson(potentialPageRoute.path, potentialPageRoute.answer.data, signal, {
    potentialFunctionEnum: type,
    elements: key === '' ? undefined : key,
    current: '1',
    size: String(MODULE_PAGE_SIZE_MAX),
  }).then((page) => page.records);

/** The elements still selectable given the chosen ones (all of the type's elements when none is chosen). */
export const selectableElements = (
  type: PotentialType,
  key: string,
  signal: AbortSignal,
): Promise<string[]> =>
  getJson(potentialElementsRoute.path, potentialElementsRoute.answer.data, signal, {
    potentialFunctionEnum: type,
    elements: key === '' ? undefined : key,
  });

/** One module with the LAMMPS lines for the chosen elements (type i is the i-th chosen element). */
export const moduleDetail = (id: string, key: string, signal: AbortSignal): Promise<ModuleDetail> =>
  getJson(
    potentialDetailRoute.path.replace(':id', encodeURIComponent(id)),
    potentialDetailRoute.answer.data,
    signal,
    { elements: key === '' ? undefined : key },
  );
