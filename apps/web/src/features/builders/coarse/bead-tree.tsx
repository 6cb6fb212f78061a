import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Tree from 'antd/es/tree';
import Typography from 'antd/es/typography';
import type { Key, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardAtom } from '../../auto-ff/store/wizard-defaults';
import type { Bead } from './beads';

export interface BeadTreeProps {
  readonly beads: readonly Bead[];
  readonly atoms: readonly WizardAtom[];
  readonly current: number;
  readonly expanded: readonly Key[];
  readonly onExpand: (keys: readonly Key[]) => void;
  readonly onCurrent: (index: number) => void;
  readonly onRemoveBead: (index: number) => void;
  readonly onRemoveAtom: (index: number, atomId: number) => void;
}

/** An atom's name in the tree: the mol2's name (C3) with its 1-based id, else its element and id. */
const atomName = (child: Bead['children'][number], atoms: readonly WizardAtom[]): string =>
  `${child.label !== undefined && child.label !== '' ? child.label : (atoms[child.id - 1]?.label ?? '')} #${child.id}`;

/**
 * The tree of beads and their heavy atoms (001 §2.3): each bead with its Martini type where the server
 * gave one, each node with a remove link; the current bead is the selected (highlighted) node.
 */
export function BeadTree(props: BeadTreeProps) {
  const { t } = useTranslation();
  const { beads, atoms, current } = props;
  const removeLink = (onClick: () => void, testId: string) => (
    <Typography.Link
      onClick={(e: MouseEvent) => {
        e.stopPropagation();
        onClick();
      }}
      data-testid={testId}
    >
      {t('coarse.remove')}
    </Typography.Link>
  );
  const treeData = beads.map((bead, index) => ({
    key: bead.nodeId,
    title: (
      <Flex gap="small" align="center" data-testid={`bead-${bead.nodeId}`} data-type={bead.type ?? ''}>
        <Typography.Text strong>{bead.nodeId}</Typography.Text>
        {bead.type !== undefined && <Tag color="gold">{bead.type}</Tag>}
        {removeLink(() => props.onRemoveBead(index), `remove-${bead.nodeId}`)}
      </Flex>
    ),
    children: bead.children.map((child) => ({
      key: `${bead.nodeId}-${child.id}`,
      isLeaf: true,
      title: (
        <Flex gap="small" align="center" data-testid={`bead-atom-${bead.nodeId}-${child.id}`}>
          <span>{atomName(child, atoms)}</span>
          {child.weight === 0.5 && <Tag>{t('coarse.shared')}</Tag>}
          {removeLink(() => props.onRemoveAtom(index, child.id), `remove-${bead.nodeId}-${child.id}`)}
        </Flex>
      ),
    })),
  }));
  const beadOfKey = (key: Key): number => beads.findIndex((b) => String(key).split('-')[0] === b.nodeId);
  return (
    <Tree
      treeData={treeData}
      expandedKeys={[...props.expanded]}
      onExpand={(keys) => props.onExpand(keys)}
      selectedKeys={current >= 0 && beads[current] ? [beads[current].nodeId] : []}
      onSelect={(_, info) => {
        const index = beadOfKey(info.node.key);
        if (index >= 0) props.onCurrent(index);
      }}
      blockNode
      // Virtual scrolling: a 5,000-atom molecule has over a thousand beads.
      height={520}
      data-testid="bead-tree"
    />
  );
}

/** The buttons above the tree (001 §2.3): add bead, collapse all, expand all. */
export function BeadTreeButtons(props: {
  readonly onAdd: () => void;
  readonly onCollapse: () => void;
  readonly onExpand: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap="small" wrap>
      <Button onClick={props.onAdd} data-testid="add-bead">
        {t('coarse.addBead')}
      </Button>
      <Button onClick={props.onCollapse} data-testid="collapse-beads">
        {t('coarse.collapseAll')}
      </Button>
      <Button onClick={props.onExpand} data-testid="expand-beads">
        {t('coarse.expandAll')}
      </Button>
    </Flex>
  );
}
