import type { carbonEn } from './carbon-en';

/** 碳材料页的文本（001 §2.4、§3、§5）。 */
export const carbonZh: typeof carbonEn = {
  items: {
    fullerene: '富勒烯',
    graphene: '石墨烯片',
    swnt: '单壁碳纳米管',
    mwnt: '多壁碳纳米管',
    functional: '添加官能团',
    graphyne: '石墨炔/石墨二炔',
  },
  functionalNeedsStructure: '第5项在当前结构上添加官能团：请先构建一个结构。',
  graphyneNote:
    '第6项（石墨炔/石墨二炔）暂不可用：其晶胞由键长构建，而 TopoForge 尚未收录可引用的已发表键长数据。' +
    'δ-GY 与 6,6,12-GY 在能引用唯一的已发表定义之前不提供。',
  tree: {
    back: '返回上一级',
    none: '未选择节点：请展开原子数，再展开点群，然后选择一个异构体。',
    leaf: '已选择异构体：{{node}}',
    notLeaf: '已选择：{{node}}（不是异构体：请展开并选择一个）',
    failed: '富勒烯列表加载失败。',
  },
  fields: {
    rcc: 'Rcc（C–C 键长，Å）',
    terminalH: 'terminal_H',
    terminalHHint: '开：切断的边以 C–H（1.09 Å）封端。关：周期性结构，键穿过晶胞边界。',
    grapheneHint: 'x、y：正交 4 原子晶胞的重复次数（1–20）。',
    type: '类型',
    types: { zigzag: '锯齿式', armchair: '椅式' },
    circle: '直径（Å，{{min}}–{{max}}）',
    period: '长度（周期数，{{min}}–{{max}}）',
    walls: '壁数（{{min}}–{{max}}）',
    tubeHint: '构建直径最接近所填值的碳管，实际直径见下方。多壁碳管的层间距在手性允许下尽量接近 3.4 Å。',
    group: '官能团',
    count: '数量',
    orientation: '朝向',
    functionalHint: '桥氧和羟基加在基面上；醚基、氨基、羧基、硝基和羰基取代边缘的 C–H（需氢封端的结构）。',
  },
  groups: {
    _O_: '桥氧',
    '-O-': '醚基',
    '-OH': '羟基',
    '-NH2': '氨基',
    '-COOH': '羧基',
    '-NO2': '硝基',
    '=O': '羰基',
  },
  orientations: { random: '随机', upward: '向上', downward: '向下' },
  rules: {
    notDeepest: '节点未选择或选择的节点不是最深层级',
    x: 'x 须为 {{min}} 到 {{max}} 的整数',
    y: 'y 须为 {{min}} 到 {{max}} 的整数',
    rcc: 'Rcc 须在 {{min}} 到 {{max}} Å 之间',
    circle: '直径须在 {{min}} 到 {{max}} Å 之间',
    period: '长度须为 {{min}} 到 {{max}} 的整数周期',
    walls: '壁数须为 {{min}} 到 {{max}} 的整数',
    count: '数量须为 {{min}} 到 {{max}} 的整数',
  },
  built: {
    fullerene: '已构建 {{name}}：点群 {{pointGroup}}，Atlas 编号 {{atlas}}，{{atoms}} 个原子。',
    tube: '已构建 {{walls}}（实际直径）；长度 {{length}} Å（{{periods}} 个周期），{{atoms}} 个原子，{{hydrogens}} 个 H。',
    graphene: '已构建 {{x}} × {{y}} 片层（晶胞 {{a}} × {{b}} Å）：{{atoms}} 个原子，{{hydrogens}} 个 H。',
    functional: '已添加 {{count}} 个 {{group}}：现为 {{formula}}。',
  },
};
