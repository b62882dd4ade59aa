/**
 * 扫一扫 (issue #17): the camera over the whole screen with a frame to aim at; the first QR code read opens
 * 扫描结果 with what it holds (scanTarget.ts then says where it leads). Closing, or leaving, releases the
 * camera. No camera, or permission refused: it says so. Loaded only when opened, with its words.
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n';
import { addFeatureWords } from '../personal/personalWords';
import { startScan, type ScanRun } from './scanLoop';
import './scan.css';

addFeatureWords();

export const SCAN_RESULT_PATH = '/pages/my/scanResult/index';

function cameraProblem(err: unknown): 'denied' | 'none' | 'failed' {
  const name = err instanceof DOMException ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'none';
  return 'failed';
}

export default function ScannerOverlay({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<ReturnType<typeof cameraProblem> | null>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let run: ScanRun | null = null;
    let closed = false;
    const found = (text: string) => {
      closeRef.current();
      navigate(`${SCAN_RESULT_PATH}?result=${encodeURIComponent(text)}`);
    };
    const failed = (err: unknown) => !closed && setProblem(cameraProblem(err));
    startScan(el, found, failed).then((started) => (closed ? started.stop() : (run = started)), failed);
    return () => {
      closed = true;
      run?.stop();
    };
  }, [navigate]);
  return createPortal(
    <div className="scanner" role="dialog" aria-label={t('scan.title')} data-testid="scanner">
      <video ref={video} className="scanner-video" muted playsInline />
      <div className="scanner-frame" aria-hidden="true" />
      <p className="scanner-hint" role="status">
        {problem ? t(`scan.camera.${problem}`) : t('scan.aim')}
      </p>
      <button type="button" className="scanner-close" onClick={onClose}>
        {t('scan.close')}
      </button>
    </div>,
    document.body,
  );
}
