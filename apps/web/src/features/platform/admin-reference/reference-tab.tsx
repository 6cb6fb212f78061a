import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReferenceTabProps<Row, Values> {
  readonly testId: string;
  readonly rowKey: (row: Row) => string;
  readonly columns: ColumnsType<Row>;
  /** The add form's fields (Form.Item elements). */
  readonly fields: ReactNode;
  readonly initialValues?: Partial<Values>;
  readonly list: (signal?: AbortSignal) => Promise<Row[]>;
  readonly add: (values: Values) => Promise<unknown>;
  readonly remove: (row: Row) => Promise<unknown>;
}

/**
 * One list of the reference-lists page: an inline add form over a table of what administrators added,
 * each row with a confirmed remove. The list is read again after every change.
 */
export function ReferenceTab<Row extends object, Values extends object>(
  props: ReferenceTabProps<Row, Values>,
) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [rows, setRows] = useState<Row[]>();
  const [busy, setBusy] = useState(false);
  const { list } = props;

  const reload = useCallback(
    (signal?: AbortSignal) =>
      list(signal).then(
        (answer) => !signal?.aborted && setRows(answer),
        () => undefined, // shown by the shell's presenter
      ),
    [list],
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

  const removeColumn: ColumnsType<Row>[number] = {
    key: 'remove',
    title: '',
    render: (_: unknown, row: Row) => (
      <Popconfirm title={t('referenceAdmin.confirmRemove')} onConfirm={() => change(() => props.remove(row))}>
        <Button size="small" danger data-testid={`${props.testId}-remove-${props.rowKey(row)}`}>
          {t('referenceAdmin.remove')}
        </Button>
      </Popconfirm>
    ),
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={props.testId}>
      <Form<Values>
        form={form}
        layout="inline"
        initialValues={props.initialValues}
        onFinish={(values) =>
          change(
            () => props.add(values),
            () => form.resetFields(),
          )
        }
      >
        {props.fields}
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid={`${props.testId}-add`}>
            {t('referenceAdmin.add')}
          </Button>
        </Form.Item>
      </Form>
      <Table<Row>
        rowKey={props.rowKey}
        size="small"
        loading={rows === undefined}
        columns={[...props.columns, removeColumn]}
        dataSource={rows ?? []}
        locale={{ emptyText: t('referenceAdmin.empty') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
    </Space>
  );
}
