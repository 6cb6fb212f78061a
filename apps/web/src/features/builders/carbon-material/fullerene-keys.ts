import type { FullereneTreeAnswer } from '@topoforge/contract';

/**
 * The fullerene tree's node keys (001 §2.4: atom count, then point group, then isomer): `C60`, `C60/Ih`,
 * `C60/Ih/C60-Ih`. A key's depth says its level; only the isomers (depth 3) may be built (001 §5).
 */

const SEPARATOR = '/';

export const countKey = (atomCount: number): string => `C${atomCount}`;

const parts = (key: string): string[] => key.split(SEPARATOR);

/** The isomer's name `fullerene/{name}` takes when `key` is a leaf, else null (001 §5 "not the deepest level"). */
export function isomerName(key: string | null): string | null {
  if (key === null) return null;
  const p = parts(key);
  return p.length === 3 ? p[2]! : null;
}

/** The key one level up (001 §2.4 back-one-level); null above the atom counts. */
export function parentKey(key: string | null): string | null {
  if (key === null) return null;
  const p = parts(key);
  return p.length > 1 ? p.slice(0, -1).join(SEPARATOR) : null;
}

/** A node of the tree as the page draws it. */
export interface TreeNode {
  readonly key: string;
  readonly title: string;
  readonly isLeaf: boolean;
  readonly children?: readonly TreeNode[];
}

/** One atom count's point groups with their isomers (the answer of GET fullerene-tree/:count). */
export function countChildren(tree: FullereneTreeAnswer): TreeNode[] {
  const top = countKey(tree.atomCount);
  return tree.groups.map((group) => {
    const key = [top, group.pointGroup].join(SEPARATOR);
    return {
      key,
      title: group.pointGroup,
      isLeaf: false,
      children: group.isomers.map((isomer) => ({
        key: [key, isomer.name].join(SEPARATOR),
        title: isomer.atlas === null ? isomer.name : `${isomer.name} (Atlas ${isomer.atlas})`,
        isLeaf: true,
      })),
    };
  });
}

/** The atom count a key belongs to. */
export const keyCount = (key: string): number => Number(parts(key)[0]!.slice(1));
