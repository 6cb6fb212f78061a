import type { UploadFlow } from '@topoforge/chem';
import { UPLOAD_FLOWS, UPLOAD_SIZE_LIMIT_BYTES, checkUpload as checkWithChem } from '@topoforge/chem';

/**
 * The upload checks of spec 000 §5 in the browser, so a bad file is refused before it is sent: chem's
 * own checks (the ones the server applies to every call) under the rules of the builder's upload flow.
 * The texts are the web catalogue's (upload.*), keyed by the problem's code.
 */
export type UploadProblem =
  | { readonly code: 'extension'; readonly extensions: readonly string[] }
  | { readonly code: 'size' }
  | { readonly code: 'atom-count'; readonly limit: number }
  | { readonly code: 'empty'; readonly name: string }
  | { readonly code: 'unreadable' };

export type UploadVerdict =
  { readonly ok: true; readonly atomCount: number } | { readonly ok: false; readonly problem: UploadProblem };

export { UPLOAD_SIZE_LIMIT_BYTES };

/** The `accept` of the file input: the flow's extensions with their dots. */
export const uploadAccept = (flow: UploadFlow): string =>
  UPLOAD_FLOWS[flow].extensions.map((e) => `.${e}`).join(',');

/** Extension, then size, then atom count, in the spec's order (chem's checkUpload). */
export function checkUpload(
  flow: UploadFlow,
  fileName: string,
  sizeBytes: number,
  text: string,
): UploadVerdict {
  const verdict = checkWithChem({ flow, fileName, sizeBytes, text });
  if (verdict.ok) return { ok: true, atomCount: verdict.atomCount };
  const rule = UPLOAD_FLOWS[flow];
  switch (verdict.code) {
    case 'upload-extension':
      return { ok: false, problem: { code: 'extension', extensions: rule.extensions } };
    case 'upload-size':
      return { ok: false, problem: { code: 'size' } };
    case 'upload-empty':
      return { ok: false, problem: { code: 'empty', name: fileName } };
    case 'upload-atom-count':
      return { ok: false, problem: { code: 'atom-count', limit: rule.atomLimit } };
    case 'parse':
      return { ok: false, problem: { code: 'unreadable' } };
  }
}

/**
 * Extension and size only, judged before a file is read so that a huge file never is; undefined when
 * both pass (the atom count needs the text).
 */
export function checkBeforeReading(
  flow: UploadFlow,
  fileName: string,
  sizeBytes: number,
): UploadProblem | undefined {
  const early = checkUpload(flow, fileName, sizeBytes, '');
  // Without the text, '' is neither unreadable nor empty yet: only extension and size are judged here.
  const judged = !early.ok && (early.problem.code === 'extension' || early.problem.code === 'size');
  return judged ? early.problem : undefined;
}

/** Size in bytes of text as UTF-8 (what the server measures for texts that did not come from a file). */
export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/** The file name as the title bar shows it: at most 20 characters, then an ellipsis (000 §2). */
export function truncateName(name: string, max = 20): string {
  const chars = [...name];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}
