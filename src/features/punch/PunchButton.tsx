/**
 * The big round 打卡 button and, once pressed, what became of the punch: 已保存，等待上传 at once (it is on
 * this phone and goes out by itself), 已打卡 when the server has it — following the history's live state.
 */
import { useT } from '../../i18n';
import type { PunchState } from './punchState';

export interface PunchButtonProps {
  disabled: boolean;
  busy: boolean;
  onPress: () => void;
  /** The state of the punch just taken; null before one was taken on this screen. */
  taken: PunchState | null;
}

function TakenNotice({ state }: { state: PunchState }) {
  const t = useT();
  const delivered = state === 'uploaded' || state === 'flagged';
  return (
    <div className="punch-taken" role="status">
      <p className={delivered ? 'punch-taken-title is-delivered' : 'punch-taken-title'}>
        {t(delivered ? 'punch.delivered' : 'punch.saved')}
      </p>
      {!delivered && <p className="punch-note">{t('punch.savedDetail')}</p>}
    </div>
  );
}

export function PunchButton({ disabled, busy, onPress, taken }: PunchButtonProps) {
  const t = useT();
  return (
    <div className="punch-press">
      <button
        type="button"
        className="punch-button"
        disabled={disabled || busy}
        aria-busy={busy}
        onClick={onPress}
      >
        {t('punch.button')}
      </button>
      {taken && <TakenNotice state={taken} />}
    </div>
  );
}
