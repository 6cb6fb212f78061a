import type { TFunction } from 'i18next';
import type { UploadProblem } from '../logic/upload-check';

/** The spec's upload message for a problem (000 §5), in the interface language. */
export function uploadProblemText(t: TFunction, problem: UploadProblem): string {
  switch (problem.code) {
    case 'extension':
      return t('upload.extension');
    case 'size':
      return t('upload.size');
    case 'atom-count':
      return t('upload.atomCount', { limit: problem.limit });
    case 'unreadable':
      return t('upload.unreadable');
  }
}
