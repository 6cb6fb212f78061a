import type { TextContext } from '../text.js';
import { fail } from '../text.js';
import type { CifBlock } from './cif-blocks.js';
import { firstTag, isMissing, scalar } from './cif-values.js';
import type { SymmetryOperator } from './symmetry-operator.js';
import { parseSymmetryOperator } from './symmetry-operator.js';

/** CIF 1 core names first, then the symCIF/CIF 2 names that replace them. */
const OPERATOR_TAGS = ['_symmetry_equiv_pos_as_xyz', '_space_group_symop_operation_xyz'];
const NAME_TAGS = [
  '_symmetry_space_group_name_h-m',
  '_space_group_name_h-m_alt',
  '_space_group_name_h-m_ref',
];

/** The largest general-position multiplicity of a 3D space group (Fm-3m and friends, conventional cell). */
export const MAX_OPERATORS = 192;

export function readOperators(block: CifBlock, ctx: TextContext): SymmetryOperator[] {
  const tag = firstTag(block, OPERATOR_TAGS);
  const values = tag === undefined ? [] : (block.columns.get(tag) ?? []);
  if (values.length > MAX_OPERATORS) {
    fail(
      ctx,
      values[MAX_OPERATORS]?.line,
      `more than ${MAX_OPERATORS} symmetry operators are listed; no space group has that many.`,
    );
  }
  return values.filter((v) => !isMissing(v)).map((v) => parseSymmetryOperator(v.text, ctx, v.line));
}

/** The Hermann–Mauguin symbol as written ('P 21/c'), or undefined. */
export function spaceGroupName(block: CifBlock): string | undefined {
  const tag = firstTag(
    block,
    NAME_TAGS.filter((t) => scalar(block, t) !== undefined),
  );
  return tag === undefined ? undefined : scalar(block, tag)?.text.trim();
}
