import type { Notice, NoticeBody } from '@topoforge/contract';
import { CONTENT_TITLE_MAX, NOTICE_TEXT_MAX } from '@topoforge/contract';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from './admin-api';
import { AdminFrame } from './admin-frame';
import { RowActions } from './row-actions';
import { useRemote } from './use-remote';

type Editing = NoticeBody & { id?: number };
const BLANK: Editing = { title: '', text: '', link: '', published: false, sortOrder: 0 };

/** /personal-space/admin/notices: the banner's notices, their order and publication. */
export function AdminNoticesPage() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Editing | null>(null);
  const remote = useRemote((signal) => adminApi.notices(signal), String(version));
  const reload = () => setVersion((v) => v + 1);
  const [form] = Form.useForm<NoticeBody>();
  const save = async (values: NoticeBody) => {
    await adminApi.saveNotice({ ...values, id: editing?.id });
    void message.success(t('site.admin.saved'));
    setEditing(null);
    reload();
  };
  const required = [{ required: true, message: t('site.admin.required') }];
  return (
    <AdminFrame>
      <Button type="primary" onClick={() => setEditing(BLANK)} style={{ marginBottom: 16 }}>
        {t('site.admin.add')}
      </Button>
      <Table<Notice>
        rowKey="id"
        dataSource={remote.state === 'done' ? remote.data : []}
        loading={remote.state === 'loading'}
        pagination={false}
        columns={[
          { title: t('site.admin.fields.sortOrder'), dataIndex: 'sortOrder', width: 80 },
          { title: t('site.admin.fields.title'), dataIndex: 'title' },
          {
            title: t('site.admin.fields.status'),
            render: (_, r) => (r.published ? t('site.admin.published') : t('site.admin.draft')),
          },
          {
            title: t('site.admin.fields.actions'),
            render: (_, r) => (
              <RowActions
                onEdit={() => setEditing({ ...r, link: r.link ?? '' })}
                published={r.published}
                onPublish={(p) => adminApi.publishNotice(r.id, p).then(reload)}
                onDelete={() => adminApi.deleteNotice(r.id).then(reload)}
              />
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={t('site.admin.notices')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('site.admin.save')}
        cancelText={t('site.admin.cancel')}
        destroyOnHidden
      >
        {editing !== null && (
          <Form form={form} layout="vertical" initialValues={editing} onFinish={(v) => void save(v)}>
            <Form.Item name="title" label={t('site.admin.fields.title')} rules={required}>
              <Input maxLength={CONTENT_TITLE_MAX} />
            </Form.Item>
            <Form.Item name="text" label={t('site.admin.fields.text')} rules={required}>
              <Input.TextArea maxLength={NOTICE_TEXT_MAX} rows={3} />
            </Form.Item>
            <Form.Item name="link" label={t('site.admin.fields.link')}>
              <Input />
            </Form.Item>
            <Form.Item name="sortOrder" label={t('site.admin.fields.sortOrder')}>
              <InputNumber precision={0} />
            </Form.Item>
            <Form.Item name="published" valuePropName="checked">
              <Checkbox>{t('site.admin.publish')}</Checkbox>
            </Form.Item>
          </Form>
        )}
      </Modal>
    </AdminFrame>
  );
}
