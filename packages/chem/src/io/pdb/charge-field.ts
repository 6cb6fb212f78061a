/**
 * Columns 79-80: the formal charge as digit then sign ('1-', '2+'), per PDB 3.3. The reversed
 * order ('-1', '+2') written by some programs is accepted too. Returns undefined for text that is
 * neither (the caller records a diagnostic), 0 for blank.
 */
export function parseChargeField(field: string): number | undefined {
  const s = field.trim();
  if (s === '' || s === '0') return 0;
  const digitFirst = /^(\d)([+-])$/.exec(s);
  if (digitFirst) return Number(`${digitFirst[2]}${digitFirst[1]}`);
  const signFirst = /^([+-])(\d)$/.exec(s);
  if (signFirst) return Number(`${signFirst[1]}${signFirst[2]}`);
  return undefined;
}

/** Formats a formal charge for columns 79-80; blank for 0. Charges beyond ±9 do not fit. */
export function formatChargeField(charge: number): string {
  if (charge === 0) return '  ';
  return `${Math.abs(charge)}${charge > 0 ? '+' : '-'}`;
}
