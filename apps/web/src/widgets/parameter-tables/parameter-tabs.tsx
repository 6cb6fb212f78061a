import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Switch from 'antd/es/switch';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { atomColumns, bondedColumns, functGroupTitle, pairColumns } from './columns';
import { ParamTable } from './param-table';
import type { BondedTable, EditedTables, IndexedRow, Row, TableName } from './tables';
import {
  ATOM_IDS,
  estimatedCount,
  formatCell,
  groupByFunct,
  isWaterAtom,
  netCharge,
  onlyEstimated,
} from './tables';

export interface ParameterTabsProps {
  readonly tables: EditedTables;
  readonly waterModels: readonly string[];
  readonly onSave: (table: TableName, index: number, row: Row) => void;
  /** Leaves the pairs table out (the coarse-grained step 3 has none, 001 §2.3). */
  readonly withoutPairs?: boolean;
}

const BONDED: readonly BondedTable[] = ['bonds', 'angles', 'dihedrals', 'impropers'];

/**
 * Tabs ATOMS, BONDS, ANGLES, DIHEDRALS, IMPROPER and the pairs table (000 §2 "Step 3"). Each tab names
 * how many of its rows were estimated, and an "estimated only" switch leaves just those rows.
 */
export function ParameterTabs({ tables, waterModels, onSave, withoutPairs = false }: ParameterTabsProps) {
  const { t } = useTranslation();
  const [estimatedOnly, setEstimatedOnly] = useState(false);
  const label = (table: 'atoms' | BondedTable) => {
    const count = estimatedCount(tables.provenance[table]);
    return (
      <Flex gap={6} align="center" data-testid={`tab-${table}`} data-estimated={count}>
        {t(`topology.tabs.${table}`)}
        {/* Only tabs with estimated rows carry the count: five "0 estimated" tags pushed the Chinese tabs
            into an overflow menu, hiding the one count a reviewer needs. */}
        {count > 0 && (
          <Tag color="orange" style={{ marginInlineEnd: 0 }}>
            {t('topology.estimatedCount', { count })}
          </Tag>
        )}
      </Flex>
    );
  };
  return (
    <Flex vertical gap="middle">
      <Flex align="center" gap="small">
        <Switch checked={estimatedOnly} onChange={setEstimatedOnly} data-testid="estimated-only" />
        <Typography.Text>{t('topology.estimatedOnly')}</Typography.Text>
      </Flex>
      <Tabs
        items={[
          {
            key: 'atoms',
            label: label('atoms'),
            children: (
              <AtomsTab
                tables={tables}
                waterModels={waterModels}
                onSave={onSave}
                estimatedOnly={estimatedOnly}
              />
            ),
          },
          ...BONDED.map((table) => ({
            key: table,
            label: label(table),
            children: (
              <BondedGroups table={table} tables={tables} onSave={onSave} estimatedOnly={estimatedOnly} />
            ),
          })),
        ]}
        data-testid="parameter-tabs"
      />
      {!withoutPairs && <PairsTable tables={tables} onSave={onSave} />}
    </Flex>
  );
}

/** ATOMS: the table and the net charge of the charges as edited (highlighted when not a whole number). */
function AtomsTab({
  tables,
  waterModels,
  onSave,
  estimatedOnly,
}: ParameterTabsProps & { estimatedOnly: boolean }) {
  const { t } = useTranslation();
  const all: IndexedRow[] = tables.atoms.map((row, index) => ({ index, row }));
  const rows = estimatedOnly ? onlyEstimated(all, tables.provenance.atoms) : all;
  const { sum, integral } = netCharge(tables.atoms);
  const shown = sum === null ? t('topology.netChargeNotNumber') : formatCell(sum);
  return (
    <Flex vertical gap="small">
      <Typography.Text data-testid="net-charge" data-integral={integral} data-sum={sum ?? ''}>
        {t('topology.netCharge')}{' '}
        <Typography.Text strong type={integral ? undefined : 'danger'} mark={!integral}>
          {shown}
        </Typography.Text>
        {sum !== null && !integral && (
          <Typography.Text type="danger"> {t('topology.netChargeNotIntegral')}</Typography.Text>
        )}
      </Typography.Text>
      {rows.length === 0 ? (
        <Empty description={t('topology.noEstimated')} />
      ) : (
        <ParamTable
          key={String(estimatedOnly)}
          rows={rows}
          columns={atomColumns(t)}
          provenance={tables.provenance.atoms}
          rowEditable={(row) => !isWaterAtom(row, waterModels)}
          onSave={(index, row) => onSave('atoms', index, row)}
          testId="table-atoms"
        />
      )}
    </Flex>
  );
}

/** One table per function-type value of a bonded table (000 §2), or only its estimated rows. */
function BondedGroups({
  table,
  tables,
  onSave,
  estimatedOnly,
}: {
  table: BondedTable;
  tables: EditedTables;
  onSave: ParameterTabsProps['onSave'];
  estimatedOnly: boolean;
}) {
  const { t } = useTranslation();
  const provenance = tables.provenance[table];
  const groups = groupByFunct(tables[table], ATOM_IDS[table])
    .map((group) => (estimatedOnly ? { ...group, rows: onlyEstimated(group.rows, provenance) } : group))
    .filter((group) => group.rows.length > 0);
  if (groups.length === 0) {
    return (
      <Empty
        description={t(
          estimatedOnly && tables[table].length > 0 ? 'topology.noEstimated' : 'topology.noRows',
        )}
      />
    );
  }
  return (
    <Flex vertical gap="middle">
      {groups.map((group) => (
        <Flex vertical gap="small" key={group.funct} data-testid={`group-${table}`} data-funct={group.funct}>
          <Typography.Text strong>{functGroupTitle(t, table, group.funct)}</Typography.Text>
          <ParamTable
            key={String(estimatedOnly)}
            rows={group.rows}
            columns={bondedColumns(t, table, group.funct, group.parameterCount)}
            provenance={provenance}
            atoms={tables.atoms}
            onSave={(index, row) => onSave(table, index, row)}
            testId={`table-${table}`}
          />
        </Flex>
      ))}
    </Flex>
  );
}

/** The pairs table under the tabs: atom 1, atom 4 (with names and types), function type. */
function PairsTable({ tables, onSave }: Pick<ParameterTabsProps, 'tables' | 'onSave'>) {
  const { t } = useTranslation();
  const pairs = tables.pairs.map((row, index) => ({ index, row }));
  return (
    <>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('topology.pairs')}
      </Typography.Title>
      {pairs.length === 0 ? (
        <Empty description={t('topology.noRows')} />
      ) : (
        <ParamTable
          rows={pairs}
          columns={pairColumns(t)}
          atoms={tables.atoms}
          onSave={(index, row) => onSave('pairs', index, row)}
          testId="table-pairs"
        />
      )}
    </>
  );
}
