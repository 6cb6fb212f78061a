/**
 * Typed errors. Every error the chemistry core throws is a `TopoForgeError` with a stable `code`;
 * readers throw `ParseError` naming the file and line, the domain throws `ChemError` naming atoms
 * (0-based inside; messages print 1-based ids). Anything else escaping the core is a bug.
 */
export type ErrorCode =
  | 'parse'
  | 'unsupported-format'
  | 'upload-extension'
  | 'upload-size'
  | 'upload-atom-count'
  | 'unknown-element'
  | 'invalid-molecule'
  | 'invalid-cell'
  | 'perception'
  | 'missing-parameter'
  | 'unsupported-form'
  | BuildErrorCode;

/** A build request chem refuses (build/): the codes the parameter API has always answered. */
export type BuildErrorCode =
  | 'invalid-request'
  | 'atom-untyped'
  | 'atom-type-du'
  | 'invalid-water-model'
  | 'invalid-water-type'
  | 'accurate-mode'
  | 'invalid-forcefield'
  | 'no-parameters'
  | 'forcefield-limit'
  | 'forcefield-mixing'
  | 'invalid-backup'
  | 'hessian-united-atom'
  | 'hessian-required';

/**
 * What an error is about, as values (atom ids 1-based, line, limit, names): the apps render the code and
 * these values in the user's language from their message catalogue; `message` is the English text.
 */
export type ErrorData = Readonly<Record<string, string | number | boolean | readonly (string | number)[]>>;

export class TopoForgeError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly data: ErrorData = {},
  ) {
    super(message);
    this.name = 'TopoForgeError';
  }
}

export interface ParseErrorInit {
  readonly format: string;
  readonly line: number | undefined;
  readonly fileName?: string | undefined;
}

/** A reader could not make sense of its input. `line` is 1-based; undefined for whole-file problems. */
export class ParseError extends TopoForgeError {
  readonly format: string;
  readonly line: number | undefined;
  readonly fileName: string | undefined;
  readonly detail: string;

  constructor(detail: string, init: ParseErrorInit) {
    super('parse', formatLocation(init) + detail, {
      format: init.format,
      ...(init.line === undefined ? {} : { line: init.line }),
      ...(init.fileName === undefined ? {} : { file: init.fileName }),
      detail,
    });
    this.name = 'ParseError';
    this.format = init.format;
    this.line = init.line;
    this.fileName = init.fileName;
    this.detail = detail;
  }
}

function formatLocation({ format, line, fileName }: ParseErrorInit): string {
  const where = fileName ?? `${format} input`;
  return line === undefined ? `${where}: ` : `${where}, line ${line}: `;
}

/** A chemistry-level problem tied to atoms (0-based indices; printed 1-based). */
export class ChemError extends TopoForgeError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly atoms: readonly number[] = [],
    data: ErrorData = {},
  ) {
    super(code, message, atoms.length > 0 ? { atoms: atoms.map((a) => a + 1), ...data } : data);
    this.name = 'ChemError';
  }
}

export const isTopoForgeError = (e: unknown): e is TopoForgeError => e instanceof TopoForgeError;
