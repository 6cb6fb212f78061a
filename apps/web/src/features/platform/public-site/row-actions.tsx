import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Popconfirm from 'antd/es/popconfirm';
import { useTranslation } from 'react-i18next';

/** Edit, publish/withdraw (when the item has a published flag) and delete with a confirmation. */
export function RowActions({
  onEdit,
  published,
  onPublish,
  onDelete,
}: {
  onEdit: () => void;
  published?: boolean;
  onPublish?: (published: boolean) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap="small">
      <Button size="small" onClick={onEdit}>
        {t('site.admin.edit')}
      </Button>
      {published !== undefined && onPublish !== undefined && (
        <Button size="small" data-testid="admin-toggle-publish" onClick={() => void onPublish(!published)}>
          {published ? t('site.admin.withdraw') : t('site.admin.publish')}
        </Button>
      )}
      <Popconfirm
        title={t('site.admin.deleteConfirm')}
        okText={t('site.admin.delete')}
        cancelText={t('site.admin.cancel')}
        onConfirm={() => onDelete()}
      >
        <Button size="small" danger>
          {t('site.admin.delete')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
