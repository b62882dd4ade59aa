/** App Introduction (/pages/my/abouts): what the app is, its version and the hospital's copyright. */
import { Block, BlockFooter, Navbar, Page } from 'framework7-react';
import { useNavigate } from 'react-router-dom';
import { APP_VERSION } from '../../../contract';
import { useT } from '../../i18n';

export default function AboutPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Page name="abouts">
      <Navbar title={t('route.my.abouts')} backLink backLinkUrl="#" onClickBack={() => navigate(-1)} />
      <Block strong inset>
        <h2>{t('app.name')}</h2>
        <p>{t('abouts.body')}</p>
        <p>
          {t('my.version')}{' '}
          {t('my.versionValue', { version: APP_VERSION.sysVersion, code: APP_VERSION.versionCode })}
        </p>
      </Block>
      <BlockFooter>{localStorage.getItem('copyright') ?? ''}</BlockFooter>
    </Page>
  );
}
