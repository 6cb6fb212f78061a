import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Tree from 'antd/es/tree';
import type { DataNode } from 'antd/es/tree';
import Typography from 'antd/es/typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullereneCounts, fullereneTree } from './carbon-api';
import { useCarbonState } from './carbon-state';
import type { TreeNode } from './fullerene-keys';
import { countChildren, countKey, isomerName, keyCount, parentKey } from './fullerene-keys';

/** Each count's point groups and isomers, asked for once per page load (the first C60 call takes seconds). */
const loadedTrees = new Map<number, Promise<TreeNode[]>>();

function childrenOf(count: number): Promise<TreeNode[]> {
  let promise = loadedTrees.get(count);
  if (promise === undefined) {
    promise = fullereneTree(count).then(countChildren);
    promise.catch(() => loadedTrees.delete(count)); // asked again on the next expand
    loadedTrees.set(count, promise);
  }
  return promise;
}

const toData = (node: TreeNode): DataNode => ({
  key: node.key,
  title: <span data-testid={`fullerene-node-${node.key}`}>{node.title}</span>,
  isLeaf: node.isLeaf,
  ...(node.children === undefined ? {} : { children: node.children.map(toData) }),
});

/** The counts, and the children of the counts loaded so far. */
function useTreeData(): { data: DataNode[]; load: (count: number) => Promise<void>; failed: boolean } {
  const [counts, setCounts] = useState<number[]>([]);
  const [failed, setFailed] = useState(false);
  const [children, setChildren] = useState<ReadonlyMap<number, TreeNode[]>>(new Map());
  useEffect(() => {
    const controller = new AbortController();
    fullereneCounts(controller.signal).then(setCounts, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.warn('fullerene counts failed', error);
      setFailed(true);
    });
    return () => controller.abort();
  }, []);
  const load = useCallback(async (count: number) => {
    const nodes = await childrenOf(count).catch((error: unknown) => {
      console.warn('fullerene tree failed', error);
      return undefined;
    });
    if (nodes !== undefined) setChildren((old) => new Map(old).set(count, nodes));
  }, []);
  const data = useMemo(
    () =>
      counts.map((count): DataNode => {
        const below = children.get(count);
        const key = countKey(count);
        const title = <span data-testid={`fullerene-node-${key}`}>{key}</span>;
        return below === undefined ? { key, title } : { key, title, children: below.map(toData) };
      }),
    [counts, children],
  );
  return { data, load, failed };
}

/**
 * 001 §2.4 item 1: the fullerene tree (atom count, then point group, then isomer), loaded a count at a
 * time, with the back-one-level action. Any node may be selected; only an isomer can be built (001 §5).
 */
export function FullereneTree() {
  const { t } = useTranslation();
  const { data, load, failed } = useTreeData();
  const selected = useCarbonState((s) => s.treeSelected);
  const expanded = useCarbonState((s) => s.treeExpanded);
  const update = useCarbonState((s) => s.update);

  useEffect(() => {
    // Expanded counts kept over a reload are loaded again.
    for (const key of useCarbonState.getState().treeExpanded)
      if (!key.includes('/')) void load(keyCount(key));
  }, [load]);

  const back = () => {
    if (selected === null) return;
    const up = parentKey(selected);
    // One level up: the node returned to is selected and closed (above the counts: the count is closed).
    const closed = up ?? selected;
    update({
      treeSelected: up,
      treeExpanded: expanded.filter((k) => k !== closed && !k.startsWith(`${closed}/`)),
    });
  };

  return (
    <Flex vertical gap="small" data-testid="fullerene-tree">
      <Flex align="center" gap="middle" wrap>
        <Button onClick={back} disabled={selected === null} data-testid="tree-back">
          {t('carbon.tree.back')}
        </Button>
        <Typography.Text type="secondary" data-testid="tree-selected">
          {selected === null
            ? t('carbon.tree.none')
            : t(isomerName(selected) === null ? 'carbon.tree.notLeaf' : 'carbon.tree.leaf', {
                node: selected.split('/').join(' › '),
              })}
        </Typography.Text>
      </Flex>
      {failed && <Typography.Text type="danger">{t('carbon.tree.failed')}</Typography.Text>}
      {/* Not virtual (antd's `height`): every node stays in the page, the box scrolls. */}
      <div style={{ maxHeight: 420, overflow: 'auto' }} data-testid="fullerene-tree-box">
        <Tree
          treeData={data}
          selectedKeys={selected === null ? [] : [selected]}
          expandedKeys={[...expanded]}
          onSelect={(keys) => update({ treeSelected: keys.length === 0 ? null : String(keys[0]) })}
          onExpand={(keys) => update({ treeExpanded: keys.map(String) })}
          loadData={async (node) => {
            const key = String(node.key);
            if (!key.includes('/')) await load(keyCount(key));
          }}
        />
      </div>
    </Flex>
  );
}
