/**
 * The bottom tab bar of spec §1/§9: Messages, Business Processing, Business Application, Me — in that
 * order, #666666 normal, #3281ff selected on #ffffff, each tab's count as a red badge on its icon. Rendered
 * by each tab page. Framework7's Link draws its own `badge` prop only beside a `text`, which these links
 * (icon and label as children) have not, so the badge is drawn here.
 */
import { Badge, Link, Toolbar } from 'framework7-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../i18n';
import { Icon, type IconName } from './icons';

const TABS: readonly { path: string; label: string; icon: IconName }[] = [
  { path: '/pages/index/index', label: 'tabs.messages', icon: 'message' },
  { path: '/pages/index/workFlowNew', label: 'tabs.workflow', icon: 'workflow' },
  { path: '/pages/index/apply', label: 'tabs.apply', icon: 'apply' },
  { path: '/pages/index/my', label: 'tabs.my', icon: 'my' },
];

/** A count as the badge shows it: up to 99, then 99+. */
const badgeText = (n: number): string => (n > 99 ? '99+' : String(n));

export function TabBar({ badges = {} }: { badges?: Partial<Record<string, number>> }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Toolbar tabbar icons bottom className="app-tabbar">
      {TABS.map((tab) => (
        <Link
          key={tab.path}
          href={tab.path}
          preventRouter
          tabLinkActive={pathname === tab.path}
          className={pathname === tab.path ? 'tab-link tab-link-active' : 'tab-link'}
          onClick={() => navigate(tab.path, { replace: true })}
        >
          <span className="tab-icon">
            <Icon name={tab.icon} />
            {badges[tab.path] ? (
              <Badge color="red" data-testid="tab-badge">
                {badgeText(badges[tab.path] ?? 0)}
              </Badge>
            ) : null}
          </span>
          <span className="tabbar-label">{t(tab.label)}</span>
        </Link>
      ))}
    </Toolbar>
  );
}

// Framework7's Page moves children named like its own bars into the fixed slot (outside the scroller).
TabBar.displayName = 'f7-toolbar';
