import { entry, fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** The profile fields the sensitive-word check names (002 §5). */
const PROFILE_FIELDS: Readonly<Record<string, { en: string; zh: string }>> = {
  realName: { en: 'Real name', zh: '真实姓名' },
  organ: { en: 'Organisation', zh: '单位' },
  department: { en: 'Department', zh: '院系（部门）' },
  researchDirection: { en: 'Research direction', zh: '研究方向' },
};

/**
 * Research groups, membership cards, notifications, the user profile edit and the catalogue of products,
 * licences, ads and rewards (issue 23 items 4 and 5: services research-groups, membership, notifications,
 * user-profile, catalogue).
 */
export const MEMBERSHIP_MESSAGES: MessageCatalogue = {
  'group-name-taken': entry<{ name: string }>(({ name }) => ({
    en: `a research group named ${name} exists already`,
    zh: `课题组名称“${name}”已存在`,
  })),
  'group-not-found': fixed('no such research group', '课题组不存在'),
  'group-user-unknown': entry<{ username: string }>(({ username }) => ({
    en: `there is no user ${username}`,
    zh: `用户 ${username} 不存在`,
  })),
  'group-forbidden': fixed(
    "only the group's leader or an administrator may do this",
    '只有课题组组长或管理员可以进行此操作',
  ),
  'group-not-member': fixed('that user is not a member of the group', '该用户不是课题组成员'),
  'group-member-exists': fixed('that user is a member of the group already', '该用户已是课题组成员'),
  'group-leader-stays': fixed(
    'the leader cannot be removed; name another leader first',
    '不能移除组长，请先指定新的组长',
  ),
  'group-credit-insufficient': entry<{ coreHours: number }>(({ coreHours }) => ({
    en: `the group's computing credit does not cover ${coreHours} core-hours`,
    zh: `课题组机时余额不足 ${coreHours} 核时`,
  })),
  'membership-card-not-found': fixed('no such membership card', '会员卡不存在'),
  'membership-user-unknown': entry<{ username: string }>(({ username }) => ({
    en: `there is no user ${username}`,
    zh: `用户 ${username} 不存在`,
  })),
  'membership-level': fixed(
    'a level is -1, 0, 5, 6, 7, 8, SILVER or a configured premium level',
    '会员等级须为 -1、0、5、6、7、8、SILVER 或已配置的付费等级',
  ),
  'profile-sensitive-words': entry<{ field: string }>(({ field }) => ({
    en: `${PROFILE_FIELDS[field]?.en ?? field}: this content breaks the platform agreement, laws, regulations or policies`,
    zh: `${PROFILE_FIELDS[field]?.zh ?? field}：不能使用违反平台协议，相关法律法规和政策的内容`,
  })),
  'profile-unknown-organ': entry<{ organId: string }>(({ organId }) => ({
    en: `organisation ${organId} is not in the university list; pick it again or type it in`,
    zh: `单位 ${organId} 不在高校列表中，请重新选择或自行填写`,
  })),
  'notification-not-found': fixed('no such reminder', '提醒不存在'),
  'warning-unknown': entry<{ code: string }>(({ code }) => ({
    en: `there is no warning ${code}`,
    zh: `没有预警项 ${code}`,
  })),
  'warning-threshold': entry<{ max: number; unit: string }>(({ max, unit }) => ({
    en: `a threshold is at most ${max} ${unit}`,
    zh: `阈值最大为 ${max} ${unit}`,
  })),
  'warning-low-credit': entry<{ value: number }>(({ value }) => ({
    en: `Computing credit is low: ${value} core-hours left`,
    zh: `机时余额不足：剩余 ${value} 核时`,
  })),
  'warning-storage-quota': entry<{ value: number }>(({ value }) => ({
    en: `Personal storage is ${value} % full`,
    zh: `个人存储空间已使用 ${value}%`,
  })),
  'catalogue-not-found': entry<{ what: string }>(({ what }) => ({
    en: `no such ${what}`,
    zh: `${what === 'product' ? '产品' : what === 'ad' ? '广告' : what === 'licence' ? '许可证' : '奖励'}不存在`,
  })),
  'catalogue-link': fixed(
    'a link is a site path starting with / or an http(s) address',
    '链接须为以 / 开头的站内路径或 http(s) 地址',
  ),
  'reward-none': fixed('No reward is configured for new users.', '当前没有配置新用户奖励。'),
  'reward-not-new': fixed(
    'The new-user reward is for accounts registered after it was set up.',
    '新用户奖励仅适用于活动开始后注册的账号。',
  ),
  'reward-claimed': fixed('You have received the new-user reward already.', '您已领取过新用户奖励。'),
  'reward-granted': entry<{ coreHours: number }>(({ coreHours }) => ({
    en: `New-user reward: ${coreHours} core-hours of computing credit added.`,
    zh: `新用户奖励：已发放 ${coreHours} 核时机时。`,
  })),
};
