import type { LocalizedMessage, MessageTemplate } from './types.js';

/**
 * A catalogue entry whose data has the shape `D`: the thrower passes those values (the catalogue test
 * renders every entry with each field filled), the entry reads them typed.
 */
export const entry =
  <D extends object>(render: (data: D) => LocalizedMessage): MessageTemplate =>
  (data) =>
    render(data as D);

/** An entry without data. */
export const fixed =
  (en: string, zh: string): MessageTemplate =>
  () => ({ en, zh });

/** A value as shown in a text: as written; missing (undefined, null, NaN) as nothing. */
export const shownValue = (value: unknown): string =>
  value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value))
    ? ''
    : String(value);
