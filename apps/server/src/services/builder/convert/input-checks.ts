import type { UploadFailure, UploadFlow } from '@topoforge/chem';
import { atomCountFailure, countAtoms, emptyFailure, extensionFailure, sizeFailure } from '@topoforge/chem';
import type { HttpError } from '../../../kernel/http/errors.js';
import { badRequest } from '../../../kernel/http/errors.js';

/** The wizard's own structure format: every flow sends its current mol2 back for conversions (000 §7). */
const WIZARD_FORMAT = 'mol2';

/** VASP files arrive as 'vasp' or, by their usual file name, 'poscar' / 'contcar'. */
const EXTENSION_ALIASES: Readonly<Record<string, string>> = { poscar: 'vasp', contcar: 'vasp' };

export const uploadExtensionOf = (inp: string): string => {
  const key = inp.trim().toLowerCase().replace(/^\./, '');
  return EXTENSION_ALIASES[key] ?? key;
};

/** The name parse errors print: the request field and the format, e.g. "data.mol, line 4: …". */
export const dataFileName = (extension: string): string => `data.${extension}`;

export interface CheckedInput {
  readonly extension: string;
  readonly atomCount: number;
}

/**
 * The spec's upload rules (000 §5) applied to a conversion request, in the spec's order: the source
 * format must be one of the flow's extensions (mol2, the wizard's own format, is always accepted),
 * the text at most 1 MB (1048576 bytes of UTF-8) and not empty, and the atom count — counted as the spec says
 * (mol line 4, pdb ATOM/HETATM lines, xyz line 1, parsed atoms otherwise) — at most the flow's limit.
 * Each failure is a 400 with the spec's message in the request's language; parse errors name the line.
 */
export function checkConversionInput(data: string, inp: string, flow: UploadFlow): CheckedInput {
  const extension = uploadExtensionOf(inp);
  const refused =
    (extension === WIZARD_FORMAT ? undefined : extensionFailure(flow, extension)) ??
    sizeFailure(Buffer.byteLength(data, 'utf8')) ??
    emptyFailure(dataFileName(extension), data);
  if (refused) throw uploadRefused(refused);
  const atomCount = countAtoms(dataFileName(extension), data);
  const tooMany = atomCountFailure(flow, atomCount);
  if (tooMany) throw uploadRefused(tooMany);
  return { extension, atomCount };
}

/** The 400 of a refused upload: chem's code and data, worded by the catalogue (messages/upload.ts). */
export const uploadRefused = (failure: UploadFailure): HttpError =>
  badRequest(failure.code, { ...failure.data, message: failure.message });
