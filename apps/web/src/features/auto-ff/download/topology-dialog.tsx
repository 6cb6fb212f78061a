import type { TopologyPayload } from '@topoforge/contract';
import { RESNAME_MAX_LENGTH, SUPERCELL_MAX, SUPERCELL_MIN } from '@topoforge/contract';
import AntApp from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { downloadTopology } from '../../../api/builder';
import { trackClick } from '../../../api/tracking';
import { whileBusy } from '../engine/use-busy';
import { saveBlob } from './save-blob';
import type { Supercell, TopologyQuestions } from './topology-payload';
import { resnameProblem, supercellProblem } from './topology-payload';

interface Values {
  resname: string;
  x?: number | null;
  y?: number | null;
  z?: number | null;
}

export interface TopologyDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly software: string;
  /** Whether supercell x, y, z are asked, and the resname's first value (topologyQuestions). */
  readonly questions: TopologyQuestions;
  readonly payload: (resname: string, supercell?: Supercell) => TopologyPayload;
}

const AXES = ['x', 'y', 'z'] as const;

/** The topology download dialog (000 §2, §5): resname and, where asked, the supercell; saves the zip. */
export function TopologyDialog({ open, onClose, software, questions, payload }: TopologyDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const download = useTopologyDownload(software, questions.supercell, payload, onClose);

  return (
    <Modal
      open={open}
      title={t('topology.dialogTitle')}
      okText={t('topology.ok')}
      cancelText={t('wizard.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="topology-dialog"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ resname: questions.resname, x: 1, y: 1, z: 1 }}
        onFinish={(values) => void download(values)}
      >
        <ResnameField />
        {questions.supercell && AXES.map((axis) => <SupercellField key={axis} axis={axis} />)}
      </Form>
    </Modal>
  );
}

/** Sends the dialog's values for the zip, saves it and closes; a failure is told and keeps it open. */
function useTopologyDownload(
  software: string,
  supercellAsked: boolean,
  payload: TopologyDialogProps['payload'],
  onClose: () => void,
): (values: Values) => Promise<void> {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  return async ({ resname, x, y, z }) => {
    trackClick('downloadTopology');
    const name = resname.trim();
    const supercell: Supercell | undefined = supercellAsked ? [Number(x), Number(y), Number(z)] : undefined;
    try {
      const zip = await whileBusy(() => downloadTopology(software, payload(name, supercell)));
      saveBlob(`${software}_${name}.zip`, zip);
      void message.success(t('topology.downloaded'));
      onClose();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      void message.error(`${t('topology.downloadFailed')}: ${reason}`);
    }
  };
}

function ResnameField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="resname"
      label={t('topology.resname')}
      rules={[
        {
          validator: (_, value: string | undefined) => {
            const problem = resnameProblem(value);
            return problem === undefined
              ? Promise.resolve()
              : Promise.reject(new Error(t(`topology.resnameProblem.${problem}`)));
          },
        },
      ]}
    >
      <Input maxLength={RESNAME_MAX_LENGTH} data-testid="resname" />
    </Form.Item>
  );
}

function SupercellField({ axis }: { axis: (typeof AXES)[number] }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={axis}
      label={t('topology.supercell', { axis })}
      validateTrigger="onChange"
      rules={[
        {
          validator: (_, value: number | null | undefined) => {
            const problem = supercellProblem(value);
            return problem === undefined
              ? Promise.resolve()
              : Promise.reject(new Error(t(`topology.supercellProblem.${problem}`, { axis })));
          },
        },
      ]}
    >
      <InputNumber min={SUPERCELL_MIN} max={SUPERCELL_MAX} precision={0} data-testid={`supercell-${axis}`} />
    </Form.Item>
  );
}
