import { ParseError, TopoForgeError } from '../../core/errors.js';
import { countAtoms } from './count-atoms.js';
import type { LocalizedMessage, UploadFlow } from './flows.js';
import { atomLimitMessage, SIZE_MESSAGE, UPLOAD_FLOWS, UPLOAD_SIZE_LIMIT_BYTES } from './flows.js';
import { uploadExtension } from './upload-extension.js';

export interface UploadInput {
  readonly flow: UploadFlow;
  readonly fileName: string;
  /** Size of the file as uploaded (bytes, not UTF-16 code units). */
  readonly sizeBytes: number;
  readonly text: string;
}

export type UploadFailureCode = 'upload-extension' | 'upload-size' | 'upload-atom-count' | 'parse';

export interface UploadOk {
  readonly ok: true;
  readonly atomCount: number;
}

export interface UploadFailure {
  readonly ok: false;
  readonly code: UploadFailureCode;
  /** The spec's message (000 §5, 001 §5); for 'parse', the reader's message in both fields. */
  readonly message: LocalizedMessage;
  /** 1-based line of a parse failure, when the reader named one. */
  readonly line?: number;
}

export type UploadCheck = UploadOk | UploadFailure;

/**
 * The spec's upload checks in its order: extension, size (≤ 1048576 bytes), then atom count against
 * the flow's limit. The same check applies to library files and sketches (000 §5).
 */
export function checkUpload(input: UploadInput): UploadCheck {
  const rule = UPLOAD_FLOWS[input.flow];
  if (!rule.extensions.includes(uploadExtension(input.fileName))) {
    return { ok: false, code: 'upload-extension', message: rule.extensionMessage };
  }
  if (input.sizeBytes > UPLOAD_SIZE_LIMIT_BYTES)
    return { ok: false, code: 'upload-size', message: SIZE_MESSAGE };
  let atomCount: number;
  try {
    atomCount = countAtoms(input.fileName, input.text);
  } catch (e) {
    if (!(e instanceof TopoForgeError)) throw e;
    return parseFailure(e);
  }
  if (atomCount > rule.atomLimit) {
    return { ok: false, code: 'upload-atom-count', message: atomLimitMessage(rule.atomLimit) };
  }
  return { ok: true, atomCount };
}

/** The reader's words are English only; both fields carry them so the UI can show either language. */
function parseFailure(e: TopoForgeError): UploadFailure {
  const message = { en: e.message, zh: e.message };
  return e instanceof ParseError && e.line !== undefined
    ? { ok: false, code: 'parse', message, line: e.line }
    : { ok: false, code: 'parse', message };
}
