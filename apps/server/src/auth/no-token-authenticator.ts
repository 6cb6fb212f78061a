import type { Authenticator } from './auth-user.js';
import { HttpError } from '../http/errors.js';

/**
 * Until accounts exist every caller is anonymous; a request that brings a token is refused rather than
 * silently treated as anonymous, so a client never believes it is logged in.
 */
export const noTokenAuthenticator: Authenticator = {
  userOf(request) {
    const header = request.headers.authorization;
    if (header === undefined || header.trim() === '') return Promise.resolve(null);
    return Promise.reject(
      new HttpError(401, 'unauthorized', { en: 'invalid access token', zh: '登录已失效' }),
    );
  },
};
