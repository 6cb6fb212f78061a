import type { SitePage, SitePageBody } from '@topoforge/contract';
import { CONTENT_BODY_MAX, CONTENT_TITLE_MAX } from '@topoforge/contract';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from './admin-api';
import { AdminFrame } from './admin-frame';
import { dayOf } from './body-view';
import { RowActions } from './row-actions';
import { UNIVERSITY_KEYS } from './site-menu';
import { useRemote } from './use-remote';

const BLANK: SitePageBody = { key: 'home-page', title: '', body: '' };

/** /personal-space/admin/pages: fill, replace or empty the university pages. */
export function AdminPagesPage() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<SitePageBody | null>(null);
  const remote = useRemote((signal) => adminApi.pages(signal), String(version));
  const reload = () => setVersion((v) => v + 1);
  const [form] = Form.useForm<SitePageBody>();
  const save = async (values: SitePageBody) => {
    await adminApi.savePage(values);
    void message.success(t('site.admin.saved'));
    setEditing(null);
    reload();
  };
  const required = [{ required: true, message: t('site.admin.required') }];
  const keyLabel = (key: string) => t(`site.universityPages.${key}` as 'site.universityPages.home-page');
  return (
    <AdminFrame>
      <Button type="primary" onClick={() => setEditing(BLANK)} style={{ marginBottom: 16 }}>
        {t('site.admin.add')}
      </Button>
      <Table<SitePage>
        rowKey="key"
        dataSource={remote.state === 'done' ? remote.data : []}
        loading={remote.state === 'loading'}
        pagination={false}
        columns={[
          { title: t('site.admin.fields.key'), render: (_, r) => keyLabel(r.key) },
          { title: t('site.admin.fields.title'), dataIndex: 'title' },
          { title: t('site.admin.fields.updated'), render: (_, r) => dayOf(r.updatedAt) },
          {
            title: t('site.admin.fields.actions'),
            render: (_, r) => (
              <RowActions
                onEdit={() => setEditing(r)}
                onDelete={() => adminApi.deletePage(r.key).then(reload)}
              />
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={t('site.admin.pages')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('site.admin.save')}
        cancelText={t('site.admin.cancel')}
        destroyOnHidden
        width={720}
      >
        {editing !== null && (
          <Form form={form} layout="vertical" initialValues={editing} onFinish={(v) => void save(v)}>
            <Form.Item name="key" label={t('site.admin.fields.key')} rules={required}>
              <Select options={UNIVERSITY_KEYS.map((key) => ({ value: key, label: keyLabel(key) }))} />
            </Form.Item>
            <Form.Item name="title" label={t('site.admin.fields.title')} rules={required}>
              <Input maxLength={CONTENT_TITLE_MAX} />
            </Form.Item>
            <Form.Item name="body" label={t('site.admin.fields.body')} rules={required}>
              <Input.TextArea maxLength={CONTENT_BODY_MAX} rows={12} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </AdminFrame>
  );
}
