import type { GlobalToken } from 'antd/es/theme/interface';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import theme from 'antd/es/theme';
import type { Dispatch, HTMLAttributes, SetStateAction, ThHTMLAttributes } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditInput, RowActions, ViewCell } from './cells';
import type { Editing } from './cells';
import type { ParamColumn } from './columns';
import type { Provenance } from './provenance-tags';
import { ProvenanceTags } from './provenance-tags';
import type { IndexedRow, Row } from './tables';
import { atBottom, firstPage, nextPage } from './tables';

export interface ParamTableProps {
  readonly rows: readonly IndexedRow[];
  readonly columns: readonly ParamColumn[];
  readonly onSave: (index: number, row: Row) => void;
  readonly provenance?: readonly Provenance[];
  /** The ATOMS rows, for the names and types beside atom ids. */
  readonly atoms?: readonly Row[];
  /** False for rows that keep their values (water-model atoms). */
  readonly rowEditable?: (row: Row) => boolean;
  readonly testId: string;
}

/** Header cells stay at the top of the table's scroll box while its rows scroll under them. */
function StickyHeaderCell(props: ThHTMLAttributes<HTMLTableCellElement>) {
  const { style } = props;
  return <th {...props} style={{ ...style, position: 'sticky', top: 0, zIndex: style?.zIndex ?? 2 }} />;
}

const STICKY_COMPONENTS = { header: { cell: StickyHeaderCell } };

/**
 * A parameter table of step 3 (000 §2): 30 rows at first and 30 more each time its box is scrolled to
 * the bottom; a row is viewed, edited, then saved or cancelled. The header stays in view while the box
 * scrolls, and so does the actions column when the row is wider than the box.
 */
export function ParamTable(props: ParamTableProps) {
  const { rows, testId } = props;
  const { t } = useTranslation();
  const [shown, setShown] = useState(() => firstPage(rows.length));
  const [editing, setEditing] = useState<Editing | null>(null);
  const visible = rows.slice(0, Math.max(shown, firstPage(rows.length)));
  const tableColumns = useTableColumns(props, editing, setEditing);

  return (
    <div
      style={{ maxHeight: 420, overflow: 'auto' }}
      onScroll={(e) => {
        if (atBottom(e.currentTarget)) setShown((n) => nextPage(Math.max(n, visible.length), rows.length));
      }}
      data-testid={testId}
      data-shown={visible.length}
      data-total={rows.length}
    >
      <Table<IndexedRow>
        size="small"
        pagination={false}
        rowKey="index"
        columns={tableColumns}
        components={STICKY_COMPONENTS}
        dataSource={visible}
        onRow={({ index }) => ({ 'data-row': index }) as HTMLAttributes<HTMLElement>}
        footer={
          rows.length > visible.length
            ? () => t('topology.rowsShown', { shown: visible.length, total: rows.length })
            : undefined
        }
      />
    </div>
  );
}

/** The actions column sticks to the right edge of the scroll box, over the cells that pass under it. */
const stickyRight = (token: GlobalToken, header: boolean) => ({
  style: {
    position: 'sticky' as const,
    right: 0,
    zIndex: header ? 3 : 1,
    ...(header ? {} : { background: token.colorBgContainer }),
    boxShadow: `-1px 0 0 ${token.colorSplit}`,
  },
});

/** The table's columns: the parameter cells (an input in the row being edited), the source, the actions. */
function useTableColumns(
  { columns, onSave, provenance, atoms, rowEditable, testId }: ParamTableProps,
  editing: Editing | null,
  setEditing: Dispatch<SetStateAction<Editing | null>>,
): ColumnsType<IndexedRow> {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const setDraft = (cell: number, value: string) =>
    setEditing((e) => (e === null ? e : { ...e, draft: e.draft.map((c, i) => (i === cell ? value : c)) }));

  const tableColumns: ColumnsType<IndexedRow> = columns.map((column) => ({
    key: String(column.cell),
    title: column.title,
    render: (_: unknown, { index, row }: IndexedRow) =>
      editing?.index === index && column.editable ? (
        <EditInput
          column={column}
          value={editing.draft[column.cell]}
          onChange={(value) => setDraft(column.cell, value)}
          testId={testId}
        />
      ) : (
        <ViewCell column={column} index={index} row={row} atoms={atoms} />
      ),
  }));
  if (provenance !== undefined) {
    tableColumns.push({
      key: 'source',
      title: t('topology.col.source'),
      render: (_: unknown, { index }: IndexedRow) => <ProvenanceTags provenance={provenance[index]} />,
    });
  }
  tableColumns.push({
    key: 'actions',
    title: t('topology.col.actions'),
    onHeaderCell: () => stickyRight(token, true),
    onCell: () => stickyRight(token, false),
    render: (_: unknown, { index, row }: IndexedRow) => (
      <RowActions
        index={index}
        row={row}
        editable={rowEditable === undefined || rowEditable(row)}
        editing={editing}
        setEditing={setEditing}
        onSave={onSave}
        testId={testId}
      />
    ),
  });
  return tableColumns;
}
