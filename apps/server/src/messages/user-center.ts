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
  'consultation-unknown-country': entry<{ country: string }>(({ country }) => ({
    en: `country: "${country}" is not in the country list`,
    zh: `国家：“${country}”不在国家列表中，请选择国家`,
  })),
  'consultation-unknown-region': entry<{ address: string }>(({ address }) => ({
    en: `region: "${address}" is not a province/city/district of the region list`,
    zh: `地区：“${address}”不是有效的省/市/区，请选择地区`,
  })),
  'consultation-not-found': entry<{ id: number }>(({ id }) => ({
    en: `you have no consultation request ${id}`,
    zh: `没有编号为 ${id} 的咨询记录`,
  })),
  'too-many-consultations': entry<{ seconds: number }>(({ seconds }) => ({
    en: `too many requests from this address, try again in ${Math.ceil(seconds / 60)} minute(s)`,
    zh: `提交过于频繁，请 ${Math.ceil(seconds / 60)} 分钟后再试`,
  })),
  /** More events wait for the database than the server keeps in memory (it is slow or down). */
  'tracking-busy': fixed('tracking is busy, the event was not recorded', '埋点服务繁忙，本次事件未记录'),
};
