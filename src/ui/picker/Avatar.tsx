/**
 * A person's photo, or their initials on the theme colour while it loads, when there is none or it cannot
 * load (offline). A head is one of our downloads, fetched with the session's token (ServerImage); any other
 * URL is never loaded.
 */
import { avatarText } from '../../../core/lib/avatarText';
import { useServerImage } from '../ServerImage';
import './picker.css';

export function Avatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  const shown = useServerImage(src ?? '');
  const style = { width: size, height: size, fontSize: Math.round(size * 0.36) };
  if (src && typeof shown === 'object')
    return <img className="app-avatar" src={shown.url} alt="" style={style} />;
  return (
    <span className="app-avatar app-avatar-text" style={style} aria-hidden="true">
      {avatarText(name)}
    </span>
  );
}
