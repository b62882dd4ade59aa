/** The honest placeholder for a spec route whose feature has not landed yet: 该功能暂未开放. */
import { Block, Button, Navbar, Page } from 'framework7-react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../i18n';
import { EmptyState } from './EmptyState';

export default function SoonPage({ title }: { title: string }) {
  const t = useT();
  const navigate = useNavigate();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/', { replace: true }));
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
