/**
 * A screen opened without what it needs (a link cut short, a bookmark of a sub-screen): says plainly that
 * it cannot open and offers the way back. The missing parameters are named for support in `data-missing`,
 * never in her words (#30 item 19).
 */
import { Block, Button, Navbar, Page } from 'framework7-react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../i18n';
import { EmptyState } from './EmptyState';
import { useBack } from './useBack';

export function MissingParams({ title, missing, home }: { title: string; missing: string[]; home: string }) {
  const t = useT();
  const navigate = useNavigate();
  // A page opened straight from a link has nothing to go back to in this app: then home.
  const back = useBack(home);
  return (
    <Page name="missing-params" data-missing={missing.join(',')}>
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back} />
      <EmptyState text={t('app.missingParams')} detail={t('app.missingParamsDetail')} />
      <Block className="missing-params-actions">
        <Button type="button" fill onClick={() => navigate(home, { replace: true })}>
          {t('app.goHome')}
        </Button>
      </Block>
    </Page>
  );
}
