/**
 * The page's own memory, from a heap snapshot: every object's self size, without what grows in any page
 * under a bench rather than in the app — compiled code (the JIT warming up: it tops out), the inspector's
 * network buffer (kept because the test driver watches the network; a phone keeps none) and the browser's
 * bounded performance-timeline buffers (layout shifts, event timings). `Runtime.getHeapUsage` counts them
 * all, so a flat app reads as growing there.
 */
import type { Page } from 'playwright';

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

const NOT_THE_APP =
  /NetworkResourcesData|Performance\w*Timing|LayoutShift|DOMRectReadOnly|TaskAttribution|ScriptTimingInfo/;

/** Bytes of the page's objects (JS and DOM) after a full collection, without the buffers above. */
export async function appHeapBytes(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (e: { chunk: string }) => chunks.push(e.chunk));
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  const snap = JSON.parse(chunks.join('')) as HeapSnapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const [type, name, size] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [
    number,
    number,
    number,
  ];
  let total = 0;
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    if (types[snap.nodes[i + type]!] === 'code') continue;
    if (NOT_THE_APP.test(snap.strings[snap.nodes[i + name]!] ?? '')) continue;
    total += snap.nodes[i + size]!;
  }
  return total;
}
