import Button from 'antd/es/button';
import AntApp from 'antd/es/app';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useWizardStore } from '../store/wizard-store';
import { useUploadFlow } from '../engine/builder-context';
import {
  UPLOAD_SIZE_LIMIT_BYTES,
  checkBeforeReading,
  checkUpload,
  truncateName,
  uploadAccept,
} from '../upload/upload-check';
import { saveText } from '../download/save-text';
import { readStructureNotes } from '../upload/structure-notes';
import { structureNoteText, uploadHint, uploadProblemText } from './use-upload-message';

/**
 * Step 1's title bar (000 §2): local-file upload with the size and atom hint, the loaded file's name (20
 * characters and an ellipsis) and the download of the original file.
 */
export function TitleBar({ onLoaded }: { onLoaded: () => void }) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const input = useRef<HTMLInputElement>(null);
  const name = useWizardStore((s) => s.originalFileName);
  const content = useWizardStore((s) => s.originalFileContent);
  const update = useWizardStore((s) => s.update);
  const uploadFlow = useUploadFlow();

  const onFile = async (file: File): Promise<void> => {
    // Extension and size are judged before reading, so a huge file is never read.
    const early = checkBeforeReading(uploadFlow, file.name, file.size);
    if (early !== undefined) {
      void message.error(uploadProblemText(t, early));
      return;
    }
    const text = file.size > UPLOAD_SIZE_LIMIT_BYTES ? '' : await file.text();
    const verdict = checkUpload(uploadFlow, file.name, file.size, text);
    if (!verdict.ok) {
      void message.error(uploadProblemText(t, verdict.problem));
      return;
    }
    update({ originalFileName: file.name, originalFileContent: text });
    onLoaded();
    void message.success(t('upload.loaded', { name: file.name }));
    for (const note of readStructureNotes(file.name, text).notes) {
      void message.warning({ content: structureNoteText(t, file.name, note), duration: 10 });
    }
  };

  return (
    <Flex
      align="center"
      gap="middle"
      wrap
      style={{ padding: '8px 12px', background: '#fafafa', borderRadius: 8 }}
    >
      <input
        ref={input}
        type="file"
        accept={uploadAccept(uploadFlow)}
        hidden
        data-testid="upload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file may be chosen again after fixing it
          if (file !== undefined) void onFile(file);
        }}
      />
      <Button type="primary" onClick={() => input.current?.click()} data-testid="upload-button">
        {t('upload.button')}
      </Button>
      <Typography.Text type="secondary">{uploadHint(t, uploadFlow)}</Typography.Text>
      <Typography.Text strong title={name} data-testid="file-name">
        {name === '' ? t('upload.noFile') : truncateName(name)}
      </Typography.Text>
      <Button
        disabled={name === ''}
        onClick={() => saveText(name, content)}
        data-testid="download-original"
        aria-label={t('upload.downloadOriginal')}
      >
        {t('upload.downloadOriginal')}
      </Button>
    </Flex>
  );
}
