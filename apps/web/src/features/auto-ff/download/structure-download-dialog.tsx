import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { convertMol2, mol2ToCif, mol2ToVasp } from '../../../api/builder';
import { trackClick } from '../../../api/tracking';
import { useWizardStore } from '../store/wizard-store';
import { mol2HasCell } from '../mol2/mol2-structure';
import { defaultFileName } from './default-file-name';
import { saveText } from '../download/save-text';
import { useRequestFlow } from '../engine/builder-context';
import { whileBusy } from '../engine/use-busy';

/** Structure download formats of the molecule flow (000 §9). */
const FORMATS = ['mol2', 'pdb', 'mol', 'xyz'] as const;
/** A crystal's formats (000 §2, §9): cif and vasp besides, written from the mol2's cell by the server. */
const CRYSTAL_FORMATS = [...FORMATS, 'cif', 'vasp'] as const;
type Format = (typeof CRYSTAL_FORMATS)[number];

/** The mol2 as the chosen format: itself, or converted by the server. */
function structureText(mol2: string, format: Format, flow: ReturnType<typeof useRequestFlow>) {
  if (format === 'mol2') return Promise.resolve(mol2);
  if (format === 'cif') return mol2ToCif(mol2);
  if (format === 'vasp') return mol2ToVasp(mol2);
  return convertMol2(mol2, format, flow);
}

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
      const text = await whileBusy(() => structureText(mol2, format, flow));
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
              options={(mol2HasCell(mol2) ? CRYSTAL_FORMATS : FORMATS).map((value) => ({
                value,
                label: value,
              }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
