import AntApp from 'antd/es/app';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonomerItem } from './polymer-api';
import type { Choice } from './polymer-forms';
import { useEndGroups, useMonomerLibrary } from './use-polymer-lists';

type Language = 'zh' | 'en';

/** Where a monomer's picture is served (001 §7 "monomer pictures in a static monomer folder"). */
export const monomerPictureUrl = (item: Pick<MonomerItem, '2d-structure'>): string =>
  `/monomer/${encodeURIComponent(item['2d-structure'])}`;

/** The monomer's picture; while the file is missing, its p-SMILES in a framed box instead. */
function MonomerPicture({ item }: { item: MonomerItem }) {
  const { t } = useTranslation();
  const [missing, setMissing] = useState<string | null>(null);
  const box = { width: 240, height: 180, border: '1px solid #d9d9d9', borderRadius: 6 } as const;
  if (missing === item.id) {
    return (
      <Flex vertical justify="center" align="center" style={box} data-testid="monomer-picture-missing">
        <Typography.Text type="secondary">{t('polymer.dialog.noPicture')}</Typography.Text>
        <Typography.Text code>{item.psmiles}</Typography.Text>
      </Flex>
    );
  }
  return (
    <img
      key={item.id}
      src={monomerPictureUrl(item)}
      alt={item.en}
      style={{ ...box, objectFit: 'contain', background: '#fff' }}
      onError={() => setMissing(item.id)}
      data-testid="monomer-picture"
    />
  );
}

/**
 * The monomer chooser (001 §2.1): library group, then monomer, a Chinese/English toggle for the names,
 * the monomer's picture, cancel and OK; OK says a monomer was selected.
 */
export function MonomerDialog({ onOk, onCancel }: { onOk: (choice: Choice) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = AntApp.useApp();
  const library = useMonomerLibrary();
  const [language, setLanguage] = useState<Language>(i18n.language.startsWith('zh') ? 'zh' : 'en');
  const [groupIndex, setGroupIndex] = useState(0);
  const [monomerId, setMonomerId] = useState<string>();
  const group = library.items[groupIndex];
  const item = group?.subgroup.find((m) => m.id === monomerId);

  return (
    <Modal
      open
      title={t('polymer.dialog.monomerTitle')}
      okText={t('polymer.dialog.ok')}
      cancelText={t('polymer.dialog.cancel')}
      okButtonProps={{ disabled: item === undefined }}
      onOk={() => {
        if (item === undefined) return;
        onOk({ id: item.id, name: item[language] });
        void message.success(t('polymer.monomerSelected'));
      }}
      onCancel={onCancel}
      data-testid="monomer-dialog"
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('polymer.dialog.language')}>
          <Segmented<Language>
            value={language}
            onChange={setLanguage}
            options={[
              { value: 'zh', label: t('polymer.dialog.zh') },
              { value: 'en', label: t('polymer.dialog.en') },
            ]}
            data-testid="monomer-language"
          />
        </Form.Item>
        <Form.Item label={t('polymer.dialog.library')}>
          <Select
            value={group === undefined ? undefined : groupIndex}
            loading={library.state === 'loading'}
            onChange={(index: number) => {
              setGroupIndex(index);
              setMonomerId(undefined);
            }}
            showSearch={{ optionFilterProp: 'label' }}
            options={library.items.map((g, index) => ({ value: index, label: g[language] }))}
            data-testid="monomer-group"
          />
        </Form.Item>
        <Form.Item label={t('polymer.dialog.name')}>
          <Select
            value={monomerId}
            onChange={setMonomerId}
            showSearch={{ optionFilterProp: 'label' }}
            options={(group?.subgroup ?? []).map((m) => ({ value: m.id, label: m[language] }))}
            data-testid="monomer-name"
          />
        </Form.Item>
        {library.state === 'failed' && (
          <Typography.Text type="danger">{t('polymer.listFailed')}</Typography.Text>
        )}
        {item !== undefined && <MonomerPicture item={item} />}
      </Form>
    </Modal>
  );
}

/** The end-group chooser of one end (001 §2.1): the list, cancel and OK; OK says an end group was selected. */
export function EndGroupDialog({
  end,
  onOk,
  onCancel,
}: {
  end: 'head' | 'tail';
  onOk: (choice: Choice) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const groups = useEndGroups(end);
  const [id, setId] = useState<string>();
  const item = groups.items.find((g) => g.id === id);
  return (
    <Modal
      open
      title={`${t('polymer.dialog.endGroupTitle')} · ${t(end === 'head' ? 'polymer.head' : 'polymer.tail')}`}
      okText={t('polymer.dialog.ok')}
      cancelText={t('polymer.dialog.cancel')}
      okButtonProps={{ disabled: item === undefined }}
      onOk={() => {
        if (item === undefined) return;
        onOk({ id: item.id, name: item.value });
        void message.success(t('polymer.endGroupSelected'));
      }}
      onCancel={onCancel}
      data-testid="end-group-dialog"
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('polymer.dialog.endGroup')}>
          <Select
            value={id}
            loading={groups.state === 'loading'}
            onChange={setId}
            showSearch={{ optionFilterProp: 'label' }}
            options={groups.items.map((g) => ({ value: g.id, label: g.value }))}
            data-testid="end-group-name"
          />
        </Form.Item>
        {groups.state === 'failed' && (
          <Typography.Text type="danger">{t('polymer.listFailed')}</Typography.Text>
        )}
        {item !== undefined && <Typography.Text code>{item.smiles}</Typography.Text>}
      </Form>
    </Modal>
  );
}
