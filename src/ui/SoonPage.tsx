/** The honest placeholder for a spec route whose feature has not landed yet: 该功能暂未开放. */
import { Block, Button, Navbar, Page } from 'framework7-react';

import { useT } from '../i18n';
import { EmptyState } from './EmptyState';
import { useBack } from './useBack';

export default function SoonPage({ title }: { title: string }) {
  const t = useT();
  const back = useBack('/');
  return (
    <Page name="soon">
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back} />
      <EmptyState text={t('soon.title')} detail={t('soon.body')} />
      <Block>
        <Button outline onClick={back}>
          {t('soon.back')}
        </Button>
      </Block>
    </Page>
  );
}
