import { ParseError } from '../../core/errors.js';

/**
 * The spec's Hessian parsing errors (000 §5), one kind each, with the spec's English words and our
 * Chinese rendering so the web client can show either language.
 */
export type HessianErrorKind = 'size-mismatch' | 'no-matrix' | 'not-orca' | 'invalid-matrix' | 'no-hessian';

export interface LocalizedText {
  readonly en: string;
  readonly zh: string;
}

export const HESSIAN_MESSAGES: Readonly<Record<HessianErrorKind, LocalizedText>> = {
  'size-mismatch': { en: 'matrix size mismatch', zh: '矩阵大小不匹配' },
  'no-matrix': { en: 'no matrix found', zh: '未找到矩阵' },
  'not-orca': { en: 'not an orca hessian', zh: '不是 ORCA Hessian 文件' },
  'invalid-matrix': { en: 'invalid matrix', zh: '无效的矩阵' },
  'no-hessian': { en: 'No hessian matrix found in the file', zh: '文件中未找到 Hessian 矩阵' },
};

export interface HessianContext {
  readonly format: string;
  readonly fileName?: string | undefined;
}

/** A ParseError whose detail starts with the spec's message for `kind`, followed by the specifics. */
export class HessianParseError extends ParseError {
  readonly kind: HessianErrorKind;

  constructor(kind: HessianErrorKind, detail: string, ctx: HessianContext, line: number | undefined) {
    super(`${HESSIAN_MESSAGES[kind].en}: ${detail}`, { format: ctx.format, line, fileName: ctx.fileName });
    this.name = 'HessianParseError';
    this.kind = kind;
  }

  /** The spec's message for this kind in the language asked for (the specifics are English only). */
  localized(language: keyof LocalizedText): string {
    return HESSIAN_MESSAGES[this.kind][language];
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
