/**
 * The common opinions (同意 / 已阅 / 请补充材料) as chips under an opinion box: a tap fills the opinion with
 * the phrase, to send as it is or to go on typing. Each chip is named "常用意见：同意", so it is never
 * mistaken for the action of the same word.
 */
import { useT } from '../../../i18n';

export const PHRASES = ['agree', 'read', 'more'] as const;

export function OpinionPhrases({ onPick }: { onPick: (text: string) => void }) {
  const t = useT();
  return (
    <div className="flow-phrases" role="group" aria-label={t('wfFlow.quick.phrases')}>
      {PHRASES.map((key) => {
        const text = t(`wfFlow.quick.text.${key}`);
        return (
          <button
            key={key}
            type="button"
            className="flow-phrase"
            aria-label={t('wfFlow.quick.phrase', { text })}
            onClick={() => onPick(text)}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}
