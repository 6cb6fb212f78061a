import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { convertMol2 } from '../../../api/builder';
import { trackClick } from '../../../api/tracking';
import { useWizardStore } from '../store/wizard-store';
import { defaultFileName } from './default-file-name';
import { saveText } from '../download/save-text';
import { useRequestFlow } from '../engine/builder-context';
import { whileBusy } from '../engine/use-busy';

/** Structure download formats of the molecule flow (000 §9; cif and vasp are for crystals). */
const FORMATS = ['mol2', 'pdb', 'mol', 'xyz'] as const;
type Format = (typeof FORMATS)[number];

interface Values {
  fileName: string;
  format: Format;
}

/** The structure download dialog (000 §2, §3, §5): file name and format required; mol2 converted by the server. */
export function StructureDownloadDialog() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const mol2 = useWizardStore((s) => s.mol2);
  const originalFileName = useWizardStore((s) => s.originalFileName);
  const flow = useRequestFlow();

  const download = async ({ fileName, format }: Values): Promise<void> => {
    trackClick('downloadStructure');
    if (mol2 === '') {
      void message.warning(t('download.noMol2'));
      return;
    }
    try {
      const text = format === 'mol2' ? mol2 : await whileBusy(() => convertMol2(mol2, format, flow));
      saveText(`${fileName.trim()}.${format}`, text);
      void message.success(t('download.done'));
      setOpen(false);
    } catch (error) {
      console.warn('structure download failed', error);
      void message.error(t('download.failed'));
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="download-structure">
        {t('download.button')}
      </Button>
      <Modal
        open={open}
        title={t('download.title')}
        okText={t('download.ok')}
        cancelText={t('wizard.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        data-testid="download-dialog"
      >
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={(values) => void download(values)}
          preserve={false}
          initialValues={{ fileName: defaultFileName(originalFileName, mol2) }}
        >
          <Form.Item
            name="fileName"
            label={t('download.fileName')}
            rules={[{ required: true, whitespace: true, message: t('download.fileNameRequired') }]}
          >
            <Input data-testid="download-file-name" />
          </Form.Item>
          <Form.Item
            name="format"
            label={t('download.format')}
            rules={[{ required: true, message: t('download.formatRequired') }]}
          >
            <Select<Format>
              data-testid="download-format"
              options={FORMATS.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
