import { ParseError } from '../../core/errors.js';
import type { GromacsDefine, GromacsLocation } from './types.js';

/** One data or section line after the preprocessor: fields with macros expanded. */
export interface LogicalLine extends GromacsLocation {
  readonly fields: readonly string[];
  /** The #define names that were expanded in this line. */
  readonly macros: readonly string[];
}

export type ReadFile = (fileName: string) => string | undefined;

const FORMAT = 'GROMACS force field';
const MAX_INCLUDE_DEPTH = 32;
const MAX_EXPANSION_DEPTH = 16;

/**
 * grompp's cpp, as far as force-field folders use it: `\` continuation, `;` comments, #include,
 * #define/#undef (object-like macros, expanded token by token in data lines), #ifdef/#ifndef/#else/
 * #endif judged on the defines seen so far. Anything else beginning with `#` is an error, since
 * silently reading both branches of an `#if` would mix parameter sets.
 */
export class Preprocessor {
  readonly defines = new Map<string, GromacsDefine>();
  readonly files: string[] = [];
  readonly lines: LogicalLine[] = [];

  constructor(
    private readonly read: ReadFile,
    predefined: readonly string[] = [],
  ) {
    for (const name of predefined) this.defines.set(name, { name, value: '', file: '<predefined>', line: 0 });
  }

  run(entry: string): void {
    this.include(entry, undefined, 0);
  }

  private include(name: string, from: GromacsLocation | undefined, depth: number): void {
    if (depth > MAX_INCLUDE_DEPTH) {
      throw new ParseError(`#include nested deeper than ${MAX_INCLUDE_DEPTH} (a cycle?) at "${name}".`, {
        format: FORMAT,
        line: from?.line,
        fileName: from?.file,
      });
    }
    const resolved = this.resolve(name, from?.file);
    if (!resolved) {
      throw new ParseError(`cannot read included file "${name}".`, {
        format: FORMAT,
        line: from?.line,
        fileName: from?.file ?? name,
      });
    }
    this.files.push(resolved.file);
    this.processFile(resolved.file, resolved.text, depth);
  }

  /** Relative to the including file's folder first (as cpp does), then as written. */
  private resolve(name: string, fromFile: string | undefined): { file: string; text: string } | undefined {
    const slash = fromFile?.lastIndexOf('/') ?? -1;
    const candidates = slash >= 0 && fromFile ? [`${fromFile.slice(0, slash + 1)}${name}`, name] : [name];
    for (const file of candidates) {
      const text = this.read(file);
      if (text !== undefined) return { file, text };
    }
    return undefined;
  }

  private processFile(file: string, text: string, depth: number): void {
    // Each open conditional: whether its current branch is read, and whether an #else was seen.
    const conditions: { active: boolean; sawElse: boolean; line: number }[] = [];
    const active = () => conditions.every((c) => c.active);
    const raw = text.split(/\r?\n/);
    for (let i = 0; i < raw.length; i++) {
      const lineNo = i + 1;
      let content = raw[i] ?? '';
      while (content.endsWith('\\') && i + 1 < raw.length) {
        content = `${content.slice(0, -1)} ${raw[++i] ?? ''}`;
      }
      const code = stripComment(content).trim();
      if (code === '') continue;
      const at: GromacsLocation = { file, line: lineNo };
      if (code.startsWith('#')) {
        this.directive(code, at, conditions, active, depth);
        continue;
      }
      if (!active()) continue;
      const { fields, macros } = this.expand(code.split(/\s+/), at);
      if (fields.length > 0) this.lines.push({ ...at, fields, macros });
    }
    const open = conditions[conditions.length - 1];
    if (open) {
      throw new ParseError('#ifdef/#ifndef without #endif.', {
        format: FORMAT,
        line: open.line,
        fileName: file,
      });
    }
  }

  private directive(
    code: string,
    at: GromacsLocation,
    conditions: { active: boolean; sawElse: boolean; line: number }[],
    active: () => boolean,
    depth: number,
  ): void {
    const m = /^#\s*(\w+)\s*(.*)$/.exec(code);
    const word = m?.[1] ?? '';
    const rest = (m?.[2] ?? '').trim();
    const fail = (detail: string): never => {
      throw new ParseError(detail, { format: FORMAT, line: at.line, fileName: at.file });
    };
    switch (word) {
      case 'ifdef':
      case 'ifndef': {
        const name = rest.split(/\s+/)[0] ?? '';
        if (!name) fail(`#${word} without a name.`);
        const defined = this.defines.has(name);
        conditions.push({ active: word === 'ifdef' ? defined : !defined, sawElse: false, line: at.line });
        return;
      }
      case 'else': {
        const top = conditions[conditions.length - 1];
        if (!top || top.sawElse) return fail('#else without #ifdef/#ifndef.');
        conditions[conditions.length - 1] = { ...top, active: !top.active, sawElse: true };
        return;
      }
      case 'endif':
        if (conditions.length === 0) fail('#endif without #ifdef/#ifndef.');
        conditions.pop();
        return;
    }
    if (!active()) return;
    switch (word) {
      case 'include': {
        const inc = /^["<]([^">]+)[">]$/.exec(rest);
        if (!inc?.[1]) return fail(`malformed #include: ${code}`);
        this.include(inc[1], at, depth + 1);
        return;
      }
      case 'define': {
        const d = /^(\S+)\s*(.*)$/.exec(rest);
        if (!d?.[1]) return fail('#define without a name.');
        this.defines.set(d[1], { name: d[1], value: (d[2] ?? '').trim(), ...at });
        return;
      }
      case 'undef':
        this.defines.delete(rest.split(/\s+/)[0] ?? '');
        return;
      default:
        fail(`unsupported preprocessor directive #${word}.`);
    }
  }

  /** Replace every field that names a #define by the define's fields (recursively, as cpp does). */
  private expand(
    fields: readonly string[],
    at: GromacsLocation,
    depth = 0,
  ): { fields: string[]; macros: string[] } {
    const out: string[] = [];
    const macros: string[] = [];
    for (const f of fields) {
      const d = this.defines.get(f);
      if (!d) {
        out.push(f);
        continue;
      }
      if (depth >= MAX_EXPANSION_DEPTH) {
        throw new ParseError(`macro ${f} expands recursively.`, {
          format: FORMAT,
          line: at.line,
          fileName: at.file,
        });
      }
      macros.push(f);
      const inner = this.expand(d.value === '' ? [] : d.value.split(/\s+/), at, depth + 1);
      for (const item of inner.fields) out.push(item);
      for (const item of inner.macros) macros.push(item);
    }
    return { fields: out, macros };
  }
}

function stripComment(line: string): string {
  const semi = line.indexOf(';');
  return semi < 0 ? line : line.slice(0, semi);
}
