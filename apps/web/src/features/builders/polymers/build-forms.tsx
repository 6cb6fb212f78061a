import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { ChainFields, MonomerPicker } from './chain-fields';
import type { BlockForm, BlockRow, HomopolymerForm } from './polymer-forms';
import { POLYMER_BOUNDS, addBlockRow, deleteBlockRow } from './polymer-forms';
import { setForm, usePolymerState } from './polymer-state';

/** The homopolymer form (001 §3): the monomer, then the chain settings (degree 1–500). */
export function HomopolymerFields() {
  const { t } = useTranslation();
  const form = usePolymerState((s) => s.forms.homopolymer);
  const change = (next: HomopolymerForm) => setForm('homopolymer', next);
  return (
    <Form layout="vertical" component="div" data-testid="homopolymer-form">
      <Form.Item label={t('polymer.monomer')}>
        <MonomerPicker
          value={form.monomer}
          onChange={(monomer) => change({ ...form, monomer })}
          testId="choose-monomer"
        />
      </Form.Item>
      <ChainFields form={form} onChange={change} maxDegree={POLYMER_BOUNDS.maxDegree.homopolymer} />
    </Form>
  );
}

/**
 * The block copolymer form (001 §3): a table of rows (number from 1, monomer, count 1–5, delete: the rest
 * renumbered), at most 9 rows, then the chain settings.
 */
export function BlockFields() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const form = usePolymerState((s) => s.forms.block);
  const change = (next: BlockForm) => setForm('block', next);
  const setRow = (index: number, row: BlockRow) =>
    change({ ...form, rows: form.rows.map((r, i) => (i === index ? row : r)) });

  const add = () => {
    const rows = addBlockRow(form.rows);
    if (rows === false) void message.warning(t('polymer.rules.maxBlockRows'));
    else change({ ...form, rows });
  };

  return (
    <Form layout="vertical" component="div" data-testid="block-form">
      <Flex vertical gap="small" style={{ marginBottom: 16 }}>
        <Flex justify="space-between" align="center">
          <Typography.Text type="secondary">{t('polymer.block.hint')}</Typography.Text>
          <Button onClick={add} data-testid="block-add">
            {t('polymer.block.add')}
          </Button>
        </Flex>
        <Table<BlockRow>
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={[...form.rows]}
          data-testid="block-table"
          columns={[
            { title: t('polymer.block.number'), dataIndex: 'name', width: 70 },
            {
              title: t('polymer.monomer'),
              render: (_, row, index) => (
                <MonomerPicker
                  value={row.monomer}
                  onChange={(monomer) => setRow(index, { ...row, monomer })}
                  testId={`block-monomer-${index + 1}`}
                />
              ),
            },
            {
              title: t('polymer.block.count'),
              width: 110,
              render: (_, row, index) => (
                <InputNumber<number>
                  value={row.num}
                  min={1}
                  max={POLYMER_BOUNDS.maxBlockCount}
                  precision={0}
                  onChange={(num) => setRow(index, { ...row, num })}
                  data-testid={`block-count-${index + 1}`}
                />
              ),
            },
            {
              title: t('polymer.block.actions'),
              width: 90,
              render: (_, _row, index) => (
                <Button
                  type="link"
                  danger
                  onClick={() => change({ ...form, rows: deleteBlockRow(form.rows, index) })}
                  data-testid={`block-delete-${index + 1}`}
                >
                  {t('polymer.block.remove')}
                </Button>
              ),
            },
          ]}
        />
      </Flex>
      <ChainFields form={form} onChange={change} maxDegree={POLYMER_BOUNDS.maxDegree.block} />
    </Form>
  );
}
