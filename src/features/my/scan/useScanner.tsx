/**
 * 扫一扫 from wherever it is offered (the Me tab, 扫描结果's 再扫一次): `openScanner` shows the camera
 * overlay, whose code (and the QR reader) loads only then.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';

const ScannerOverlay = lazy(() => import('./ScannerOverlay'));

export function useScanner(): { openScanner: () => void; scanner: ReactNode } {
  const [open, setOpen] = useState(false);
  const scanner = open ? (
    <Suspense fallback={null}>
      <ScannerOverlay onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { openScanner: () => setOpen(true), scanner };
}
