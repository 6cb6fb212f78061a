import type { NewsBody, NewsItem } from '@topoforge/contract';
import { CONTENT_BODY_MAX, CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX } from '@topoforge/contract';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from './admin-api';
import { AdminFrame } from './admin-frame';
import { RowActions } from './row-actions';
import { dayOf } from './body-view';
import { useRemote } from './use-remote';

/** /personal-space/admin/news: write, publish, withdraw and delete news. */
export function AdminNewsPage() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<(NewsBody & { id?: number }) | null>(null);
  const remote = useRemote((signal) => adminApi.news(1, signal), String(version));
  const reload = () => setVersion((v) => v + 1);
  const open = (row?: NewsItem) => setEditing(row ?? { title: '', body: '', summary: '', published: false });
  const save = async (values: NewsBody) => {
    await adminApi.saveNews({ ...values, id: editing?.id });
    void message.success(t('site.admin.saved'));
    setEditing(null);
    reload();
  };
  const rows = remote.state === 'done' ? remote.data.records : [];
  return (
    <AdminFrame>
      <Button type="primary" data-testid="admin-news-add" onClick={() => open()} style={{ marginBottom: 16 }}>
        {t('site.admin.add')}
      </Button>
      <Table<NewsItem>
        rowKey="id"
        dataSource={rows}
        loading={remote.state === 'loading'}
        pagination={false}
        columns={[
          { title: t('site.admin.fields.title'), dataIndex: 'title' },
          {
            title: t('site.admin.fields.status'),
            render: (_, r) => (r.published ? t('site.admin.published') : t('site.admin.draft')),
          },
          { title: t('site.admin.fields.updated'), render: (_, r) => dayOf(r.updatedAt) },
          {
            title: t('site.admin.fields.actions'),
            render: (_, r) => (
              <RowActions
                onEdit={() => open(r)}
                published={r.published}
                onPublish={(p) => adminApi.publishNews(r.id, p).then(reload)}
                onDelete={() => adminApi.deleteNews(r.id).then(reload)}
              />
            ),
          },
        ]}
      />
      <NewsFormModal editing={editing} onCancel={() => setEditing(null)} onSave={(v) => void save(v)} />
    </AdminFrame>
  );
}

function NewsFormModal({
  editing,
  onCancel,
  onSave,
}: {
  editing: NewsBody | null;
  onCancel: () => void;
  onSave: (values: NewsBody) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewsBody>();
  return (
    <Modal
      open={editing !== null}
      title={t('site.admin.news')}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText={t('site.admin.save')}
      cancelText={t('site.admin.cancel')}
      okButtonProps={{ id: 'admin-news-save' }}
      destroyOnHidden
      width={720}
    >
      {editing !== null && (
        <Form form={form} layout="vertical" initialValues={editing} onFinish={onSave}>
          <Form.Item
            name="title"
            label={t('site.admin.fields.title')}
            rules={[{ required: true, message: t('site.admin.required') }]}
          >
            <Input maxLength={CONTENT_TITLE_MAX} data-testid="admin-news-title" />
          </Form.Item>
          <Form.Item name="summary" label={t('site.admin.fields.summary')}>
            <Input.TextArea maxLength={CONTENT_SUMMARY_MAX} rows={2} />
          </Form.Item>
          <Form.Item
            name="body"
            label={t('site.admin.fields.body')}
            rules={[{ required: true, message: t('site.admin.required') }]}
          >
            <Input.TextArea maxLength={CONTENT_BODY_MAX} rows={10} data-testid="admin-news-body" />
          </Form.Item>
          <Form.Item name="published" valuePropName="checked">
            <Checkbox data-testid="admin-news-published">{t('site.admin.publish')}</Checkbox>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
