/**
 * An image the server keeps (a comment's photo): fetched with the session's token (an `<img src>` cannot
 * send it) and shown from an object URL, revoked when no longer shown. The URL comes from another user, so
 * only a download path of our file API is fetched; anything else (another host, an API action such as
 * `/api/oauth/Logout`) shows a broken-image placeholder and nothing is fetched or loaded.
 */
import { useEffect, useMemo, useState } from 'react';
import { isDownloadPath } from '../../core/net/downloadPath';
import { requestBlob } from '../api/http';

export type Shown = { url: string } | 'loading' | 'broken';

/** Fetches `src` as a Blob when it is one of our downloads; 'broken' when it is not or the fetch fails. */
export function useServerImage(src: string): Shown {
  const ours = isDownloadPath(src);
  // Kept with the src it belongs to, so a new src reads as loading without a reset inside the effect.
  const [loaded, setLoaded] = useState<{ src: string; shown: Shown } | null>(null);
  useEffect(() => {
    if (!ours) return;
    let live = true;
    let made: string | null = null;
    requestBlob(src).then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setLoaded({ src, shown: { url: made } });
      },
      () => live && setLoaded({ src, shown: 'broken' }),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [src, ours]);
  if (!ours) return 'broken';
  return loaded?.src === src ? loaded.shown : 'loading';
}

export function ServerImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const shown = useServerImage(src);
  if (typeof shown === 'object') return <img className={className} src={shown.url} alt={alt} />;
  const broken = shown === 'broken';
  return (
    <span
      className={broken ? `${className ?? ''} is-broken`.trim() : className}
      role="img"
      aria-label={alt}
      data-broken={broken || undefined}
    />
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
