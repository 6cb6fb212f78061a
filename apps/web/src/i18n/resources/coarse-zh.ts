import type { coarseEn } from './coarse-en';

/** 粗粒化页的文本（001 §2.3、§5、§8；002 §2.9）。 */
export const coarseZh: typeof coarseEn = {
  beads: '珠子',
  addBead: '添加珠子',
  collapseAll: '全部折叠',
  expandAll: '全部展开',
  remove: '移除',
  clickHint: '在三维视图中点击非氢原子，可将其加入当前珠子或从中移除；点击树中的珠子使其成为当前珠子。',
  current: '当前珠子：{{name}}',
  noCurrent: '没有当前珠子：请先添加珠子。',
  taken: '原子已在珠子 {{bead}} 中',
  uncut: '有原子未切分到珠子中',
  uncutCount: '尚未切分到珠子中的重原子（{{count}} 个）：{{ids}}',
  forceField: '粗粒化力场',
  noMapping: '还没有珠子：请回到第一步并点击下一步。',
  shared: '共享，½',
  showAtoms: '显示原子',
  beadNumbers: '珠子编号',
  constraints: '约束',
  constraintColumns: { i: '珠子 i', j: '珠子 j', funct: '函数类型', length: '长度 (nm)' },
  noConstraints: '没有约束：此分子没有珠子组成的环。',
  externalNonbonded:
    '此 Martini 3 参数集的非键参数来自官方文件 {{file}}，服务器上没有该文件。GROMACS 拓扑通过 #include 引用 {{file}}：运行前请将该文件放在拓扑旁边。其他程序需要服务器上有该文件（由管理员放到配置的路径）。',
};
