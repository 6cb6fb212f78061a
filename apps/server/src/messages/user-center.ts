import { entry, fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** The user centre's calls (click tracking). */
export const USER_CENTER_MESSAGES: MessageCatalogue = {
  'too-many-events': entry<{ seconds: number }>(({ seconds }) => ({
    en: `too many tracking events, try again in ${seconds} s`,
    zh: `埋点事件过于频繁，请 ${seconds} 秒后再试`,
  })),
  'too-many-existence-checks': entry<{ seconds: number }>(({ seconds }) => ({
    en: `too many account checks from this address, try again in ${seconds} s`,
    zh: `账号查询过于频繁，请 ${seconds} 秒后再试`,
  })),
  'too-many-password-tries': entry<{ seconds: number }>(({ seconds }) => ({
    en: `too many wrong passwords, try again in ${seconds} s`,
    zh: `密码错误次数过多，请 ${seconds} 秒后再试`,
  })),
  'wrong-current-password': fixed('the current password is wrong', '原密码错误'),
  'bind-bad-phone': fixed('a phone number is 11 digits starting with 1', '请输入正确的手机号'),
  'bind-bad-email': fixed('enter a valid e-mail address', '请输入正确的邮箱'),
  'bind-taken': fixed('this phone or e-mail belongs to another account', '该手机号或邮箱已被其他账号使用'),
  /** More events wait for the database than the server keeps in memory (it is slow or down). */
  'tracking-busy': fixed('tracking is busy, the event was not recorded', '埋点服务繁忙，本次事件未记录'),
};
