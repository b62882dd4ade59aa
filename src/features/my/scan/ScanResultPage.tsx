/**
 * 扫描结果 (/pages/my/scanResult?result=…, issue #17): what a scanned QR code holds, as text that can be
 * copied, and where it leads (scanTarget.ts): 打开 for a page of this app; a web address shown with a
 * warning and opened outside the app only when tapped; plain text otherwise. 再扫一次 opens the camera again.
 */
import { Block, BlockTitle, Button, Navbar, Page } from 'framework7-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { useBack } from '../../../ui/useBack';
import { MY_TAB } from '../personal/PersonalDataPage';
import { scanTarget } from './scanTarget';
import { useScanner } from './useScanner';
import './scan.css';

function Leads({ scanned }: { scanned: string }) {
  const t = useT();
  const navigate = useNavigate();
  const target = scanTarget(scanned, window.location.origin);
  if (target.kind === 'app')
    return (
      <Button fill large type="button" onClick={() => navigate(target.path)}>
        {t('scan.open')}
      </Button>
    );
  if (target.kind === 'web')
    return (
      <>
        <p className="scan-warning">{t('scan.webWarning')}</p>
        <a
          className="button button-outline button-large external"
          href={target.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('scan.openWeb')}
        </a>
      </>
    );
  return <p className="scan-kind">{t('scan.text')}</p>;
}

export default function ScanResultPage({ title }: { title: string }) {
  const t = useT();
  const [params] = useSearchParams();
  const back = useBack(MY_TAB);
  const scanned = params.get('result') ?? '';
  const { openScanner, scanner } = useScanner();
  const copy = () =>
    navigator.clipboard.writeText(scanned).then(
      () => toast(t('scan.copied')),
      () => toast(t('scan.copyFailed')),
    );
  return (
    <Page name="scanResult">
      <Navbar title={title} backLink backLinkUrl="#" onClickBack={back} />
      <BlockTitle>{t('scan.content')}</BlockTitle>
      <Block strong inset>
        <p className="scan-content" data-testid="scan-content">
          {scanned}
        </p>
        <Button small outline type="button" onClick={() => void copy()}>
          {t('scan.copy')}
        </Button>
      </Block>
      <Block>
        <Leads scanned={scanned} />
      </Block>
      <Block>
        <Button outline large type="button" onClick={openScanner}>
          {t('scan.again')}
        </Button>
      </Block>
      {scanner}
    </Page>
  );
}
