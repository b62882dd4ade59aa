/**
 * A card of app tiles, as DingTalk's 工作台 lays them out (#30 item 14): four to a row, each an icon on its
 * group's colour above its title, the whole tile one target of at least 44 px each way.
 */
import { BlockTitle } from 'framework7-react';
import { AppLink } from '../../ui/AppLink';
import { Icon, type IconName } from '../../ui/icons';
import './apply.css';

export interface Tile {
  name: string;
  title: string;
  path: string;
  icon: IconName;
  /** The tile's colour: its group's. */
  tone: 'blue' | 'orange' | 'green' | 'teal' | 'purple';
}

export function ApplyGrid({
  title,
  tiles,
  testId,
}: {
  title: string;
  tiles: readonly Tile[];
  testId?: string;
}) {
  return (
    <div data-testid={testId}>
      <BlockTitle>{title}</BlockTitle>
      <div className="apply-grid" role="list">
        {tiles.map((tile) => (
          <div role="listitem" key={tile.name}>
            <AppLink to={tile.path} className="apply-tile">
              <span className={`apply-tile-icon is-${tile.tone}`}>
                <Icon name={tile.icon} size={24} />
              </span>
              <span className="apply-tile-title">{tile.title}</span>
            </AppLink>
          </div>
        ))}
      </div>
    </div>
  );
}
