/**
 * Framework7 cancels every <a> click at document level, so react-router's <Link> does nothing
 * (TOOLCHAIN.md). These wrappers keep Framework7's look and navigate through react-router.
 */
import type { ComponentProps, ReactNode } from 'react';
import { Link, ListItem } from 'framework7-react';
import { useNavigate } from 'react-router-dom';

export function AppLink(props: { to: string; children?: ReactNode; className?: string; replace?: boolean }) {
  const navigate = useNavigate();
  return (
    <Link
      href={props.to}
      preventRouter
      className={props.className}
      onClick={() => navigate(props.to, { replace: props.replace })}
    >
      {props.children}
    </Link>
  );
}

/** A list row that opens `to`; any other ListItem prop (text, badge, media …) passes through. */
export function ListLink({ to, ...item }: { to: string } & Omit<ComponentProps<typeof ListItem>, 'link'>) {
  const navigate = useNavigate();
  return <ListItem {...item} link={to} preventRouter onClick={() => navigate(to)} />;
}
// Framework7's List puts a child inside its <ul> only when the child's name contains `f7-list-item`.
ListLink.displayName = 'f7-list-item-link';
