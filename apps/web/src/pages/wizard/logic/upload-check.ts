/**
 * The upload checks of spec 000 §5 for the all-atom (molecule) flow, in the browser so a bad file is
 * refused before it is sent. The server applies the same rules (packages/chem io/upload) to every call.
 */
export const UPLOAD_EXTENSIONS = ['mol', 'pdb', 'xyz', 'mol2'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
/** The `accept` of the file input. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');
/** 1 MB as the spec defines it: 1048576 bytes, inclusive. */
export const UPLOAD_SIZE_LIMIT_BYTES = 1_048_576;
/** The molecule flow's atom limit (000 §5 "4000 in the molecule flow of another reading"). */
export const MOLECULE_ATOM_LIMIT = 4000;

export type UploadProblem =
  | { readonly code: 'extension' }
  | { readonly code: 'size' }
  | { readonly code: 'atom-count'; readonly limit: number }
  | { readonly code: 'unreadable' };

export type UploadVerdict =
  | { readonly ok: true; readonly extension: UploadExtension; readonly atomCount: number }
  | { readonly ok: false; readonly problem: UploadProblem };

/** Lower-case text after the last dot of the base name ('' when there is none). */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

const isUploadExtension = (e: string): e is UploadExtension =>
  (UPLOAD_EXTENSIONS as readonly string[]).includes(e);

/** Extension, then size, then atom count, in the spec's order. */
export function checkUpload(
  fileName: string,
  sizeBytes: number,
  text: string,
  limit = MOLECULE_ATOM_LIMIT,
): UploadVerdict {
  const extension = fileExtension(fileName);
  if (!isUploadExtension(extension)) return { ok: false, problem: { code: 'extension' } };
  if (sizeBytes > UPLOAD_SIZE_LIMIT_BYTES) return { ok: false, problem: { code: 'size' } };
  const atomCount = countAtoms(extension, text);
  if (atomCount === undefined) return { ok: false, problem: { code: 'unreadable' } };
  if (atomCount > limit) return { ok: false, problem: { code: 'atom-count', limit } };
  return { ok: true, extension, atomCount };
}

/** Size in bytes of text as UTF-8 (what the server measures for texts that did not come from a file). */
export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/**
 * Atom count as the spec reads it (000 §5): mol from the counts line (line 4, columns 1–3; V3000 from its
 * COUNTS line), pdb from ATOM/HETATM lines, xyz from the first line, mol2 from its ATOM section.
 * Undefined when the file does not say.
 */
export function countAtoms(extension: UploadExtension, text: string): number | undefined {
  const lines = text.split(/\r?\n/);
  switch (extension) {
    case 'mol':
      return molCount(lines);
    case 'pdb':
      return positive(lines.filter((l) => l.startsWith('ATOM') || l.startsWith('HETATM')).length);
    case 'xyz':
      return integer(lines[0]?.trim().split(/\s+/)[0]);
    case 'mol2':
      return mol2Count(lines);
  }
}

function molCount(lines: readonly string[]): number | undefined {
  const counts = lines[3];
  if (counts === undefined) return undefined;
  if (!/V3000\s*$/i.test(counts)) return integer(counts.slice(0, 3).trim());
  const line = lines.find((l) => /^M {2}V30 COUNTS\b/.test(l));
  return integer(line?.trim().split(/\s+/)[3]);
}

function mol2Count(lines: readonly string[]): number | undefined {
  let n = 0;
  let inAtoms = false;
  for (const line of lines) {
    if (line.startsWith('@<TRIPOS>')) {
      inAtoms = line.trim() === '@<TRIPOS>ATOM';
      continue;
    }
    if (inAtoms && line.trim() !== '') n++;
  }
  return positive(n);
}

function integer(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text)) return undefined;
  return positive(Number(text));
}

const positive = (n: number): number | undefined => (n > 0 ? n : undefined);

/** The file name as the title bar shows it: at most 20 characters, then an ellipsis (000 §2). */
export function truncateName(name: string, max = 20): string {
  const chars = [...name];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}
