/** A person's photo, or their initials on the theme colour when there is none or it cannot load (offline). */
import { useState } from 'react';
import { avatarText } from '../../lib/avatarText';

export function Avatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.36) };
  if (src && failedSrc !== src) {
    return <img className="app-avatar" src={src} alt="" style={style} onError={() => setFailedSrc(src)} />;
  }
  return (
    <span className="app-avatar app-avatar-text" style={style} aria-hidden="true">
      {avatarText(name)}
    </span>
  );
}
