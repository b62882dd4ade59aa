/**
 * Attachments (uploadFz) and photos (uploadImg): picked files are stored at once as Blobs in the `files`
 * table with the draft that lists them, and shown as attached, 待上传. Uploading is the outbox's job when
 * the form is submitted (the Blobs go first, then the form that refers to them).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useT } from '../../i18n';
import { toast } from '../../ui/toast';
import type { UserDb } from '../../data';
import { fileSize } from '../fileSize';
import { isQuotaError } from '../quota';
import type { AttachmentRef, FieldValue } from '../../../contract/form/types';
import { FieldShell } from './FieldShell';
import { useFormRuntime, type FieldProps } from './fieldProps';

const refsOf = (v: FieldValue | undefined): AttachmentRef[] =>
  Array.isArray(v) ? v.filter((x): x is AttachmentRef => typeof x === 'object') : [];

/** A stored form read back from the server (a flow's detail) lists its files with the URL they were kept at. */
const isUploaded = (r: AttachmentRef): boolean => Boolean((r as { url?: unknown }).url);

/** An object URL for a stored image Blob, revoked when no longer shown. */
function Thumb({ db, fileId, name }: { db: UserDb; fileId: string; name: string }) {
  const blob = useLiveQuery(async () => (await db.files.get(fileId))?.blob, [db, fileId]);
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url ? <img className="form-thumb" src={url} alt={name} /> : <span className="form-thumb" />;
}

export function UploadField({ field, label, error, value }: FieldProps) {
  const t = useT();
  const { db, readOnly, attach, detach } = useFormRuntime();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const refs = refsOf(value);
  const isImage = field.__config__.jnpfKey === 'uploadImg';
  const room = (field.limit ?? Infinity) - refs.length;
  const locked = readOnly || Boolean(field.disabled);

  const pick = async (list: FileList | null) => {
    const picked = [...(list ?? [])];
    if (picked.length > room) toast(t('form.error.limit', { label, limit: field.limit }));
    const files = picked.slice(0, Math.max(0, room)).map((f) => ({ name: f.name, type: f.type, blob: f }));
    if (inputRef.current) inputRef.current.value = '';
    if (!files.length) return;
    setBusy(true);
    try {
      await attach(field.__vModel__, files);
    } catch (e) {
      toast(t(isQuotaError(e) ? 'form.storageFull' : 'form.attachFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FieldShell field={field} label={label} error={error}>
      <ul className="form-files" aria-label={label}>
        {refs.map((r) => (
          <li key={r.fileId} className="form-file">
            {isImage && <Thumb db={db} fileId={r.fileId} name={r.name} />}
            <span className="form-file-name">{r.name}</span>
            <span className="form-file-meta">
              {fileSize(r.size)} · {t(isUploaded(r) ? 'form.file.uploaded' : 'form.file.waiting')}
            </span>
            {!locked && (
              <button
                type="button"
                className="form-file-remove"
                aria-label={t('form.file.remove', { name: r.name })}
                onClick={() => void detach(field.__vModel__, r.fileId)}
              >
                ✕
              </button>
            )}
          </li>
        ))}
      </ul>
      {!locked && room > 0 && (
        <label className={busy ? 'form-file-add is-busy' : 'form-file-add'}>
          <input
            ref={inputRef}
            type="file"
            multiple={room > 1}
            accept={field.accept ?? (isImage ? 'image/*' : undefined)}
            disabled={busy}
            onChange={(e) => void pick(e.target.files)}
          />
          <span>{t(isImage ? 'form.file.addImage' : 'form.file.add')}</span>
        </label>
      )}
    </FieldShell>
  );
}
