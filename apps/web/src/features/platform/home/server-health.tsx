import type { ExternalProgramId, HealthResponse, ProgramStatus } from '@topoforge/contract';
import { EXTERNAL_PROGRAM_IDS } from '@topoforge/contract';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import type { DescriptionsProps } from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useHealth } from './use-health';

const PROGRAM_NAMES: Readonly<Record<ExternalProgramId, string>> = {
  obabel: 'Open Babel (obabel)',
  xtb: 'xtb',
  mopac: 'MOPAC',
};

/** The server's version and which external programs it found, as /cgi/health reports them. */
export function ServerHealth() {
  const { t } = useTranslation();
  const state = useHealth();
  return (
    <Card title={t('health.title')} data-testid="server-health">
      {state.status === 'loading' && <Spin description={t('health.loading')} />}
      {state.status === 'error' && (
        <Alert type="error" showIcon title={t('health.error', { message: state.message })} />
      )}
      {state.status === 'ok' && <HealthDetails health={state.health} t={t} />}
    </Card>
  );
}

function HealthDetails({ health, t }: { health: HealthResponse; t: TFunction }) {
  const version: DescriptionsProps['items'] = [
    {
      key: 'version',
      label: t('health.version'),
      children: <span data-testid="health-version">{health.version}</span>,
    },
  ];
  const programs: DescriptionsProps['items'] = EXTERNAL_PROGRAM_IDS.map((id) => ({
    key: id,
    label: PROGRAM_NAMES[id],
    children: <ProgramTag id={id} status={health.programs[id]} t={t} />,
  }));
  return (
    <Flex vertical gap="large">
      <Descriptions column={1} bordered items={version} />
      <Descriptions column={1} bordered title={t('health.programs')} items={programs} />
    </Flex>
  );
}

function ProgramTag({ id, status, t }: { id: ExternalProgramId; status: ProgramStatus; t: TFunction }) {
  const text = !status.found
    ? t('health.notFound')
    : status.version === null
      ? t('health.foundNoVersion')
      : t('health.found', { version: status.version });
  return (
    <Tag color={status.found ? 'success' : 'default'} data-testid={`program-${id}`}>
      {text}
    </Tag>
  );
}
