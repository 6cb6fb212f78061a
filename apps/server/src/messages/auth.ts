import { entry, fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** Login (auth-service) and access tokens. */
export const AUTH_MESSAGES: MessageCatalogue = {
  'token-expired': fixed('your login has expired, please log in again', '登录已过期，请重新登录'),
  'invalid-token': fixed('invalid access token, please log in again', '登录凭证无效，请重新登录'),
  'token-revoked': fixed(
    'the password was changed since this login, please log in again',
    '密码已修改，请重新登录',
  ),
  /**
   * One answer for an unknown user and a wrong password, holding the spec's "当前用户不存在" (002 §5) and
   * naming both causes: telling them apart would let anyone list the accounts by trying names.
   */
  'invalid-credentials': fixed(
    'the user does not exist or the password is wrong',
    '当前用户不存在或密码错误',
  ),
  'too-many-logins': entry<{ minutes: number }>(({ minutes }) => ({
    en: `too many failed logins, try again in ${minutes} minute(s)`,
    zh: `登录失败次数过多，请 ${minutes} 分钟后再试`,
  })),
  'user-not-registered': fixed(
    'this user has not registered yet, please register first',
    '用户尚未注册,请先注册!',
  ),
  'too-many-password-resets': entry<{ seconds: number }>(({ seconds }) => ({
    en: `too many password resets from this address, try again in ${Math.ceil(seconds / 60)} minute(s)`,
    zh: `重置密码过于频繁，请 ${Math.ceil(seconds / 60)} 分钟后再试`,
  })),
  'sms-login-unavailable': fixed(
    'code login is not available here, use your password',
    '此处不支持验证码登录，请使用密码登录',
  ),
  'login-type-unknown': entry<{ type: number }>(({ type }) => ({
    en: `login type ${type} does not exist: 0 is the password login, 1 the code login`,
    zh: `登录方式 ${type} 不存在：0 为密码登录，1 为验证码登录`,
  })),
};
