import { buildErrorKey, HessianParseError, isBuildError } from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';

/**
 * chem's refusals of a build request as 400s worded by the catalogue (messages/build.ts, the Hessian
 * texts in messages/chem.ts); every other error passes unchanged to the error map.
 */
export async function asBadRequest<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof HessianParseError)
      throw badRequest('invalid-hessian', { kind: e.kind, detail: e.detail });
    if (isBuildError(e)) throw badRequest(buildErrorKey(e), e.data);
    throw e;
  }
}
