import type { mobilePromptEn } from './mobile-prompt-en';

/** 移动端浏览器的小程序提示（002 §1）。 */
export const mobilePromptZh: typeof mobilePromptEn = {
  title: '在小程序中打开 TopoForge',
  text: '在手机或平板上，使用 TopoForge 小程序更方便。',
  countdown: '{{seconds}} 秒后打开小程序…',
  opening: '正在打开小程序…',
  open: '立即打开',
  stay: '留在网页版',
};
