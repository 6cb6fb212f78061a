/** Non-fatal findings of readers and perception, shown to the user beside the result. */
export type Severity = 'info' | 'warning' | 'error';

export interface Diagnostic {
  readonly severity: Severity;
  readonly code: string;
  readonly message: string;
  /** 1-based line in the source file, when the finding comes from a reader. */
  readonly line?: number;
  /** 0-based atom indices the finding concerns. */
  readonly atoms?: readonly number[];
}

export const warning = (
  code: string,
  message: string,
  where: Omit<Diagnostic, 'severity' | 'code' | 'message'> = {},
): Diagnostic => ({
  severity: 'warning',
  code,
  message,
  ...where,
});
