import type { ParameterSet, TopfileSoftware } from '@topoforge/contract';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditedTables } from '../../../widgets/parameter-tables/tables';
import { useOpenBuilder } from '../engine/builder-context';
import { TopologyDialog } from '../download/topology-dialog';
import type { Supercell } from '../download/topology-payload';
import { buildPayload, topologyQuestions } from '../download/topology-payload';
import { narrowedSoftwares, pickSoftware } from './software-choice';
import { useComputerList, useSoftwares } from './use-softwares';

/**
 * Step 3's software choice and topology download (000 §2, §5): the softwares, supercell and resname
 * default of the builder's flow, narrowed by its computer list where it has one (001 §4 variant D); the
 * dialog sends the tables as edited, with the fields of a server-kept structure (the polymer's sequence).
 */
export function TopologyDownloadBar({ set, tables }: { set: ParameterSet; tables: EditedTables }) {
  const { t } = useTranslation();
  const { flow, computers, chain } = useOpenBuilder().builder;
  const listed = useComputerList(computers);
  const softwares = narrowedSoftwares(useSoftwares(flow.softwares, set, tables), set, computers, listed);
  const [chosen, setChosen] = useState<string>();
  const software = pickSoftware(chosen ?? computers?.preferred, softwares);
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <Flex align="center" gap="middle" wrap>
      <Typography.Text strong>{t('topology.software')}</Typography.Text>
      <Select
        value={software}
        onChange={(value: string) => setChosen(value)}
        options={softwares.map((s) => ({
          value: s.id,
          label: <SoftwareLabel software={s} />,
          disabled: !s.available,
        }))}
        style={{ minWidth: 220, maxWidth: 480 }}
        // 13 softwares: all listed at once, so the disabled ones and their reasons can be read.
        virtual={false}
        listHeight={420}
        aria-label={t('topology.software')}
        data-testid="software"
      />
      <Button
        type="primary"
        disabled={software === undefined}
        onClick={() => setDialogOpen(true)}
        data-testid="download-topology"
      >
        {t('topology.download')}
      </Button>
      {software !== undefined && (
        <TopologyDialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          software={software}
          questions={topologyQuestions(flow, set)}
          payload={(resname: string, supercell?: Supercell) => ({
            ...buildPayload(set, tables, resname, supercell),
            ...chain?.payloadFields(),
          })}
        />
      )}
    </Flex>
  );
}

/**
 * One software of the dropdown: a software its writer cannot write for this set is disabled with the
 * reason as its tooltip (and, shortened, beside its name, so the whole list can be read at once).
 */
function SoftwareLabel({ software }: { software: TopfileSoftware }) {
  const { t } = useTranslation();
  if (software.available) return <span data-testid={`software-${software.id}`}>{software.label}</span>;
  const reason = software.reason ?? t('topology.unavailable');
  return (
    <Tooltip title={reason} placement="right">
      <span data-testid={`software-${software.id}`} data-unavailable="true" data-reason={reason}>
        {software.label} ({t('topology.unavailable')})
      </span>
    </Tooltip>
  );
}
