import type { StructureFormat } from './format.js';
import { carFormat } from './car/index.js';
import { cifFormat } from './cif/index.js';
import { cmlFormat } from './cml/index.js';
import { gjfFormat } from './gjf/index.js';
import { molFormat, sdfFormat } from './mol/index.js';
import { mol2Format } from './mol2/index.js';
import { mrvFormat } from './mrv/index.js';
import { pdbFormat } from './pdb/index.js';
import { poscarFormat } from './poscar/index.js';
import { xyzFormat } from './xyz/index.js';

/** Every structure format TopoForge reads or writes. docs/formats.md is generated from this array. */
export const FORMATS: readonly StructureFormat[] = [
  molFormat,
  sdfFormat,
  mol2Format,
  pdbFormat,
  xyzFormat,
  cmlFormat,
  cifFormat,
  poscarFormat,
  gjfFormat,
  carFormat,
  mrvFormat,
];

/** Finds a format by id or by file extension (case-insensitive, with or without the dot). */
export function findFormat(idOrExtension: string): StructureFormat | undefined {
  const key = idOrExtension.toLowerCase().replace(/^\./, '');
  return FORMATS.find((f) => f.id === key) ?? FORMATS.find((f) => f.extensions.includes(key));
}

/** The format implied by a file name's extension. POSCAR/CONTCAR have none, so they are matched by name. */
export function formatForFileName(fileName: string): StructureFormat | undefined {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  if (/^(POSCAR|CONTCAR)/i.test(base)) return findFormat('poscar');
  const dot = base.lastIndexOf('.');
  return dot < 0 ? undefined : findFormat(base.slice(dot + 1));
}
