import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Typography from 'antd/es/typography';
import type { RefObject } from 'react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SketcherHandle } from '../../../widgets/sketcher';
import { MoleculeSketcher } from '../../../widgets/sketcher';
import { AngleFields } from './chain-fields';
import type { TwoDForm, TwoDSource } from './polymer-forms';
import { setForm, usePolymerState } from './polymer-state';

/**
 * The 2D modelling form (001 §3): the repeat unit drawn in the sketcher (sent as its molfile, with its
 * SRU bracket) or a Marvin MRV text (`textareaCml`), then the angle and the seed.
 */
export function TwoDFields({ sketcher }: { sketcher: RefObject<SketcherHandle | null> }) {
  const { t } = useTranslation();
  const form = usePolymerState((s) => s.forms.twoD);
  const change = (next: TwoDForm) => setForm('twoD', next);
  return (
    <Form layout="vertical" component="div" data-testid="two-d-form">
      <Form.Item label={t('polymer.twoD.source')}>
        <Segmented<TwoDSource>
          value={form.source}
          onChange={(source) => change({ ...form, source })}
          options={[
            { value: 'sketch', label: t('polymer.twoD.sketch') },
            { value: 'mrv', label: t('polymer.twoD.mrv') },
          ]}
          data-testid="two-d-source"
        />
      </Form.Item>
      {form.source === 'mrv' ? (
        <Form.Item label={t('polymer.twoD.mrv')}>
          <Input.TextArea
            value={form.mrv}
            onChange={(e) => change({ ...form, mrv: e.target.value })}
            placeholder={t('polymer.twoD.mrvPlaceholder')}
            autoSize={{ minRows: 6, maxRows: 16 }}
            spellCheck={false}
            style={{ fontFamily: 'monospace' }}
            data-testid="mrv-text"
          />
        </Form.Item>
      ) : (
        <Flex vertical gap="small" style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">{t('polymer.twoD.sketchHint')}</Typography.Text>
          <Suspense
            fallback={<Typography.Text type="secondary">{t('method.sketcherLoading')}</Typography.Text>}
          >
            <MoleculeSketcher ref={sketcher} height={450} />
          </Suspense>
        </Flex>
      )}
      <AngleFields form={form} onChange={change} />
    </Form>
  );
}
