import type { TextContext } from '../text.js';
import { fail, splitLines, truncate } from '../text.js';

/** A source line with its 1-based number. */
export interface Mol2Line {
  readonly text: string;
  readonly line: number;
}

/** One '@<TRIPOS>NAME' record: `line` is the header's line, `body` every line up to the next header. */
export interface Mol2Section {
  readonly name: string;
  readonly line: number;
  readonly body: readonly Mol2Line[];
}

const HEADER = /^@<TRIPOS>(\S*)/;

/**
 * Splits a mol2 file into molecules (each starts at '@<TRIPOS>MOLECULE') and their sections. Comment
 * lines ('#' first) are dropped; blank lines stay in the bodies because the molecule name line may be
 * blank. Text before the first MOLECULE record other than blanks and comments is an error.
 */
export function mol2Molecules(ctx: TextContext, text: string): Mol2Section[][] {
  const molecules: Mol2Section[][] = [];
  let body: Mol2Line[] | undefined;
  splitLines(text).forEach((raw, i) => {
    const line = i + 1;
    if (raw.trimStart().startsWith('#')) return;
    const name = HEADER.exec(raw.trimStart())?.[1]?.toUpperCase();
    if (name !== undefined) {
      if (name === 'MOLECULE') molecules.push([]);
      const current = molecules[molecules.length - 1];
      if (!current)
        fail(ctx, line, `'@<TRIPOS>${truncate(name)}' comes before any '@<TRIPOS>MOLECULE' record.`);
      body = [];
      current.push({ name, line, body });
    } else if (body) {
      body.push({ text: raw, line });
    } else if (raw.trim() !== '') {
      fail(ctx, line, `expected '@<TRIPOS>MOLECULE', found '${truncate(raw.trim())}'.`);
    }
  });
  if (molecules.length === 0) fail(ctx, 1, "the file holds no '@<TRIPOS>MOLECULE' record.");
  return molecules;
}

/** Non-blank lines of a section body. */
export const dataLines = (section: Mol2Section | undefined): Mol2Line[] =>
  section ? section.body.filter((l) => l.text.trim() !== '') : [];
