import type { TopologyPayload } from '@topoforge/contract';
import { RESNAME_DEFAULT, RESNAME_MAX_LENGTH, SUPERCELL_MAX, SUPERCELL_MIN } from '@topoforge/contract';
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
import type { Supercell } from './topology-payload';
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
  /** Supercell x, y, z are asked for crystals only (000 §3, §5). */
  readonly crystal: boolean;
  readonly payload: (resname: string, supercell?: Supercell) => TopologyPayload;
}

const AXES = ['x', 'y', 'z'] as const;

/** The topology download dialog (000 §2, §5): resname and, for crystals, the supercell; saves the zip. */
export function TopologyDialog({ open, onClose, software, crystal, payload }: TopologyDialogProps) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<Values>();

  const download = async ({ resname, x, y, z }: Values): Promise<void> => {
    trackClick('downloadTopology');
    const name = resname.trim();
    const supercell: Supercell | undefined = crystal ? [Number(x), Number(y), Number(z)] : undefined;
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
        initialValues={{ resname: RESNAME_DEFAULT, x: 1, y: 1, z: 1 }}
        onFinish={(values) => void download(values)}
      >
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
        {crystal &&
          AXES.map((axis) => (
            <Form.Item
              key={axis}
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
              <InputNumber
                min={SUPERCELL_MIN}
                max={SUPERCELL_MAX}
                precision={0}
                data-testid={`supercell-${axis}`}
              />
            </Form.Item>
          ))}
      </Form>
    </Modal>
  );
}
