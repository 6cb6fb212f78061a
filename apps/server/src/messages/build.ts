import { FORCE_FIELD_MODELS } from '@topoforge/chem';
import { entry, fixed } from './entry.js';
import type { MessageCatalogue, MessageTemplate } from './types.js';

/** chem's ChemError data names atoms 1-based in `atoms`; a build refusal names one. */
interface AtomData {
  readonly atoms: readonly number[];
}

const atomOf = (data: AtomData): string => String(data.atoms[0]);

/** A code's fallback when chem's error has no `reason` this catalogue words: its English message. */
const around = (zh: string): MessageTemplate =>
  entry<{ message: string }>(({ message }) => ({ en: String(message), zh: `${zh}：${message}` }));

const AVAILABLE = FORCE_FIELD_MODELS.map((m) => m.name);
const availableEn = `${AVAILABLE.slice(0, -1).join(', ')} and ${AVAILABLE.at(-1) ?? ''}`;
const availableZh = `${AVAILABLE.slice(0, -1).join('、')} 和 ${AVAILABLE.at(-1) ?? ''}`;

/**
 * The build (spec 000 §7 atom parameters, chem's build/) and the force-field tables around it. chem
 * throws a code and data (with `reason` where one code has several texts: key `code/reason`); the
 * parameter call answers them from here in the request's language.
 */
