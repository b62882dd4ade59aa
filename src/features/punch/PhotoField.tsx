/**
 * The optional on-site photo: the camera opens (capture=environment), the picture shows as a thumbnail
 * (an object URL, revoked when it changes or the screen closes) and is stored with the punch when 打卡 is
 * pressed. Photos bigger than the server takes are refused at once.
 */
import { useEffect, useMemo, type ChangeEvent } from 'react';
import { Block } from 'framework7-react';
import { MAX_UPLOAD_BYTES } from '../../../contract';
import { fileSize } from '../../forms/fileSize';
import { useT } from '../../i18n';
import { toast } from '../../ui/toast';

export interface PhotoFieldProps {
  photo: File | null;
  onChange: (photo: File | null) => void;
  disabled: boolean;
}

export function PhotoField({ photo, onChange, disabled }: PhotoFieldProps) {
  const t = useT();
  const url = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    // Cleared so that picking the same picture again still reports a change.
    e.target.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) toast(t('punch.photoTooBig', { max: fileSize(MAX_UPLOAD_BYTES) }));
    else onChange(file);
  };
  const label = t(photo ? 'punch.retakePhoto' : 'punch.takePhoto');
  return (
    <Block strong inset className="punch-photo">
      <p className="punch-card-title">{t('punch.photo')}</p>
      <div className="punch-photo-row">
        {url && <img className="punch-thumb" src={url} alt={t('punch.photoAlt')} />}
        <label className={disabled ? 'form-file-add is-busy' : 'form-file-add'}>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            aria-label={label}
            disabled={disabled}
            onChange={pick}
          />
          <span aria-hidden="true">{label}</span>
        </label>
        {photo && (
          <button type="button" className="pill-button" disabled={disabled} onClick={() => onChange(null)}>
            {t('punch.removePhoto')}
          </button>
        )}
      </div>
    </Block>
  );
}
