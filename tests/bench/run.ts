/**
 * `npm run bench`: prints every figure with its goal and ratio — the walking skeleton's (issue #2), then
 * reference data at 20,000 staff (issue #3). Run after `npm run build` (the npm script does both).
 */
import { assertPortFree, killAll, summary } from './harness';
import { referenceFigures } from './reference';
import { skeletonFigures } from './skeleton';

try {
  await assertPortFree();
  await skeletonFigures();
  await referenceFigures();
} finally {
  killAll();
}
summary();
