/**
 * Entity and character references of XML 1.0 §4.1/§4.6: the five predefined entities and numeric
 * references. A non-validating parser knows no others, so any other name is an error.
 */
const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Longest reference we look at: '&#x10FFFF;' is 10 characters; names above are shorter. */
const MAX_REFERENCE = 12;

/** Decodes `raw`; calls `onError` with the offset of a bad reference (it must throw). */
export function decodeEntities(raw: string, onError: (offset: number, detail: string) => never): string {
  if (!raw.includes('&')) return raw;
  let out = '';
  let i = 0;
  for (;;) {
    const amp = raw.indexOf('&', i);
    if (amp < 0) return out + raw.slice(i);
    out += raw.slice(i, amp);
    const semi = raw.indexOf(';', amp);
    const ref = semi < 0 || semi - amp > MAX_REFERENCE ? undefined : raw.slice(amp + 1, semi);
    const ch = ref === undefined ? undefined : resolve(ref);
    if (ch === undefined) {
      const shown = raw.slice(amp, Math.min(raw.length, amp + MAX_REFERENCE)).replace(/\s.*$/s, '');
      onError(
        amp,
        `unknown or malformed entity reference '${shown}' (only &lt; &gt; &amp; &quot; &apos; and &#…; are known).`,
      );
    }
    out += ch;
    i = semi + 1;
  }
}

function resolve(ref: string): string | undefined {
  if (Object.hasOwn(PREDEFINED, ref)) return PREDEFINED[ref];
  const m = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(ref);
  if (!m) return undefined;
  const cp = m[1] !== undefined ? parseInt(m[1], 16) : Number(m[2]);
  const legal =
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff));
  return legal && cp !== 0xfffe && cp !== 0xffff ? String.fromCodePoint(cp) : undefined;
}
