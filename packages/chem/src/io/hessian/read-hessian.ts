import type { HessianData, HessianFormatId } from './hessian-data.js';
import { readFchkHessian } from './read-fchk.js';
import type { HessianReadOptions } from './read-orca.js';
import { readOrcaHessian } from './read-orca.js';
import { readXtbHessian } from './read-xtb.js';

export interface ReadHessianOptions extends HessianReadOptions {
  /** Forces the format; otherwise the file name, then the content, decide. */
  readonly format?: HessianFormatId;
}

const READERS: Readonly<Record<HessianFormatId, (text: string, o: HessianReadOptions) => HessianData>> = {
  orca: readOrcaHessian,
  fchk: readFchkHessian,
  xtb: readXtbHessian,
};

/**
 * Reads a Hessian from ORCA (.hess), Gaussian (.fchk/.fch) or xtb (`hessian`). Extensions decide
 * first; a name without one of those (xtb's file is plainly `hessian`) is sniffed: ORCA files carry
 * $orca_hessian_file, fchk files "Cartesian Force Constants", xtb files start with $hessian.
 */
export function readHessian(text: string, options: ReadHessianOptions = {}): HessianData {
  const format = options.format ?? formatFromName(options.fileName) ?? sniffFormat(text);
  return READERS[format](text, options);
}

export function formatFromName(fileName: string | undefined): HessianFormatId | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
  if (ext === 'hess') return 'orca';
  if (ext === 'fchk' || ext === 'fch') return 'fchk';
  return undefined;
}

/** ORCA when nothing better matches, so that garbage gets the spec's "not an orca hessian". */
export function sniffFormat(text: string): HessianFormatId {
  const head = text.slice(0, 4096).toLowerCase();
  if (head.includes('$orca_hessian_file')) return 'orca';
  if (/^\s*\$hessian\s*$/m.test(head)) {
    const afterHeader = /\$hessian\s*\r?\n\s*(\S+)\s*\r?\n/.exec(head)?.[1];
    return afterHeader !== undefined && /^\d+$/.test(afterHeader) ? 'orca' : 'xtb';
  }
  if (text.includes('Cartesian Force Constants') || /^Number of atoms\s+I\s/m.test(head)) return 'fchk';
  return 'orca';
}
