/** A centred empty/placeholder state with an icon and a line of text. */
import { Block } from 'framework7-react';
import { Icon } from './icons';

export function EmptyState({ text, detail }: { text: string; detail?: string }) {
  return (
    <Block className="empty-state" strong inset>
      <Icon name="empty" size={48} />
      <p className="empty-state-text">{text}</p>
      {detail && <p className="empty-state-detail">{detail}</p>}
    </Block>
  );
}
