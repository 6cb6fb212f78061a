import type { ErrorData } from '../../core/errors.js';
import { ParseError, TopoForgeError } from '../../core/errors.js';
import { countAtoms } from './count-atoms.js';
import type { UploadFlow } from './flows.js';
import { UPLOAD_FLOWS, UPLOAD_SIZE_LIMIT_BYTES } from './flows.js';
import { uploadExtension } from './upload-extension.js';

export interface UploadInput {
  readonly flow: UploadFlow;
  readonly fileName: string;
  /** Size of the file as uploaded (bytes, not UTF-16 code units). */
  readonly sizeBytes: number;
  readonly text: string;
}

export type UploadFailureCode =
  'upload-extension' | 'upload-size' | 'upload-empty' | 'upload-atom-count' | 'parse';

export interface UploadOk {
  readonly ok: true;
  readonly atomCount: number;
}

/**
 * A refused upload: the apps show `code` with `data` from their message catalogues (000 §5, 001 §5 give
 * the texts); `message` is the English text for logs and the command line. Data per code:
 * upload-extension { extensions } (as the spec's message lists them), upload-size { limit } (bytes),
 * upload-empty { file } (nothing but white space in it),
 * upload-atom-count { limit, atomCount }, parse: the reader's data (format, line, file, detail).
 */
export interface UploadFailure {
  readonly ok: false;
  readonly code: UploadFailureCode;
  readonly message: string;
  readonly data: ErrorData;
  /** 1-based line of a parse failure, when the reader named one. */
  readonly line?: number;
}

export type UploadCheck = UploadOk | UploadFailure;

const dotted = (extensions: readonly string[]): string => extensions.map((e) => `.${e}`).join(', ');

/** The extension rule of a flow: undefined when `extension` (lower case, no dot) is accepted. */
export function extensionFailure(flow: UploadFlow, extension: string): UploadFailure | undefined {
  const { extensions } = UPLOAD_FLOWS[flow];
  if (extensions.includes(extension)) return undefined;
  const message = `only ${dotted(extensions)} files are supported`;
  return { ok: false, code: 'upload-extension', message, data: { extensions: [...extensions] } };
}

/** The size rule (000 §5): at most 1048576 bytes, the limit itself allowed. */
export function sizeFailure(sizeBytes: number): UploadFailure | undefined {
  if (sizeBytes <= UPLOAD_SIZE_LIMIT_BYTES) return undefined;
  const data = { limit: UPLOAD_SIZE_LIMIT_BYTES };
  return { ok: false, code: 'upload-size', message: 'file size exceeds 1M limit', data };
}

/** An empty file (nothing or only white space): said as such, naming it, rather than as a parse error. */
export function emptyFailure(fileName: string, text: string): UploadFailure | undefined {
  if (text.trim() !== '') return undefined;
  const message = `${fileName}: the file is empty`;
  return { ok: false, code: 'upload-empty', message, data: { file: fileName } };
}

/** The atom limit of a flow, the limit itself allowed. */
export function atomCountFailure(flow: UploadFlow, atomCount: number): UploadFailure | undefined {
  const limit = UPLOAD_FLOWS[flow].atomLimit;
  if (atomCount <= limit) return undefined;
  const message = `atom count cannot exceed ${limit}`;
  return { ok: false, code: 'upload-atom-count', message, data: { limit, atomCount } };
}

/**
 * The spec's upload checks in its order: extension, size (≤ 1048576 bytes), an empty file, then atom count against
 * the flow's limit. The same check applies to library files and sketches (000 §5).
 */
export function checkUpload(input: UploadInput): UploadCheck {
  const refused =
    extensionFailure(input.flow, uploadExtension(input.fileName)) ??
    sizeFailure(input.sizeBytes) ??
    emptyFailure(input.fileName, input.text);
  if (refused) return refused;
  let atomCount: number;
  try {
    atomCount = countAtoms(input.fileName, input.text);
  } catch (e) {
    if (!(e instanceof TopoForgeError)) throw e;
    return parseFailure(e);
  }
  return atomCountFailure(input.flow, atomCount) ?? { ok: true, atomCount };
}

/** The reader's words are English only; the apps show them as they are. */
function parseFailure(e: TopoForgeError): UploadFailure {
  const failure = { ok: false, code: 'parse', message: e.message, data: e.data } as const;
  return e instanceof ParseError && e.line !== undefined ? { ...failure, line: e.line } : failure;
}
