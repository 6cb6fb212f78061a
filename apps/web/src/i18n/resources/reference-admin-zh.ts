import type { referenceAdminEn } from './reference-admin-en';

/** 管理员维护参考列表页面的文字（issue 22 第 3 项）。 */
export const referenceAdminZh: typeof referenceAdminEn = {
  title: '参考列表',
  intro:
    '扩充注册时使用的高校列表和高校单位邮箱域名，编辑敏感词。这里只列出管理员添加的内容，随系统提供的列表保持不变。修改在几秒内生效。',
  onlyAdmins: '只有管理员可以编辑参考列表。',
  tabs: { universities: '高校', domains: '邮箱域名', words: '敏感词' },
  columns: {
    id: '学校标识码',
    name: '名称',
    province: '省份',
    city: '城市',
    authority: '主管部门',
    domain: '域名',
    word: '词语',
    kind: '操作',
    createdBy: '添加人',
    createdAt: '添加时间',
  },
  kinds: { add: '屏蔽该词', remove: '不再屏蔽该词', allow: '允许该短语' },
  rules: {
    universityId: '10位学校标识码，或字母 X 加1–9位数字',
    name: '请输入1–100个字符的名称',
    domain: '请输入正确的域名，至少两级，如 example.edu.cn',
    word: '词语须为1–50个字符',
  },
  add: '添加',
  remove: '删除',
  confirmRemove: '确定删除这一项？',
  empty: '尚未添加',
};
