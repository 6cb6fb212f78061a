import fc from 'fast-check';
import { expect } from 'vitest';
import { ParseError, TopoForgeError } from '../../core/errors.js';
import type { StructureFormat } from '../format.js';

/**
 * Property test shared by every reader: random text and mutated valid inputs must either parse or
 * throw our typed error (a ParseError naming a line within the file, or another TopoForgeError) —
 * never a TypeError, RangeError or a hang.
 */
export function fuzzReader(format: StructureFormat, seeds: readonly string[], runs = 300): void {
  const read = format.read;
  if (!read) throw new Error(`${format.id} has no reader`);
  const check = (text: string): void => {
    try {
      read(text, { fileName: `fuzz.${format.extensions[0] ?? format.id}` });
    } catch (e) {
      if (!(e instanceof TopoForgeError)) {
        throw new Error(`untyped ${String(e)} for input ${JSON.stringify(text.slice(0, 400))}`, { cause: e });
      }
      if (e instanceof ParseError && e.line !== undefined) {
        const lineCount = text.split(/\r\n|\n|\r/).length;
        expect(e.line).toBeGreaterThanOrEqual(1);
        expect(e.line).toBeLessThanOrEqual(lineCount + 1);
      }
    }
  };
  fc.assert(fc.property(fc.string({ maxLength: 400 }), check), { numRuns: runs });
  fc.assert(fc.property(mutated(seeds), check), { numRuns: runs });
}

/** Mutations of valid files: drop, duplicate or swap lines, truncate, splice random characters. */
function mutated(seeds: readonly string[]): fc.Arbitrary<string> {
  const seed = fc.constantFrom(...seeds);
  const lineEdit = fc.tuple(
    seed,
    fc.nat(),
    fc.nat(),
    fc.constantFrom('drop', 'dup', 'swap', 'cut', 'splice', 'blank'),
    fc.string({ maxLength: 12 }),
  );
  return lineEdit.map(([text, i, j, op, junk]) => {
    const lines = text.split('\n');
    const a = i % Math.max(lines.length, 1);
    const b = j % Math.max(lines.length, 1);
    switch (op) {
      case 'drop':
        lines.splice(a, 1);
        break;
      case 'dup':
        lines.splice(a, 0, lines[a] ?? '');
        break;
      case 'swap':
        [lines[a], lines[b]] = [lines[b] ?? '', lines[a] ?? ''];
        break;
      case 'cut':
        return text.slice(0, (i * 7919) % Math.max(text.length, 1));
      case 'blank':
        lines[a] = '';
        break;
      case 'splice': {
        const l = lines[a] ?? '';
        const at = b % Math.max(l.length, 1);
        lines[a] = l.slice(0, at) + junk + l.slice(at + junk.length);
        break;
      }
    }
    return lines.join('\n');
  });
}
