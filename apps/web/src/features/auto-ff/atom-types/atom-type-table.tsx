import Table from 'antd/es/table';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import type { AtomTypeRow } from '../store/wizard-defaults';
import { isMergedRow } from './merged-atoms';

/** Hydrogens merged into a united atom: greyed, and not a type to choose. */
const MERGED_ROW_STYLE = { color: 'rgba(0, 0, 0, 0.35)', cursor: 'default' } as const;

export interface AtomTypeTableProps {
  readonly rows: readonly AtomTypeRow[];
  /** 0-based indices of the atoms selected in the viewer, highlighted here too. */
  readonly selected: readonly number[];
  /** Where a merged hydrogen went (its tooltip and label). */
  readonly mergedText: (row: AtomTypeRow) => string;
  /** The 1-based id of the united atom a merged hydrogen went into, if it has one. */
  readonly mergedHostOf: (row: AtomTypeRow) => number | undefined;
  readonly onOpen: (index0: number) => void;
}

/** Step 2's table of atom types (000 §2, §3): id, element, force field, type; a click opens the atom. */
export function AtomTypeTable({ rows, selected, mergedText, mergedHostOf, onOpen }: AtomTypeTableProps) {
  const { t } = useTranslation();
  return (
    <div style={{ flex: 1, minWidth: 360 }} data-testid="atom-type-table">
      <Table<AtomTypeRow>
        size="small"
        rowKey="key"
        dataSource={[...rows]}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        rowClassName={(row) => (selected.includes(row.id - 1) ? 'ant-table-row-selected' : '')}
        onRow={(row) => ({
          onClick: () => onOpen(row.id - 1),
          style: isMergedRow(row) ? MERGED_ROW_STYLE : { cursor: 'pointer' },
        })}
        columns={[
          { title: t('step2.columns.id'), dataIndex: 'id', width: 70 },
          { title: t('step2.columns.element'), dataIndex: 'element', width: 90 },
          { title: t('step2.columns.forceField'), dataIndex: 'atomtype' },
          {
            title: t('step2.columns.atomType'),
            dataIndex: 'type',
            render: (type: string, row) =>
              isMergedRow(row) ? (
                <Tooltip title={mergedText(row)}>
                  <span
                    data-testid="merged-type"
                    data-atom={row.id}
                    data-host={mergedHostOf(row)}
                    aria-label={mergedText(row)}
                  >
                    {type}
                  </span>
                </Tooltip>
              ) : (
                type
              ),
          },
        ]}
      />
    </div>
  );
}
