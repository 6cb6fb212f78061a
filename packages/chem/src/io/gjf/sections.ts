import type { TextContext } from '../text.js';
import { fail } from '../text.js';

/** A line of the input with its 1-based number in the file. */
export interface NumberedLine {
  readonly no: number;
  readonly text: string;
}

/** The parts of one Gaussian job, in file order. */
export interface GjfSections {
  readonly link0: NumberedLine[];
  readonly route: NumberedLine[];
  readonly title: NumberedLine[];
  readonly chargeLine: NumberedLine;
  readonly molecule: NumberedLine[];
  /** Blank-separated sections after the molecule (connectivity, modredundant, basis …). */
  readonly after: NumberedLine[][];
}

const isBlank = (l: NumberedLine | undefined): boolean => l !== undefined && l.text.trim() === '';

/**
 * Splits the first job of a Gaussian input (Gaussian 16 manual, "Input Overview"): Link 0 lines
 * ('%…'), the route ('#…', until a blank line), the title (until a blank line), the charge and
 * multiplicity line, the molecule specification (until a blank line or the end), then further
 * blank-separated sections. Whole-line comments ('!') are dropped; a '--Link1--' line ends the job.
 */
export function splitSections(ctx: TextContext, lines: readonly string[]): GjfSections {
  const all: NumberedLine[] = [];
  for (const [i, text] of lines.entries()) {
    if (/^\s*--link1--/i.test(text)) break;
    if (!/^\s*!/.test(text)) all.push({ no: i + 1, text });
  }
  let at = 0;
  while (isBlank(all[at])) at++;
  const link0: NumberedLine[] = [];
  for (; all[at] !== undefined && /^\s*%/.test(all[at]!.text); at++) link0.push(all[at]!);
  const first = all[at];
  if (first === undefined || !/^\s*#/.test(first.text)) {
    fail(ctx, first?.no ?? lines.length + 1, "expected the route section, a line starting with '#'.");
  }
  const block = (): NumberedLine[] => {
    const out: NumberedLine[] = [];
    for (; all[at] !== undefined && !isBlank(all[at]); at++) out.push(all[at]!);
    if (isBlank(all[at])) at++;
    return out;
  };
  const route = block();
  const title = block();
  const chargeLine = all[at];
  if (chargeLine === undefined || isBlank(chargeLine)) {
    fail(
      ctx,
      chargeLine?.no ?? lines.length + 1,
      'expected the charge and multiplicity line after the title section.',
    );
  }
  at++;
  const molecule = block();
  const after: NumberedLine[][] = [];
  while (at < all.length) after.push(block());
  return { link0, route, title, chargeLine, molecule, after };
}
