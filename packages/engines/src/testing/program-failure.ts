import { expect } from 'vitest';
import { ProgramError } from '../program-error.js';

/** The ProgramError a promise rejects with; fails the test when it resolves or rejects otherwise. */
export async function programFailure(promise: Promise<unknown>): Promise<ProgramError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProgramError);
  return error as ProgramError;
}
