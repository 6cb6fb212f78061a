import type { DrawnSru } from './drawing-types.js';
import { drawingError } from './drawing-types.js';

/** What the molfile's own reader (io/mol) does not keep: star atoms and SRU Sgroups. */
export interface MolSgroups {
  /** Atom lines (0-based line index) rewritten with the star atom '*' as 'H', so the reader takes them. */
  readonly replaced: ReadonlyMap<number, string>;
  /** 0-based atoms that are star atoms. */
  readonly stars: ReadonlySet<number>;
  readonly srus: readonly DrawnSru[];
  /** Each atom's number as the file writes it (V2000: 1, 2 …; V3000: the index field). */
  readonly atomNames: readonly string[];
}

/**
 * Scans the first record of a molfile for star atoms and SRU Sgroups (CTfile: V2000 'M  STY' type SRU
 * with 'M  SAL' atoms, 'M  SMT' label and 'M  SCN' connectivity; V3000 'BEGIN SGROUP' lines
 * "n SRU 0 ATOMS=(k a …) LABEL=n CONNECT=HT"). The connection table itself is read by io/mol.
 */
export function readMolSgroups(allLines: readonly string[]): MolSgroups {
  const recordEnd = allLines.findIndex((l) => l.startsWith('$$$$'));
  const lines = recordEnd < 0 ? allLines : allLines.slice(0, recordEnd);
  return /V3000\s*$/i.test(lines[3] ?? '') ? readV3000(lines) : readV2000(lines);
}

function readV2000(lines: readonly string[]): MolSgroups {
  const count = Number((lines[3] ?? '').slice(0, 3));
  const atomCount = Number.isInteger(count) && count > 0 ? count : 0;
  const replaced = new Map<number, string>();
  const stars = new Set<number>();
  for (let k = 0; k < atomCount; k++) {
    const line = lines[4 + k] ?? '';
    if (line.slice(31, 34).trim() === '*') {
      replaced.set(4 + k, `${line.slice(0, 31)}H  ${line.slice(34)}`);
      stars.add(k);
    }
  }
  const types = new Map<string, string>();
  const atoms = new Map<string, number[]>();
  const labels = new Map<string, string>();
  const connects = new Map<string, string>();
  lines.forEach((line, i) => {
    const tag = line.slice(0, 6);
    const f = line.slice(6).trim().split(/\s+/);
    if (tag === 'M  STY') for (let p = 1; p + 1 < f.length; p += 2) types.set(f[p]!, f[p + 1]!.toUpperCase());
    else if (tag === 'M  SCN') for (let p = 1; p + 1 < f.length; p += 2) connects.set(f[p]!, f[p + 1]!);
    else if (tag === 'M  SMT') labels.set(line.slice(6, 10).trim(), line.slice(11).trim());
    else if (tag === 'M  SAL') {
      const list = atoms.get(f[0]!) ?? [];
      for (const a of f.slice(2)) list.push(atomIndex(a, atomCount, f[0]!, i + 1));
      atoms.set(f[0]!, list);
    }
  });
  const srus = [...types].flatMap(([id, type]) =>
    type === 'SRU'
      ? [{ id, atoms: atoms.get(id) ?? [], label: labels.get(id), connect: connects.get(id)?.toLowerCase() }]
      : [],
  );
  return { replaced, stars, srus, atomNames: Array.from({ length: atomCount }, (_v, k) => String(k + 1)) };
}

function atomIndex(text: string, atomCount: number, sgroup: string, line: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > atomCount) {
    throw drawingError(
      'sru-atoms',
      `Line ${line}: Sgroup ${sgroup} names atom '${text}', which is not in the drawing (${atomCount} atoms).`,
      { line, sgroup, atom: text },
    );
  }
  return n - 1;
}

/** V3000 lines of a block with their continuations ('-' at the end) joined, each with its first line number. */
function v30Block(lines: readonly string[], name: string): { text: string; line: number }[] {
  const begin = lines.findIndex((l) => l.startsWith(`M  V30 BEGIN ${name}`));
  if (begin < 0) return [];
  const out: { text: string; line: number }[] = [];
  let open: { text: string; line: number } | undefined;
  for (let i = begin + 1; i < lines.length; i++) {
    const body = (lines[i] ?? '').replace(/^M {2}V30 ?/, '');
    if (open === undefined && body.startsWith(`END ${name}`)) break;
    const continued = body.trimEnd().endsWith('-');
    const part = continued ? body.trimEnd().slice(0, -1) : body;
    open = open === undefined ? { text: part, line: i + 1 } : { text: open.text + part, line: open.line };
    if (!continued) {
      out.push(open);
      open = undefined;
    }
  }
  return out;
}

function readV3000(lines: readonly string[]): MolSgroups {
  const replaced = new Map<number, string>();
  const stars = new Set<number>();
  const atomNames: string[] = [];
  v30Block(lines, 'ATOM').forEach((entry, k) => {
    const [index, type] = entry.text.trim().split(/\s+/);
    atomNames.push(index ?? String(k + 1));
    if (type === '*') {
      replaced.set(
        entry.line - 1,
        (lines[entry.line - 1] ?? '').replace(/^(M {2}V30\s+\S+\s+)\*(?=\s)/, '$1H'),
      );
      stars.add(k);
    }
  });
  const srus = v30Block(lines, 'SGROUP').flatMap((entry) => {
    const [id, type] = entry.text.trim().split(/\s+/);
    if (type?.toUpperCase() !== 'SRU' || id === undefined) return [];
    const list = /ATOMS=\((\d+)((?:\s+\d+)*)\)/i.exec(entry.text);
    const atoms = (list?.[2] ?? '')
      .trim()
      .split(/\s+/)
      .filter((a) => a !== '')
      .map((a) => {
        const k = atomNames.indexOf(a);
        if (k < 0) return atomIndex(a, 0, id, entry.line);
        return k;
      });
    const label = /LABEL=(?:"([^"]*)"|(\S+))/i.exec(entry.text);
    const connect = /CONNECT=(\w+)/i.exec(entry.text)?.[1];
    return [{ id, atoms, label: label?.[1] ?? label?.[2], connect: connect?.toLowerCase() }];
  });
  return { replaced, stars, srus, atomNames };
}
