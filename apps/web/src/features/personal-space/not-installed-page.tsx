import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { AUTO_FF_PAGE } from '@topoforge/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The one page for the §2.3 routes whose tool this installation does not have (phase lab, nano designer,
 * MeQLab, flint, expert plan, literature centre …): it says so plainly instead of showing a fake.
 */
export function NotInstalledPage({ name }: { readonly name: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      data-testid="not-installed"
      title={t('personalSpace.notInstalled.title', { name })}
      subTitle={
        <>
          <div>{t('personalSpace.notInstalled.text', { name })}</div>
          <div>{t('personalSpace.notInstalled.detail')}</div>
        </>
      }
      extra={
        <Link to={AUTO_FF_PAGE}>
          <Button type="primary">{t('personalSpace.notInstalled.builder')}</Button>
        </Link>
      }
    />
  );
}
