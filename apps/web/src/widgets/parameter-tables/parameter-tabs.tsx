import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ParamColumn } from './param-table';
import { ParamTable, ROW_ID } from './param-table';
import type { BondedTable, EditedTables, Row, TableName } from './tables';
import { ATOM_IDS, groupByFunct, isWaterAtom } from './tables';

export interface ParameterTabsProps {
  readonly tables: EditedTables;
  readonly waterModels: readonly string[];
  readonly onSave: (table: TableName, index: number, row: Row) => void;
}

const BONDED: readonly BondedTable[] = ['bonds', 'angles', 'dihedrals', 'impropers'];

/** Tabs ATOMS, BONDS, ANGLES, DIHEDRALS, IMPROPER and the pairs table (000 §2 "Step 3"). */
export function ParameterTabs({ tables, waterModels, onSave }: ParameterTabsProps) {
  const { t } = useTranslation();
  const atoms = (
    <ParamTable
      rows={tables.atoms.map((row, index) => ({ index, row }))}
      columns={atomColumns(t)}
      provenance={tables.provenance.atoms}
      rowEditable={(row) => !isWaterAtom(row, waterModels)}
      onSave={(index, row) => onSave('atoms', index, row)}
      testId="table-atoms"
    />
  );
  const pairs = tables.pairs.map((row, index) => ({ index, row }));
  return (
    <Flex vertical gap="middle">
      <Tabs
        items={[
          { key: 'atoms', label: t('topology.tabs.atoms'), children: atoms },
          ...BONDED.map((table) => ({
            key: table,
            label: t(`topology.tabs.${table}`),
            children: <BondedGroups table={table} tables={tables} onSave={onSave} />,
          })),
        ]}
        data-testid="parameter-tabs"
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('topology.pairs')}
      </Typography.Title>
      {pairs.length === 0 ? (
        <Empty description={t('topology.noRows')} />
      ) : (
        <ParamTable
          rows={pairs}
          columns={[
            { title: t('topology.col.atomN', { n: 1 }), cell: 0, kind: 'int', editable: false },
            { title: t('topology.col.atomN', { n: 4 }), cell: 1, kind: 'int', editable: false },
            { title: t('topology.col.funct'), cell: 2, kind: 'int', editable: true },
          ]}
          onSave={(index, row) => onSave('pairs', index, row)}
          testId="table-pairs"
        />
      )}
    </Flex>
  );
}

/** One table per function-type value of a bonded table (000 §2). */
function BondedGroups({
  table,
  tables,
  onSave,
}: {
  table: BondedTable;
  tables: EditedTables;
  onSave: ParameterTabsProps['onSave'];
}) {
  const { t } = useTranslation();
  const groups = groupByFunct(tables[table], ATOM_IDS[table]);
  if (groups.length === 0) return <Empty description={t('topology.noRows')} />;
  return (
    <Flex vertical gap="middle">
      {groups.map((group) => (
        <Flex vertical gap="small" key={group.funct} data-testid={`group-${table}`} data-funct={group.funct}>
          <Typography.Text strong>{t('topology.functGroup', { funct: group.funct })}</Typography.Text>
          <ParamTable
            rows={group.rows}
            columns={bondedColumns(t, table, group.parameterCount)}
            provenance={tables.provenance[table]}
            onSave={(index, row) => onSave(table, index, row)}
            testId={`table-${table}`}
          />
        </Flex>
      ))}
    </Flex>
  );
}

/** ATOMS: id, group/atom, charge, mass, van der Waals radius (nm), well depth (kJ/mol) — 000 §2. */
function atomColumns(t: TFunction): ParamColumn[] {
  return [
    { title: t('topology.col.id'), cell: ROW_ID, kind: 'int', editable: false },
    { title: t('topology.col.atom'), cell: 0, kind: 'text', editable: false },
    { title: t('topology.col.charge'), cell: 6, kind: 'number', editable: true },
    { title: t('topology.col.mass'), cell: 7, kind: 'number', editable: true },
    { title: t('topology.col.radius'), cell: 8, kind: 'number', editable: true },
    { title: t('topology.col.depth'), cell: 9, kind: 'number', editable: true },
  ];
}

/** Named parameters for bonds and angles (000 §2); dihedrals and impropers get numbered ones. */
function bondedColumns(t: TFunction, table: BondedTable, parameterCount: number): ParamColumn[] {
  const ids = ATOM_IDS[table];
  const columns: ParamColumn[] = Array.from({ length: ids }, (_, i) => ({
    title: t('topology.col.atomN', { n: i + 1 }),
    cell: i,
    kind: 'int',
    editable: false,
  }));
  columns.push({ title: t('topology.col.funct'), cell: ids, kind: 'int', editable: false });
  const named =
    table === 'bonds'
      ? [t('topology.col.bondLength'), t('topology.col.bondK')]
      : table === 'angles'
        ? [t('topology.col.angle'), t('topology.col.angleK')]
        : [];
  for (let p = 0; p < parameterCount; p += 1) {
    columns.push({
      title: named[p] ?? t('topology.col.parameter', { n: p + 1 }),
      cell: ids + 1 + p,
      kind: 'number',
      editable: true,
    });
  }
  return columns;
}
