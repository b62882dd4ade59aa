/**
 * A person's head on their own screens (个人资料, the Me tab's card): the new picture on this device while
 * it waits to be delivered, else the server's head or the initials (Avatar).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { UserDb } from '../../../data';
import { Avatar } from '../../../ui/picker/Avatar';
import { BlobImage } from '../../../ui/ServerImage';
import './head.css';

export interface HeadProps {
  db: UserDb;
  /** The server's head (a download path), '' when none. */
  avatar: string;
  /** The file of a head not yet delivered. */
  pendingFileId: string | null;
  name: string;
  size: 48 | 72;
}

export function Head({ db, avatar, pendingFileId, name, size }: HeadProps) {
  const file = useLiveQuery(
    async () => (pendingFileId ? db.files.get(pendingFileId) : undefined),
    [db, pendingFileId],
  );
  if (pendingFileId) return <BlobImage blob={file?.blob} alt={name} className={`app-avatar head-${size}`} />;
  return <Avatar key={avatar} name={name} src={avatar} size={size} />;
}
