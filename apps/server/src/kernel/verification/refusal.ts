import { HttpError } from '../http/errors.js';
import type { CodeOutcome } from './code-store.js';

/**
 * The 400 a call answers when a code is not 'ok': wire code `code-wrong` with the spec's "验证码错误"
 * (002 §8), or a text naming why (expired, used or replaced, too many wrong tries).
 */
export function codeRefusal(outcome: Exclude<CodeOutcome, 'ok'>): HttpError {
  return new HttpError(400, outcome === 'wrong' ? 'code-wrong' : `code-wrong/${outcome}`);
}
