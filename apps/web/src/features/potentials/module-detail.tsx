import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { ModuleDetail } from './api';
import { DOWNLOAD_PATH } from './api';
import { storedAccessToken } from '../../api/auth-storage';
import { downloadHref } from './element-key';

/**
 * 001 §2.7, §3's detail panel: title, authors, journal, year, DOI, the abstract where a source gives one,
 * the files with their downloads, the ready LAMMPS lines for the chosen elements; Close hides it.
 */
export function ModuleDetailPanel({
  detail,
  open,
  chosen,
  onClose,
}: {
  detail: ModuleDetail | null;
  open: boolean;
  chosen: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={640}
      title={detail?.title ?? ''}
      closable={{ 'aria-label': t('potentials.detail.close') }}
      data-testid="module-detail"
      footer={
        <Button onClick={onClose} data-testid="close-detail">
          {t('potentials.detail.close')}
        </Button>
      }
    >
      {detail === null ? <Spin /> : <DetailBody detail={detail} chosen={chosen} />}
    </Drawer>
  );
}

function DetailBody({ detail, chosen }: { detail: ModuleDetail; chosen: readonly string[] }) {
  const { t } = useTranslation();
  const token = storedAccessToken();
  return (
    <Flex vertical gap="middle">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('potentials.detail.authors')}>{detail.authors}</Descriptions.Item>
        <Descriptions.Item label={t('potentials.detail.journal')}>{detail.journal}</Descriptions.Item>
        <Descriptions.Item label={t('potentials.detail.year')}>{detail.year}</Descriptions.Item>
        <Descriptions.Item label={t('potentials.detail.doi')}>
          {detail.doi === null || detail.doi === 'unknown' ? (
            (detail.doi ?? '—')
          ) : (
            <Typography.Link href={`https://doi.org/${detail.doi}`} target="_blank" rel="noreferrer">
              {detail.doi}
            </Typography.Link>
          )}
        </Descriptions.Item>
        {detail.otherContent !== null && detail.otherContent !== '' && (
          <Descriptions.Item label={t('potentials.detail.more')}>
            <Typography.Link href={detail.otherContent} target="_blank" rel="noreferrer">
              {detail.otherContent}
            </Typography.Link>
          </Descriptions.Item>
        )}
      </Descriptions>
      {detail.abstractContent !== null && detail.abstractContent !== '' && (
        <div>
          <Typography.Title level={5}>{t('potentials.detail.abstract')}</Typography.Title>
          <Typography.Paragraph>{detail.abstractContent}</Typography.Paragraph>
        </div>
      )}
      <div>
        <Typography.Title level={5}>{t('potentials.detail.files')}</Typography.Title>
        <Flex vertical gap="small" data-testid="module-files">
          {detail.fileNames.map((file) => (
            <Flex key={file.fileId} align="center" justify="space-between" gap="small">
              <Typography.Text code>{file.fileName}</Typography.Text>
              <Button
                size="small"
                href={downloadHref(DOWNLOAD_PATH, file.fileId, token)}
                download={file.fileName}
                data-testid={`download-${file.fileName}`}
              >
                {t('potentials.detail.download')}
              </Button>
            </Flex>
          ))}
        </Flex>
      </div>
      <LammpsLines lines={detail.lammps} chosen={chosen} />
      {detail.lammpsLines.note !== null && (
        <Typography.Text type="secondary">{detail.lammpsLines.note}</Typography.Text>
      )}
      {detail.errata.length > 0 && (
        <div data-testid="module-errata">
          <Typography.Title level={5}>{t('potentials.detail.errata')}</Typography.Title>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {detail.errata.map((e) => (
              <li key={e.value}>
                {e.value} <Typography.Text type="secondary">({e.source})</Typography.Text>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Flex>
  );
}

function LammpsLines({ lines, chosen }: { lines: string | null; chosen: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="lammps-lines">
      <Typography.Title level={5}>
        {t('potentials.detail.lammps', { elements: chosen.join(' ') })}
      </Typography.Title>
      {lines === null ? (
        <Typography.Text type="secondary">{t('potentials.detail.lammpsNone')}</Typography.Text>
      ) : (
        <Typography.Paragraph copyable={{ text: lines }}>
          <pre style={{ margin: 0 }}>{lines}</pre>
        </Typography.Paragraph>
      )}
    </div>
  );
}
