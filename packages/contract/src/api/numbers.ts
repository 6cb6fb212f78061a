import { z } from 'zod';

/**
 * Numbers of request payloads. JSON reads `1e999` as Infinity and a client may send numbers as text
 * ("1e999" reads as Infinity too); no payload number may be infinite or NaN, because every later step
 * (charges, writers) would carry it into the files (NAMD then writes NaN coordinates).
 */

/** Text that reads as a number the way JSON writes one: sign, digits, fraction, exponent. */
export const NUMERIC_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

export const FINITE_MESSAGE = 'must be a finite number';

/** A finite number (zod 4's number refuses ±Infinity and NaN; the message says why). */
export const finiteNumber = z.number({ error: FINITE_MESSAGE });

/** Numeric text, as its number, which must be finite ("1e999" is refused, not read as Infinity). */
export const numericText = z
  .string()
  .trim()
  .regex(NUMERIC_TEXT, 'expected a number')
  .transform(Number)
  .pipe(finiteNumber);

/** A number sent as a number or as numeric text (the spec's client keeps large numbers as strings). */
export const numeric = z.union([finiteNumber, numericText], { error: FINITE_MESSAGE });

/** Whether text that reads as a number reads as a finite one (other text is not a number at all). */
const finiteIfNumeric = (text: string): boolean => {
  const trimmed = text.trim();
  return !NUMERIC_TEXT.test(trimmed) || Number.isFinite(Number(trimmed));
};

/**
 * A table cell the user may have edited: a finite number, or text. Numeric text that is not finite is
 * refused here; other text stays text, so the server can name the table, row and column of a cell that
 * must be a number.
 */
export const tableCell = z
  .union([finiteNumber, z.string()], { error: `${FINITE_MESSAGE} or text` })
  .refine((value) => typeof value === 'number' || finiteIfNumeric(value), FINITE_MESSAGE);
