import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { ClearIcon } from './clear-icon';
import type { PotentialType } from './element-key';

/** 001 §2.7's title area: the page title, the selected elements as tags and the clear icon. */
export function TitleArea({
  type,
  selected,
  onClear,
}: {
  type: PotentialType;
  selected: readonly string[];
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="small">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t(`potentials.titles.${type}`)}
      </Typography.Title>
      <Flex align="center" gap="small" wrap data-testid="selected-elements">
        <Typography.Text>{t('potentials.selected')}</Typography.Text>
        {selected.length === 0 ? (
          <Typography.Text type="secondary">{t('potentials.noneSelected')}</Typography.Text>
        ) : (
          selected.map((symbol) => (
            <Tag key={symbol} color="blue" data-testid={`selected-${symbol}`}>
              {symbol}
            </Tag>
          ))
        )}
        <Button
          type="text"
          size="small"
          icon={<ClearIcon />}
          aria-label={t('potentials.clear')}
          title={t('potentials.clear')}
          disabled={selected.length === 0}
          onClick={onClear}
          data-testid="clear-elements"
        />
      </Flex>
      <Typography.Text type="secondary">{t('potentials.hint')}</Typography.Text>
    </Flex>
  );
}
