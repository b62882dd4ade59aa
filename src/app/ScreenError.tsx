/**
 * A screen whose code could not arrive (no signal before the service worker had it, a release replaced
 * mid-session) or that failed while rendering: says so in words and offers 重试, instead of a blank app or
 * a spinner that never ends. Never remounted (the Suspense boundary inside must not be): moving to another
 * route clears the failure.
 */
import { Component, type ReactNode } from 'react';
import { Block, Button, Navbar, Page } from 'framework7-react';
import { t } from '../i18n';
import { EmptyState } from '../ui/EmptyState';
import { dismissPrepaint } from './prepaint';

interface Props {
  routeId: string;
  title: string;
  children: ReactNode;
}

export class ScreenError extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    dismissPrepaint();
  }

  override componentDidUpdate(prev: Props): void {
    if (prev.routeId !== this.props.routeId && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Page name="screen-error">
        <Navbar title={this.props.title} />
        <EmptyState text={t('app.screenFailed')} detail={t('app.screenFailedDetail')} />
        <Block>
          <Button type="button" fill onClick={() => window.location.reload()}>
            {t('app.retry')}
          </Button>
        </Block>
      </Page>
    );
  }
}
