import { ParseError } from '../../core/errors.js';

/**
 * The spec's Hessian parsing errors (000 §5), one kind each. The kind is the stable code the apps
 * render in the user's language; the spec's English words start the English message.
 */
export type HessianErrorKind = 'size-mismatch' | 'no-matrix' | 'not-orca' | 'invalid-matrix' | 'no-hessian';

export const HESSIAN_SPEC_TEXT: Readonly<Record<HessianErrorKind, string>> = {
  'size-mismatch': 'matrix size mismatch',
  'no-matrix': 'no matrix found',
  'not-orca': 'not an orca hessian',
  'invalid-matrix': 'invalid matrix',
  'no-hessian': 'No hessian matrix found in the file',
};

export interface HessianContext {
  readonly format: string;
  readonly fileName?: string | undefined;
}

/** A ParseError whose detail starts with the spec's message for `kind`, followed by the specifics. */
export class HessianParseError extends ParseError {
  readonly kind: HessianErrorKind;

  constructor(kind: HessianErrorKind, detail: string, ctx: HessianContext, line: number | undefined) {
    super(`${HESSIAN_SPEC_TEXT[kind]}: ${detail}`, { format: ctx.format, line, fileName: ctx.fileName });
    this.name = 'HessianParseError';
    this.kind = kind;
  }
}

export function hessianFail(
  ctx: HessianContext,
  line: number | undefined,
  kind: HessianErrorKind,
  detail: string,
): never {
  throw new HessianParseError(kind, detail, ctx, line);
}
