import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ChainFields, MonomerPicker } from './chain-fields';
import type { BuildType, MatrixMonomer, RandomForm } from './polymer-forms';
import {
  POLYMER_BOUNDS,
  addMatrixMonomer,
  changeBuildType,
  deleteMatrixMonomer,
  round3,
  setMatrixCell,
} from './polymer-forms';
import { setForm, usePolymerState } from './polymer-state';

/** A number cell of the matrix: 0–1 with 3 decimals (001 §9). */
function Cell({
  value,
  disabled,
  onChange,
  testId,
}: {
  value: number | null;
  disabled?: boolean;
  onChange: (value: number | null) => void;
  testId: string;
}) {
  return (
    <InputNumber<number>
      value={value}
      min={0}
      max={1}
      step={0.001}
      precision={3}
      disabled={disabled}
      onChange={(v) => onChange(v === null ? null : round3(v))}
      style={{ width: 90 }}
      data-testid={testId}
    />
  );
}

function matrixColumns(
  form: RandomForm,
  change: (form: RandomForm) => void,
  t: TFunction,
): ColumnsType<MatrixMonomer> {
  const comp = form.buildType === 'comp';
  const setMonomer = (index: number, row: MatrixMonomer) =>
    change({ ...form, monomers: form.monomers.map((m, i) => (i === index ? row : m)) });
  const columns: ColumnsType<MatrixMonomer> = [
    { title: t('polymer.block.number'), width: 60, render: (_, _row, i) => i + 1 },
    {
      title: t('polymer.monomer'),
      render: (_, row, i) => (
        <MonomerPicker
          value={row.monomer}
          onChange={(monomer) => setMonomer(i, { ...row, monomer })}
          testId={`random-monomer-${i + 1}`}
        />
      ),
    },
  ];
  if (comp) {
    columns.push({
      title: t('polymer.random.concentration'),
      width: 110,
      render: (_, row, i) => (
        <Cell
          value={row.concentration}
          onChange={(concentration) => setMonomer(i, { ...row, concentration })}
          testId={`concentration-${i + 1}`}
        />
      ),
    });
  }
  form.monomers.forEach((_, j) =>
    columns.push({
      title: String(j + 1),
      width: 100,
      render: (_, _row, i) => (
        <Cell
          value={comp && i === j ? 1 : (form.matrix[i]?.[j] ?? null)}
          disabled={comp && i === j}
          onChange={(value) => change(setMatrixCell(form, i, j, value))}
          testId={`matrix-${i + 1}-${j + 1}`}
        />
      ),
    }),
  );
  columns.push({
    title: t('polymer.block.actions'),
    width: 80,
    render: (_, _row, i) => (
      <Button
        type="link"
        danger
        onClick={() => change(deleteMatrixMonomer(form, i))}
        data-testid={`random-delete-${i + 1}`}
      >
        {t('polymer.random.remove')}
      </Button>
    ),
  });
  return columns;
}

/**
 * The random copolymer form (001 §3): build type (probability or reactivity ratios; changing it resets
 * the form), the forced-concentration switch of the competitive type, the monomers with the n×n matrix
 * (adding or deleting a monomer resets the numbers; at most 9; the competitive diagonal disabled, each
 * monomer's concentration default 0.5), then the chain settings (degree 1–100).
 */
export function RandomFields() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const form = usePolymerState((s) => s.forms.random);
  const change = (next: RandomForm) => setForm('random', next);
  const add = () => {
    const next = addMatrixMonomer(form);
    if (next === false) void message.warning(t('polymer.rules.maxMonomers'));
    else change(next);
  };
  const comp = form.buildType === 'comp';

  return (
    <Form layout="vertical" component="div" data-testid="random-form">
      <Flex gap="large" wrap align="center">
        <Form.Item label={t('polymer.random.buildType')}>
          <Radio.Group
            value={form.buildType}
            onChange={(e) => change(changeBuildType(e.target.value as BuildType))}
            options={[
              { value: 'prob', label: t('polymer.random.prob') },
              { value: 'comp', label: t('polymer.random.comp') },
            ]}
            optionType="button"
            data-testid="build-type"
          />
        </Form.Item>
        {comp && (
          <Form.Item label={t('polymer.random.forcedConcentration')} tooltip={t('polymer.random.forcedHint')}>
            <Switch
              checked={form.forcedConcentration}
              onChange={(forcedConcentration) => change({ ...form, forcedConcentration })}
              data-testid="forced-concentration"
            />
          </Form.Item>
        )}
      </Flex>
      <Flex vertical gap="small" style={{ marginBottom: 16 }}>
        <Flex justify="space-between" align="center" gap="middle">
          <Typography.Text type="secondary">
            {t(comp ? 'polymer.random.compHint' : 'polymer.random.probHint')}
          </Typography.Text>
          <Button onClick={add} data-testid="random-add">
            {t('polymer.random.add')}
          </Button>
        </Flex>
        <Table<MatrixMonomer>
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={[...form.monomers]}
          columns={matrixColumns(form, change, t)}
          scroll={{ x: 'max-content' }}
          data-testid="matrix"
        />
      </Flex>
      <ChainFields form={form} onChange={change} maxDegree={POLYMER_BOUNDS.maxDegree.random} />
    </Form>
  );
}
