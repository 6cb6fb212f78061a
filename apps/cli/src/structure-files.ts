import { readFileSync, writeFileSync } from 'node:fs';
import type { ReadResult, StructureFormat } from '@topoforge/chem';
import { FORMATS, findFormat, formatForFileName, TopoForgeError } from '@topoforge/chem';
import { describeSystemError, FileError, UsageError } from './errors.js';

type Direction = 'read' | 'write';
/** A format known to have the reader or writer asked for. */
export type FormatWith<D extends Direction> = StructureFormat & Required<Pick<StructureFormat, D>>;

/**
 * The format of `path`: from the --from/--to flag when given (an unknown name is a usage error),
 * else from the file name. A format that cannot go in the wanted direction is unsupported input.
 */
export function resolveFormat<D extends Direction>(
  path: string,
  flag: string | undefined,
  direction: D,
): FormatWith<D> {
  const format = flag === undefined ? formatForFileName(path) : findFormat(flag);
  if (flag !== undefined && !format) {
    const known = FORMATS.map((f) => f.id).join(', ');
    throw new UsageError(`unknown format '${flag}'; known formats: ${known}.`);
  }
  if (!format) {
    const option = direction === 'read' ? '--from' : '--to';
    throw new TopoForgeError(
      'unsupported-format',
      `${path}: cannot tell the format from the file name; name it with ${option}.`,
    );
  }
  if (!format[direction]) {
    throw new TopoForgeError(
      'unsupported-format',
      `${path}: TopoForge cannot ${direction} ${format.name} files.`,
    );
  }
  return format as FormatWith<D>;
}

export function readStructure(path: string, format: FormatWith<'read'>): ReadResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new FileError(`cannot read ${path}: ${describeSystemError(e)}`);
  }
  return format.read(text, { fileName: path });
}

export function writeText(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (e) {
    throw new FileError(`cannot write ${path}: ${describeSystemError(e)}`);
  }
}
