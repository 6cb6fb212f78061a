/** A mistake in the command line itself (exit code 2), as opposed to bad input files (exit code 1). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A file the CLI cannot read or write (missing, unreadable, a directory …); exit code 1. */
export class FileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileError';
  }
}

/** Node's system errors carry a `code` such as ENOENT; the message without the stack is enough. */
export function describeSystemError(e: unknown): string {
  if (e instanceof Error && 'code' in e && typeof e.code === 'string') {
    const reasons: Record<string, string> = {
      ENOENT: 'no such file or directory',
      EACCES: 'permission denied',
      EISDIR: 'is a directory',
      ENOTDIR: 'a parent is not a directory',
    };
    return reasons[e.code] ?? e.code;
  }
  return e instanceof Error ? e.message : String(e);
}
