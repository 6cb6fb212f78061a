/** The units of 002 §9's byte formatting. */
const BYTE_UNITS = ['B', 'K', 'M', 'G', 'T'] as const;

/**
 * Byte counts as 002 §9 shows them: "thresholds at 1000 with 1024 steps (B, K, M, G, T)". A figure moves to
 * the next unit once it reaches 1000 and is then divided by 1024, so a unit never shows four digits:
 * 999 → "999B", 1000 → "0.98K", 1 048 576 → "1.00M". Whole bytes, two decimals above.
 */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${Math.round(value)}B` : `${value.toFixed(2)}${BYTE_UNITS[unit]}`;
}
