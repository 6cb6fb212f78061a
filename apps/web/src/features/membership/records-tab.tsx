import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordCalls } from './calls';

export interface RecordsTabProps<Row> {
  readonly testId: string;
  readonly calls: RecordCalls<Row>;
  readonly columns: ColumnsType<Row>;
  /** The create form's fields (Form.Item elements). */
  readonly fields: ReactNode;
  readonly initialValues?: object;
  /** Turns the form's values into the save call's body. */
  readonly toBody?: (values: Record<string, unknown>) => object;
  /** More buttons of a row. */
  readonly actions?: (row: Row, reload: () => Promise<unknown>) => ReactNode;
}

/**
 * One kind of administrators' records: an inline create form over the table, each row with a confirmed
 * delete. The list is read again after every change; refusals are shown by the shell's presenter.
 */
export function RecordsTab<Row extends { id: number }>(props: RecordsTabProps<Row>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [rows, setRows] = useState<Row[]>();
  const [busy, setBusy] = useState(false);
  const { calls } = props;
  const reload = useCallback(
    (signal?: AbortSignal) =>
      calls.list(signal).then(
        (answer) => !signal?.aborted && setRows(answer),
        () => undefined,
      ),
    [calls],
  );
  useEffect(() => {
    const abort = new AbortController();
    void reload(abort.signal);
    return () => abort.abort();
  }, [reload]);
  const change = async (work: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    try {
      await work();
      after?.();
      await reload();
    } catch {
      // The presenter showed the server's message; the form keeps its values.
    } finally {
      setBusy(false);
    }
  };
  const onFinish = (values: Record<string, unknown>) =>
    change(
      () => calls.save(props.toBody ? props.toBody(values) : values),
      () => form.resetFields(),
    );
  const actions: ColumnsType<Row>[number] = {
    key: 'actions',
    title: t('membership.admin.actions'),
    render: (_: unknown, row: Row) => (
      <Space>
        {props.actions?.(row, reload)}
        <Popconfirm
          title={t('membership.admin.confirmDelete')}
          onConfirm={() => change(() => calls.remove(row))}
        >
          <Button size="small" danger>
            {t('membership.admin.delete')}
          </Button>
        </Popconfirm>
      </Space>
    ),
  };
  return (
    <div data-testid={props.testId}>
      <Form
        form={form}
        layout="inline"
        onFinish={onFinish}
        initialValues={props.initialValues}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        {props.fields}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('membership.admin.create')}
          </Button>
        </Form.Item>
      </Form>
      <Table<Row>
        rowKey="id"
        size="small"
        loading={rows === undefined}
        dataSource={rows ?? []}
        columns={[...props.columns, actions]}
        pagination={{ pageSize: 20 }}
      />
    </div>
  );
}
