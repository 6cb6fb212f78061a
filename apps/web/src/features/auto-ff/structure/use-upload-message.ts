import type { UploadFlow } from '@topoforge/chem';
import { UPLOAD_FLOWS } from '@topoforge/chem';
import type { TFunction } from 'i18next';
import type { StructureNote } from '../upload/structure-notes';
import type { UploadProblem } from '../upload/upload-check';

/** '.mol, .pdb, .xyz, .mol2' in English, '.mol、.pdb、.xyz、.mol2' in Chinese (the spec's two texts). */
const dotted = (t: TFunction, extensions: readonly string[]): string =>
  extensions.map((e) => `.${e}`).join(t('upload.extensionSeparator'));

/** The spec's upload message for a problem (000 §5), in the interface language. */
export function uploadProblemText(t: TFunction, problem: UploadProblem): string {
  switch (problem.code) {
    case 'extension':
      return t('upload.extension', { extensions: dotted(t, problem.extensions) });
    case 'size':
      return t('upload.size');
    case 'atom-count':
      return t('upload.atomCount', { limit: problem.limit });
    case 'unreadable':
      return t('upload.unreadable');
    case 'empty':
      return t('upload.empty', { name: problem.name });
  }
}

/** A loaded file's note (elements read from LigParGen names, the first of several SD records). */
export function structureNoteText(t: TFunction, name: string, note: StructureNote): string {
  switch (note.code) {
    case 'mixed-case':
      return t('upload.mixedCaseElements', { name, count: note.count, atoms: note.atoms });
    case 'sdf-records':
      return t('upload.sdfRecords', { name, count: note.count, title: note.title });
  }
}

/** The title bar's hint: the flow's extensions, 1 MB and its atom limit (000 §5). */
export function uploadHint(t: TFunction, flow: UploadFlow): string {
  const rule = UPLOAD_FLOWS[flow];
  return t('upload.hint', { extensions: dotted(t, rule.extensions), limit: rule.atomLimit });
}
