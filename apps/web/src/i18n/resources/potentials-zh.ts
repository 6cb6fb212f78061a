import type { potentialsEn } from './potentials-en';

/** EAM 与 ReaxFF 模块浏览页的文本（001 §2.7、§3、§4）。 */
export const potentialsZh: typeof potentialsEn = {
  titles: {
    EAM: '多体势（EAM）',
    ReaxFF: '反应力场（ReaxFF）',
  },
  homeLinks: {
    EAM: '浏览多体势（EAM）：元素周期表、文献、文件与 LAMMPS 输入行',
    ReaxFF: '浏览反应力场（ReaxFF）：元素周期表、文献、文件与 LAMMPS 输入行',
  },
  selected: '已选元素：',
  noneSelected: '无',
  clear: '清除已选元素',
  hint: '请先在元素周期表中选择元素，再从列表中选择模块。',
  table: '元素周期表',
  empty: '请先选择元素',
  noMatch: '没有同时包含所选全部元素的模块。',
  columns: {
    id: 'ID',
    elements: '支持元素',
    type: '势函数类型',
    authors: '作者',
    year: '年份',
    doi: 'DOI',
    view: '查看',
  },
  view: '查看模块 {{id}}',
  detail: {
    close: '关闭',
    authors: '作者',
    journal: '期刊',
    year: '年份',
    doi: 'DOI',
    abstract: '摘要',
    errata: '文件头中发现的错误',
    files: '文件',
    download: '下载',
    more: '更多',
    lammps: '{{elements}} 的 LAMMPS 输入',
    lammpsNone: '选择元素后可得到对应的 LAMMPS 输入行。',
    copy: '复制',
    copied: '已复制',
  },
};
