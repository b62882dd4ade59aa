/**
 * 手写签名: a canvas to sign on with a finger, a stylus or the mouse (pointer events; the page does not
 * scroll under the pen), with 上一步, 重做 and 清除. Every finished stroke hands the signature up as a PNG
 * data URL (signatureModel.ts), or why there is none (blank, too large).
 */
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n';
import { clear, drawStrokes, exportSignature, redo, undo, type SignatureExport } from './signatureModel';
import { useSignatureStrokes } from './useSignatureStrokes';

export interface SignaturePadProps {
  label: string;
  error?: string;
  onChange: (signature: SignatureExport) => void;
}

const pixelRatio = () => (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);

/** Drawn at the device's pixel ratio so the signature is sharp; sized when it is first laid out. */
function fitToBox(el: HTMLCanvasElement): void {
  const rect = el.getBoundingClientRect();
  const width = Math.round(rect.width * pixelRatio());
  if (width === 0 || el.width === width) return;
  el.width = width;
  el.height = Math.round(rect.height * pixelRatio());
}

export function SignaturePad({ label, error, onChange }: SignaturePadProps) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const { signature, settled, handlers, tool } = useSignatureStrokes();
  const exported = useRef(0);
  useEffect(() => {
    const el = canvas.current;
    const pen = el?.getContext('2d');
    if (!el || !pen) return;
    if (signature.strokes.length === 0) fitToBox(el);
    drawStrokes(pen, signature.strokes, el, pixelRatio());
    if (settled === exported.current) return;
    exported.current = settled;
    onChange(exportSignature(el, signature));
  }, [signature, settled, onChange]);
  const blank = signature.strokes.length === 0;
  return (
    <div className="flow-sign" data-field="signImg">
      <canvas
        ref={canvas}
        className="flow-sign-canvas"
        role="img"
        aria-label={`${label}：${t('wfFlow.sign.area')}`}
        {...handlers}
      />
      {blank && <span className="flow-sign-hint">{t('wfFlow.sign.hint')}</span>}
      <div className="flow-sign-tools">
        <button type="button" className="pill-button" disabled={blank} onClick={tool(undo)}>
          {t('wfFlow.sign.undo')}
        </button>
        <button
          type="button"
          className="pill-button"
          disabled={!signature.undone.length}
          onClick={tool(redo)}
        >
          {t('wfFlow.sign.redo')}
        </button>
        <button type="button" className="pill-button" disabled={blank} onClick={tool(clear)}>
          {t('wfFlow.sign.clear')}
        </button>
      </div>
      {error && (
        <p className="flow-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
