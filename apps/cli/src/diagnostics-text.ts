import type { Diagnostic } from '@topoforge/chem';

/** "topoforge: warning: in.pdb, line 12: message" — one stderr line per finding. */
export function diagnosticLine(file: string, d: Diagnostic): string {
  const where = d.line === undefined ? file : `${file}, line ${d.line}`;
  return `topoforge: ${d.severity}: ${where}: ${d.message}`;
}
