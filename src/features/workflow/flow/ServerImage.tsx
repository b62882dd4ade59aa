/**
 * An image the server keeps (a comment's photo): fetched with the session's token (an `<img src>` cannot
 * send it) and shown from an object URL, revoked when no longer shown. Absolute URLs load directly.
 */
import { useEffect, useMemo, useState } from 'react';
import { requestBlob } from '../../../api/http';

export function ServerImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const direct = /^(https?:|data:|blob:)/.test(src);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (direct) return;
    let live = true;
    let made: string | null = null;
    requestBlob(src).then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [src, direct]);
  const shown = direct ? src : url;
  return shown ? (
    <img className={className} src={shown} alt={alt} />
  ) : (
    <span className={className} role="img" aria-label={alt} />
  );
}

/** A Blob of this device (an image not yet uploaded), shown from an object URL. */
export function BlobImage({
  blob,
  alt,
  className,
}: {
  blob: Blob | undefined;
  alt: string;
  className?: string;
}) {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url ? (
    <img className={className} src={url} alt={alt} />
  ) : (
    <span className={className} role="img" aria-label={alt} />
  );
}