export const BUILD_MESSAGES: MessageCatalogue = {
  'invalid-request/atomtype-count': entry<{ entries: number; atomCount: number }>(
    ({ entries, atomCount }) => ({
      en: `body field 'atomtype': ${entries} entries but data.mol2 has ${atomCount} atoms; send one list per atom`,
      zh: `atomtype 有 ${entries} 项，但 data.mol2 有 ${atomCount} 个原子；每个原子需一项`,
    }),
  ),
  'atom-untyped': around('原子没有原子类型'),
  'atom-untyped/no-choice': entry<AtomData>((d) => ({
    en: `atom ${atomOf(d)} has no atom type (name and type)`,
    zh: `原子 ${atomOf(d)} 没有原子类型（name 和 type）`,
  })),
  'atom-untyped/no-force-field': entry<{ atom: number; element: string }>(({ atom, element }) => ({
    en: `atom ${atom} (${element}) is not water of the selected water model and no force field was selected to type it`,
    zh: `原子 ${atom}（${element}）不属于所选水模型，且未选择可判定其类型的力场`,
  })),
  'atom-untyped/no-selected-type': entry<{
    atom: number;
    element: string;
    forceFields: string;
    reason: string;
  }>(({ atom, element, forceFields, reason }) => ({
    en: `atom ${atom} (${element}) has no atom type in any selected force field (${forceFields}); select a force field that covers it${reason ? ` (${reason})` : ''}`,
    // The reason is chem's English text: the Chinese answer names the atom and force fields without it.
    zh: `原子 ${atom}（${element}）在所选力场（${forceFields}）中均没有原子类型；请选择能覆盖该原子的力场`,
  })),
  'atom-type-du': entry<AtomData>((d) => ({
    en: `atom ${atomOf(d)} has the placeholder type DU; choose an atom type for it`,
    zh: `原子 ${atomOf(d)} 的类型为占位类型 DU，请为其选择原子类型`,
  })),
  'invalid-water-model/several': fixed('only one water model may be used', '只能使用一个水模型'),
  'invalid-water-model/request': entry<{ requested: string; model: string }>(({ requested, model }) => ({
    en: `body field 'watermodel' is ${requested} but the atom types name ${model}`,
    zh: `watermodel 为 ${requested}，但原子类型使用的是 ${model}`,
  })),
  'invalid-water-type': around('水分子原子类型有误'),
  'invalid-water-type/site': waterSite(),
  'invalid-water-type/mixed': entry<AtomData & { model: string }>((d) => ({
    en: `atom ${atomOf(d)} belongs to a ${d.model} water but is typed otherwise; type the whole water with one model`,
    zh: `原子 ${atomOf(d)} 属于 ${d.model} 水分子，但类型不同；整个水分子须使用同一水模型`,
  })),
  'accurate-mode': fixed(
    'in accurate mode, atoms other than water force field must use the same force field',
    '精确模式下，除水模型外的原子必须使用同一力场',
  ),
  'invalid-forcefield': around('力场无效'),
  'invalid-forcefield/unknown': entry<AtomData & { name: string }>((d) => ({
    en: `atom ${atomOf(d)}: unknown force field '${d.name}'`,
    zh: `原子 ${atomOf(d)}：未知力场 '${d.name}'`,
  })),
  'invalid-forcefield/unknown-selected': entry<{ name: string }>(({ name }) => ({
    en: `body field 'forcefield': unknown force field '${name}'`,
    zh: `未知力场 '${name}'`,
  })),
  'invalid-forcefield/water-models': fixed('only one water model may be selected', '只能选择一个水模型'),
  'invalid-forcefield/no-typer': entry<{ forceField: string }>(({ forceField }) => ({
    en: `force field ${forceField} is not available: TopoForge has no atom typer for it yet`,
    zh: `力场 ${forceField} 暂不可用：TopoForge 尚不支持该力场的原子类型判定`,
  })),
  'invalid-forcefield/atomtype-entry': entry<{ index: number; name: string }>(({ index, name }) => ({
    en: `body field 'atomtype.${index}': unknown force field '${name}'`,
    zh: `atomtype 第 ${Number(index) + 1} 项：未知力场 '${name}'`,
  })),
  'unknown-atom-type': entry<{ index: number; name: string; type: string }>(({ index, name, type }) => ({
    en: `body field 'atomtype.${index}': ${name} has no atom type '${type}'`,
    zh: `atomtype 第 ${Number(index) + 1} 项：${name} 中没有原子类型 '${type}'`,
  })),
  'no-parameters': entry<{ name: string; atoms?: readonly number[] }>(({ name, atoms }) => ({
    en: `force field ${name} has no parameter set in TopoForge${atoms ? ` (atom ${atoms[0]})` : ''}; parameters are available for ${availableEn}`,
    zh: `TopoForge 中没有力场 ${name} 的参数${atoms ? `（原子 ${atoms[0]}）` : ''}；目前提供 ${availableZh} 的参数`,
  })),
  'forcefield-mixing': entry<AtomData & { name: string; forceField: string }>((d) => ({
    en: `atom ${atomOf(d)} is typed with ${d.name} but the structure's force field is ${d.forceField}; one topology mixes force fields only as GAFF with OPLS-AA/L behind it — type every non-water atom with ${d.forceField}`,
    zh: `原子 ${atomOf(d)} 使用 ${d.name}，而结构的力场为 ${d.forceField}；仅支持 GAFF 与其后备 OPLS-AA/L 混合——请用 ${d.forceField} 判定所有非水原子`,
  })),
  'invalid-backup': around('后备力场无效'),
  'hessian-united-atom': fixed(
    'fitting bonds and angles to a Hessian is not available for united-atom force fields: the Hessian has one row per atom, hydrogens included',
    '联合原子力场不支持依据 Hessian 拟合键长键角：Hessian 含全部原子（包括氢）',
  ),
  'hessian-required': fixed('please upload Hessian file', '请上传Hessian文件'),
  'parameters-unavailable/gaff': fixed(
    'GAFF parameters (gaff.dat) are not installed on this server',
    '服务器未安装 GAFF 参数文件 (gaff.dat)',
  ),
  'parameters-unavailable/gromacs': entry<{ label: string; dir: string }>(({ label, dir }) => ({
    en: `${label} parameters (${dir}) are not installed on this server (Debian package gromacs-data)`,
    zh: `服务器未安装 ${label} 参数（${dir}，Debian 软件包 gromacs-data）`,
  })),
  'parameters-unavailable/uff': entry<{ path: string }>(({ path }) => ({
    en: `UFF parameters (${path}) are not installed on this server (Debian package openbabel)`,
    zh: `服务器未安装 UFF 参数文件（${path}，Debian 软件包 openbabel）`,
  })),
};

function waterSite(): MessageTemplate {
  return entry<AtomData & { type: string; model: string; actual: string; fourSite: boolean }>((d) => ({
    en: `atom ${atomOf(d)} is typed ${d.type} of ${d.model} but is ${d.actual} of a ${d.model} water${d.fourSite === true ? ' (4-site models need the four-point conversion first)' : ''}`,
    zh: `原子 ${atomOf(d)} 被设为 ${d.model} 的 ${d.type}，但它不是该水模型水分子中的 ${d.type}`,
  }));
}
