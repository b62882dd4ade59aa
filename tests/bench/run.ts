/**
 * `npm run bench`: prints every figure with its goal and ratio — the walking skeleton's (issue #2), then
 * the login page as Lighthouse scores it (issue #13), a simulated shift's heap and DOM (issue #14), a cold
 * start offline at 4× CPU (issue #30), then
 * reference data at 20,000 staff (issue #3), then the outbox, draft autosave and 打卡 (issue #4), then the
 * to-do list (issue #5), then chat on the device and over sockets (issue #15) and on a signal that answers
 * nothing (issue #30), then opening the HR forms
 * (issue #6), SMS sign-in and the Me tab offline (issue #17), then load on PostgreSQL with two processes
 * and on the embedded database (issue #12), then a cheap read while uploads and chat hit their limits
 * (issue #28). Run after `npm run build` (the npm script does both).
 */
import { assertPortFree, killAll, summary } from './harness';
import { chatOfflineFigures } from './chatOffline';
import { coldStartFigures } from './coldStart';
import { chatSocketFigures } from './chatSockets';
import { formFigures } from './forms';
import { hrFormFigures } from './hrForms';
import { lighthouseFigures } from './lighthouse';
import { limitsFigures } from './limits';
import { loadFigures } from './load';
import { outboxFigures } from './outbox';
import { personalCentreFigures } from './personalCentre';
import { referenceFigures } from './reference';
import { shiftFigures } from './shift';
import { silentChatFigures } from './silentChat';
import { skeletonFigures } from './skeleton';
import { workflowFigures } from './workflow';

try {
  await assertPortFree();
  await skeletonFigures();
  await lighthouseFigures();
  await shiftFigures();
  await coldStartFigures();
  await referenceFigures();
  await outboxFigures();
  await formFigures();
  await workflowFigures();
  await chatOfflineFigures();
  await chatSocketFigures();
  await silentChatFigures();
  await hrFormFigures();
  await personalCentreFigures();
  await loadFigures();
  await limitsFigures();
} finally {
  killAll();
}
summary();
