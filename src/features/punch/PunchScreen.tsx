/**
 * The field punch-card screen for one signed-in user: clock, location, photo, remark, the 打卡 button and
 * the history. What a press writes is punchNow's business; this only gathers the inputs and clears the
 * photo and remark once a new punch is stored.
 */
import { useState } from 'react';
import type { UserDb } from '../../data';
import { ClockCard, type PunchUser } from './ClockCard';
import { LocationCard } from './LocationCard';
import { PhotoField } from './PhotoField';
import { PunchButton } from './PunchButton';
import { PunchHistory } from './PunchHistory';
import { punchStatus } from './punchState';
import { RemarkField } from './RemarkField';
import { useGeolocation } from './useGeolocation';
import { usePunchAction } from './usePunchAction';
import { usePunchHistory, usePunchSites } from './usePunchData';

export function PunchScreen({ db, user }: { db: UserDb; user: PunchUser }) {
  const { geo, locate } = useGeolocation();
  const sites = usePunchSites(db);
  const history = usePunchHistory(db, user.userId);
  const [remark, setRemark] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [takenId, setTakenId] = useState<string | null>(null);
  const { busy, press } = usePunchAction(db, user.userId);
  const fix = geo.status === 'located' ? geo.fix : null;

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
        onPress={() => void punch()}
        // Stored but not listed yet (the live query follows within a moment): it is waiting to upload.
        taken={takenId === null ? null : taken ? punchStatus(taken.punch, taken.outbox).state : 'pending'}
      />
      <PunchHistory entries={history} />
    </>
  );
}
