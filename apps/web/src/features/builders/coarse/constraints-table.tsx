import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { formatCell } from '../../../widgets/parameter-tables/tables';

type Cell = string | number;

/**
 * The set's constraints (GROMACS [ constraints ]: bead i, bead j, funct 1, length in nm; 1-based), shown
 * as they go into the topology: Martini keeps ring beads at fixed distances (issue 21 item 3).
 */
export function ConstraintsTable({ rows }: { rows: readonly (readonly Cell[])[] }) {
  const { t } = useTranslation();
  const columns = (['i', 'j', 'funct', 'length'] as const).map((key, index) => ({
    key,
    title: t(`coarse.constraintColumns.${key}`),
    render: (_: unknown, row: readonly Cell[]) =>
      key === 'length' ? formatCell(row[index]) : String(row[index] ?? ''),
  }));
  return (
    <Flex vertical gap="small">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('coarse.constraints')}
      </Typography.Title>
      {rows.length === 0 ? (
        <Empty description={t('coarse.noConstraints')} />
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey={(row) => `${String(row[0])}-${String(row[1])}`}
          columns={columns}
          dataSource={[...rows]}
          data-testid="table-constraints"
        />
      )}
    </Flex>
  );
}
