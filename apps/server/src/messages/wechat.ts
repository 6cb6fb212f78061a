import { fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** WeChat login and binding (services/auth wechat routes; spec 002 §2.4, §4 bindCode, §8). */
export const WECHAT_MESSAGES: MessageCatalogue = {
  'wechat-not-configured': fixed('WeChat login is not configured on this server', '本服务器未配置微信登录'),
  /** The state WeChat handed back is not one this server signed in the last 10 minutes. */
  'wechat-state-invalid': fixed(
    'this WeChat login has expired or was not started on this page; scan the QR code again',
    '微信登录请求已失效，请重新扫码登录',
  ),
  'wechat-refused': fixed(
    'WeChat did not confirm the login; scan the QR code again',
    '微信授权失败，请重新扫码登录',
  ),
  'wechat-unreachable': fixed(
    'WeChat could not be reached; try again later',
    '无法连接微信服务器，请稍后再试',
  ),
  'wechat-bind-code-gone': fixed(
    'the WeChat binding has expired or was already used; scan the QR code again',
    '微信绑定已失效，请重新扫码',
  ),
  'wechat-bound-elsewhere': fixed(
    'this WeChat account is already bound to another account',
    '该微信已绑定其他账号',
  ),
};
