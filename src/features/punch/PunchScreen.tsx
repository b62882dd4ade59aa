/**
 * The field punch-card screen for one signed-in user: clock, location, photo, remark, the 打卡 button and
 * the history. What a press writes is punchNow's business; this only gathers the inputs, asks first when the
 * punch would be outside every site's range (it will be 异常), clears the photo and remark once a new
 * punch is stored, and (online) lays the server's records over the history, HR's decisions with them.
 */
import { f7 } from 'framework7-react';
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { UserDb } from '../../data';
import { useT } from '../../i18n';
import { ClockCard, type PunchUser } from './ClockCard';
import { LocationCard } from './LocationCard';
import { PhotoField } from './PhotoField';
import { PunchButton } from './PunchButton';
import { PunchHistory } from './PunchHistory';
import { punchStatus } from './punchState';
import { RemarkField } from './RemarkField';
import { isOutsidePunch, siteFixOf } from './siteFix';
import { useDistanceText } from './SiteLine';
import { useGeolocation } from './useGeolocation';
import { usePunchAction } from './usePunchAction';
import { usePunchHistory, usePunchSites } from './usePunchData';
import { refreshMyPunches } from './punchRefresh';
import { networkOnline } from '../../sync';

/** Online, the history takes the server's records (HR's decisions among them) as the screen opens. */
function useServerHistory(db: UserDb, userId: string): void {
  useSignals();
  const online = networkOnline.value;
  useEffect(() => {
    if (online) refreshMyPunches(db, userId).catch(() => undefined);
  }, [db, userId, online]);
}

export function PunchScreen({ db, user }: { db: UserDb; user: PunchUser }) {
  const { geo, locate } = useGeolocation();
  const sites = usePunchSites(db);
  const history = usePunchHistory(db, user.userId);
  useServerHistory(db, user.userId);
  const [remark, setRemark] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [takenId, setTakenId] = useState<string | null>(null);
  const { busy, press } = usePunchAction(db, user.userId);
  const fix = geo.status === 'located' ? geo.fix : null;
  const t = useT();
  const distance = useDistanceText();

  const punch = async () => {
    if (!fix || !sites) return;
    const photoInput = photo && { name: photo.name, type: photo.type, blob: photo };
    const result = await press({ position: fix, sites: sites.sites, remark, photo: photoInput });
    if (!result) return;
    setTakenId(result.punch.id);
    if (!result.created) return;
    setRemark('');
    setPhoto(null);
  };
  const confirmThenPunch = () => {
    const near = fix && sites ? siteFixOf(sites.sites, fix.latitude, fix.longitude) : null;
    if (!near || !isOutsidePunch(near)) return void punch();
    const words = { site: near.siteName, distance: distance(near.distanceM), radius: near.radiusM };
    f7.dialog.confirm(t('punch.outsideConfirm', words), t('punch.outsideConfirmTitle'), () => void punch());
  };
  const taken = takenId === null ? undefined : history?.find((e) => e.punch.id === takenId);

  return (
    <>
      <ClockCard user={user} />
      <LocationCard geo={geo} sites={sites} onLocate={locate} />
      <PhotoField photo={photo} onChange={setPhoto} disabled={busy} />
      <RemarkField value={remark} onChange={setRemark} />
      <PunchButton
        disabled={!fix || !sites}
        busy={busy}
        onPress={confirmThenPunch}
        // Stored but not listed yet (the live query follows within a moment): it is waiting to upload.
        taken={takenId === null ? null : taken ? punchStatus(taken.punch, taken.outbox).state : 'pending'}
      />
      <PunchHistory entries={history} />
    </>
  );
}
