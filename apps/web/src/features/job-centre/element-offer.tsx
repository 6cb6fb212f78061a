import type { Application } from '@topoforge/contract';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodicTableHandle } from '../../widgets/periodic-table';
import { PeriodicTable } from '../../widgets/periodic-table';
import { useGo } from './use-go';
import { hpcCalls } from './hpc-calls';

/**
 * The job centre's 18-column periodic table (002 §2.7, 118 elements, the VA cell). Choosing elements
 * shows what this installation offers for them: its applications (GROMACS, LAMMPS) run structures of any
 * element, so the answer is the enabled applications, with the way to submit.
 */
export function ElementOffer() {
  const { t } = useTranslation();
  const go = useGo();
  const table = useRef<PeriodicTableHandle>(null);
  const [symbols, setSymbols] = useState<readonly string[]>([]);
  const [applications, setApplications] = useState<Application[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    hpcCalls.applications(abort.signal).then(setApplications, () => undefined);
    return () => abort.abort();
  }, []);
  return (
    <Card title={t('jobCentre.resources.elements')} data-testid="element-offer">
      <Typography.Paragraph type="secondary">{t('jobCentre.resources.elementsHelp')}</Typography.Paragraph>
      <div style={{ overflowX: 'auto' }}>
        <PeriodicTable
          ref={table}
          variant="job-centre"
          tableElements={[]}
          cellSize={44}
          aria-label={t('jobCentre.resources.elements')}
          onChange={(report) => setSymbols(report.selectedSymbols)}
        />
      </div>
      {symbols.length > 0 && (
        <div data-testid="element-applications" style={{ marginTop: 16 }}>
          <Typography.Paragraph>
            {t('jobCentre.resources.forElements', { symbols: symbols.join(', ') })}
          </Typography.Paragraph>
          <Space wrap>
            {applications.map((a) => (
              <Typography.Text key={a.id} code>
                {a.name}
              </Typography.Text>
            ))}
            <Button type="primary" onClick={() => go('submit-job')}>
              {t('jobCentre.resources.submitWith')}
            </Button>
            <Button
              onClick={() => {
                table.current?.clean();
                setSymbols([]);
              }}
            >
              {t('jobCentre.resources.clean')}
            </Button>
          </Space>
        </div>
      )}
    </Card>
  );
}
