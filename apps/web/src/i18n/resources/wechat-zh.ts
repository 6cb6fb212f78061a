import type { wechatEn } from './wechat-en';

/** 微信登录、绑定与登录后步骤的文字（002 §2.4、§4、§8）。 */
export const wechatZh: typeof wechatEn = {
  scan: '使用微信扫码登录',
  scanHint: '将打开微信二维码页面，请用手机微信扫码登录。',
  loading: '正在获取微信二维码…',
  unavailable: '无法获取微信二维码：{{message}}',
  stateMismatch: '此次微信登录并非从本页面发起，请重新扫码。',
  signingIn: '正在使用微信登录…',
  bindPending: '您的微信尚未绑定账号。请登录以绑定，或使用该微信注册新账号。',
  registerWithWeChat: '注册并绑定微信',
  registerBinds: '本次注册将同时绑定您的微信。',
  status: {
    bound: '绑定成功',
    already: '该账号已绑定微信',
    failed: '微信绑定失败',
    countdown: '{{seconds}} 秒后自动返回…',
    done: '完成',
  },
  tab: {
    openerGone: '原网页已被关闭,请从原网页重新发起登录请求',
    openerGoneTitle: '提示',
  },
};
