import { entry, fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** Verification codes by SMS and e-mail (kernel/verification, general-service verification calls). */
export const VERIFICATION_MESSAGES: MessageCatalogue = {
  /** The server message shown after sending a code (spec 002 §8). */
  'code-sent': entry<{ target: string; minutes: number }>(({ target, minutes }) => ({
    en: `The verification code was sent to ${target}; it is valid for ${minutes} minutes.`,
    zh: `验证码已发送至 ${target}，${minutes} 分钟内有效`,
  })),
  'code-resend-too-soon': entry<{ seconds: number }>(({ seconds }) => ({
    en: `a code was sent less than 60 seconds ago, ask again in ${seconds} s`,
    zh: `验证码已发送，请 ${seconds} 秒后再获取`,
  })),
  'too-many-codes': entry<{ minutes: number }>(({ minutes }) => ({
    en: `too many verification codes asked for, try again in ${minutes} min`,
    zh: `获取验证码过于频繁，请 ${minutes} 分钟后再试`,
  })),
  'too-many-code-checks': entry<{ seconds: number }>(({ seconds }) => ({
    en: `too many code checks from this address, try again in ${seconds} s`,
    zh: `验证码校验过于频繁，请 ${seconds} 秒后再试`,
  })),
  'mail-not-configured': fixed(
    'e-mail codes cannot be sent: the server has no SMTP_URL setting (ask the administrator)',
    '服务器未配置邮件发送（SMTP_URL），无法发送邮箱验证码，请联系管理员',
  ),
  'mail-send-failed': fixed(
    'the mail server could not be reached or refused the mail; no code was sent, try again later',
    '邮件发送失败，验证码未发出，请稍后再试',
  ),
  'sms-send-failed': fixed(
    'the SMS could not be sent; no code was sent, try again later',
    '短信发送失败，验证码未发出，请稍后再试',
  ),
  /** Spec 002 §8 "验证码错误"; the variants name why a right-looking code is refused. */
  'code-wrong': fixed('wrong verification code', '验证码错误'),
  'code-wrong/expired': fixed(
    'the verification code has expired, ask for a new one',
    '验证码已过期，请重新获取',
  ),
  'code-wrong/used': fixed(
    'the verification code was already used or replaced by a newer one, ask for a new one',
    '验证码已失效，请重新获取',
  ),
  'code-wrong/exhausted': fixed(
    'too many wrong tries: the verification code no longer works, ask for a new one',
    '验证码错误次数过多，请重新获取',
  ),
  'code-mail-subject': fixed('Your TopoForge verification code', 'TopoForge 验证码'),
  'code-mail-text': entry<{ code: string; minutes: number }>(({ code, minutes }) => ({
    en:
      `Your TopoForge verification code is ${code}. It is valid for ${minutes} minutes and works once.\n\n` +
      'If you did not ask for it, ignore this mail; never tell the code to anyone.',
    zh:
      `您的 TopoForge 验证码为 ${code}，${minutes} 分钟内有效，仅可使用一次。\n\n` +
      '如非本人操作，请忽略本邮件；请勿将验证码告知他人。',
  })),
  'code-sms-text': entry<{ code: string; minutes: number }>(({ code, minutes }) => ({
    en: `[TopoForge] Your verification code is ${code}, valid for ${minutes} minutes. Never share it.`,
    zh: `【TopoForge】您的验证码为 ${code}，${minutes} 分钟内有效，请勿泄露。`,
  })),
};
