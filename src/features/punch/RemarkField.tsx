/** The optional remark: at most REMARK_MAX characters (the contract's limit), with a live counter. */
import { useId } from 'react';
import { Block } from 'framework7-react';
import { useT } from '../../i18n';

export const REMARK_MAX = 200;

export function RemarkField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  const id = useId();
  return (
    <Block strong inset className="punch-remark">
      <label className="punch-card-title" htmlFor={id}>
        {t('punch.remark')}
      </label>
      <textarea
        id={id}
        className="punch-remark-input"
        rows={3}
        maxLength={REMARK_MAX}
        value={value}
        placeholder={t('punch.remarkPlaceholder')}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="punch-count">{t('punch.remarkCount', { count: value.length, max: REMARK_MAX })}</p>
    </Block>
  );
}
