/**
 * 打卡记录: my punches, newest first, live from this phone's database (a punch taken offline is listed at
 * once; its state follows the outbox and the server's record). Loading and empty states; a failed row
 * opens 同步中心, mounted on first use only.
 */
import { useState } from 'react';
import { Block, BlockTitle, Preloader } from 'framework7-react';
import { useT } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { SyncCentreSheet } from '../syncCentre/SyncCentreSheet';
import type { PunchEntry } from './punchReads';
import { PunchItem } from './PunchItem';

function Rows({ entries, onOpenSyncCentre }: { entries: PunchEntry[]; onOpenSyncCentre: () => void }) {
  const t = useT();
  if (entries.length === 0) return <EmptyState text={t('punch.empty')} />;
  return (
    <Block strong inset className="punch-history-block">
      <ul className="punch-history" aria-label={t('punch.history')}>
        {entries.map((entry) => (
          <PunchItem key={entry.punch.id} entry={entry} onOpenSyncCentre={onOpenSyncCentre} />
        ))}
      </ul>
    </Block>
  );
}

export function PunchHistory({ entries }: { entries: PunchEntry[] | undefined }) {
  const t = useT();
  const [sheet, setSheet] = useState<'never' | 'open' | 'closed'>('never');
  return (
    <section aria-label={t('punch.history')}>
      <BlockTitle>{t('punch.history')}</BlockTitle>
      {entries ? (
        <Rows entries={entries} onOpenSyncCentre={() => setSheet('open')} />
      ) : (
        <p className="punch-loading">
          <Preloader size={18} /> {t('punch.loading')}
        </p>
      )}
      {sheet !== 'never' && <SyncCentreSheet opened={sheet === 'open'} onClose={() => setSheet('closed')} />}
    </section>
  );
}
