/**
 * Messages tab (tab 0; also /pages/index/messagetab): the tab's frame (navbar, tab bar) paints first, and
 * its content (MessagesBody), which reads the device's database, is asked for once that frame is up, in its
 * own chunk, so Dexie and the list's pieces neither weigh on nor compete with the first screen.
 */
import { lazy, Suspense, useEffect } from 'react';
import { PageContent } from 'framework7-react';
import { TabPage } from '../../ui/TabPage';

let frameShown: () => void = () => undefined;
const framed = new Promise<void>((resolve) => (frameShown = resolve));
const MessagesBody = lazy(() => framed.then(() => import('./MessagesBody')));

export default function MessagesTab() {
  useEffect(() => frameShown(), []);
  return (
    <TabPage name="messages" ownContent>
      <Suspense fallback={<PageContent />}>
        <MessagesBody />
      </Suspense>
    </TabPage>
  );
}
