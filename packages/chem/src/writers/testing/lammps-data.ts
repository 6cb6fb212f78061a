import { expect } from 'vitest';

/** Rows of one LAMMPS data-file section (the lines between its title and the next blank line), comments cut. */
export function dataRows(data: string, title: string): string[][] {
  const lines = data.split('\n');
  const start = lines.findIndex((l) => l === title || l.startsWith(`${title} #`));
  expect(start, title).toBeGreaterThanOrEqual(0);
  const out: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (line.trim() === '') break;
    out.push(line.split('#')[0]!.trim().split(/\s+/));
  }
  return out;
}
