import { HessianParseError } from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';

/**
 * A Hessian the build could not read as the spec's 400 (its texts in messages/chem.ts). Every other error,
 * chem's build refusals included, passes unchanged to the error map, which words a refusal by its
 * `code/reason` entry (messages/build.ts).
 */
export async function asBadRequest<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof HessianParseError)
      throw badRequest('invalid-hessian', { kind: e.kind, detail: e.detail });
    throw e;
  }
}
