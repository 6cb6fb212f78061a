import type { Messages } from './en';

export const zh: Messages = {
  app: {
    name: 'TopoForge',
    languageSwitch: '界面语言',
  },
  home: {
    description:
      'TopoForge 将分子、晶体、框架材料和聚合物转换为分子模拟所需的力场拓扑文件：' +
      '提供结构，选择原子类型和电荷，检查成键参数，然后下载 GROMACS、LAMMPS、AMBER、OpenMM 等程序的输入文件。',
    wizardUnavailable: '本版本尚未提供构建向导。',
  },
  health: {
    title: '服务器状态',
    loading: '正在查询服务器…',
    error: '无法连接服务器：{{message}}',
    version: '服务器版本',
    programs: '外部程序',
    found: '已找到，版本 {{version}}',
    foundNoVersion: '已找到，版本未知',
    notFound: '未找到',
  },
  notFound: {
    title: '页面不存在',
    text: '此地址没有页面。',
    home: '返回首页',
  },
};
