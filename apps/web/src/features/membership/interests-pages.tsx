import type { CardGrant, Licence, Product } from '@topoforge/contract';
import { cardPackRoute, interestsRoute, myLicencesRoute, productListRoute } from '@topoforge/contract';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Row from 'antd/es/row';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { AdBanner, PopupAd } from './ad-banner';
import { get } from './calls';
import { useAnswer } from './use-answer';

/** The ad space shown on the member pages (administrators fill it under this code). */
export const MEMBER_AD_SPACE = 'web-member';

/** 002 §2.3 interests-list: the caller's level and the membership cards on offer with their benefits. */
export function InterestsListPage() {
  const { t } = useTranslation();
  const { value } = useAnswer((signal) => get(interestsRoute, undefined, signal));
  return (
    <Card title={t('membership.interests.title')} loading={value === undefined} data-testid="interests-list">
      <AdBanner spaceCode={MEMBER_AD_SPACE} />
      <PopupAd spaceCode={MEMBER_AD_SPACE} />
      <p>
        {t('membership.fields.level')}: <Tag>{value?.userLevel}</Tag>
        {value?.premium ? <Tag color="gold">{t('membership.fields.premium')}</Tag> : null}
      </p>
      {value?.cards.length === 0 ? <Empty description={t('membership.interests.noCards')} /> : null}
      <Row gutter={[16, 16]}>
        {value?.cards.map((card) => (
          <Col key={card.id} xs={24} md={8}>
            <Card
              size="small"
              title={card.name}
              extra={card.priceYuan === null ? null : `¥${card.priceYuan}`}
            >
              <p>
                {t('membership.fields.level')} {card.level}
                {card.days === null ? '' : ` · ${t('membership.interests.days', { days: card.days })}`}
              </p>
              <ul>
                {card.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** 002 §2.3 interests-card: the caller's cards (card/pack/look). */
export function InterestsCardPage() {
  const { t } = useTranslation();
  const { value } = useAnswer((signal) => get(cardPackRoute, undefined, signal));
  return (
    <Card title={t('membership.interests.mine')} data-testid="interests-card">
      <Table<CardGrant>
        rowKey="id"
        size="small"
        loading={value === undefined}
        dataSource={value ?? []}
        pagination={false}
        columns={[
          { key: 'name', title: t('membership.fields.name'), render: (_, g) => g.card.name },
          { key: 'level', title: t('membership.fields.level'), render: (_, g) => g.card.level },
          {
            key: 'grantedAt',
            dataIndex: 'grantedAt',
            title: t('membership.interests.granted'),
            render: (v: string) => new Date(v).toLocaleDateString(),
          },
          {
            key: 'expiresAt',
            dataIndex: 'expiresAt',
            title: t('membership.fields.expiresAt'),
            render: (v: string | null) => (v ? new Date(v).toLocaleDateString() : '—'),
          },
          {
            key: 'active',
            dataIndex: 'active',
            title: t('membership.fields.enabled'),
            render: (v: boolean) => (v ? '✓' : '—'),
          },
        ]}
      />
    </Card>
  );
}

/** 002 §2.3 softwore-center/software-license: the products on offer and the caller's licences. */
export function SoftwareLicensePage() {
  const { t } = useTranslation();
  const products = useAnswer((signal) => get(productListRoute, { size: '1000' }, signal)).value;
  const licences = useAnswer((signal) => get(myLicencesRoute, undefined, signal)).value;
  return (
    <Card title={t('membership.licences.title')} data-testid="software-license">
      <Table<Product>
        rowKey="id"
        size="small"
        loading={products === undefined}
        dataSource={products?.records ?? []}
        pagination={false}
        style={{ marginBottom: 24 }}
        columns={[
          {
            key: 'prodName',
            title: t('membership.fields.prodName'),
            render: (_, p) =>
              p.isShow && p.sourceUrl ? (
                <a href={p.sourceUrl} target="_blank" rel="noreferrer">
                  {p.prodName}
                </a>
              ) : (
                <span style={{ opacity: p.isShow ? 1 : 0.5 }}>{p.prodName}</span>
              ),
          },
          {
            key: 'cloudType',
            dataIndex: 'cloudType',
            title: t('membership.fields.cloudType'),
            render: (v: number) => (v === 1 ? t('membership.licences.cloud') : v),
          },
        ]}
      />
      <Table<Licence>
        rowKey="id"
        size="small"
        loading={licences === undefined}
        dataSource={licences ?? []}
        pagination={false}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('membership.licences.licence') },
          { key: 'productName', dataIndex: 'productName', title: t('membership.fields.prodName') },
          { key: 'seats', dataIndex: 'seats', title: t('membership.fields.seats') },
          {
            key: 'expiresAt',
            dataIndex: 'expiresAt',
            title: t('membership.fields.expiresAt'),
            render: (v: string | null) => (v ? new Date(v).toLocaleDateString() : '—'),
          },
          {
            key: 'site',
            title: t('membership.licences.holder'),
            render: (_, l) => l.username ?? t('membership.licences.site'),
          },
        ]}
      />
    </Card>
  );
}
