/**
 * The signature pad's pen: pointer events (finger, stylus, mouse) turned into strokes on the canvas, and the
 * tools (上一步, 重做, 清除). `settled` counts finished strokes and tool uses: the pad exports then.
 */
import { useRef, useState, type PointerEvent } from 'react';
import {
  EMPTY_SIGNATURE,
  beginStroke,
  canvasPoint,
  extendStroke,
  type SignatureState,
} from './signatureModel';

type CanvasEvent = PointerEvent<HTMLCanvasElement>;

const pointOf = (e: CanvasEvent) =>
  canvasPoint(e.clientX, e.clientY, e.currentTarget.getBoundingClientRect(), e.currentTarget);

export function useSignatureStrokes() {
  const [signature, setSignature] = useState<SignatureState>(EMPTY_SIGNATURE);
  const [settled, setSettled] = useState(0);
  const drawing = useRef(false);
  const down = (e: CanvasEvent) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drawing.current = true;
    const p = pointOf(e);
    setSignature((s) => beginStroke(s, p));
  };
  const move = (e: CanvasEvent) => {
    if (!drawing.current) return;
    const p = pointOf(e);
    setSignature((s) => extendStroke(s, p));
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    setSettled((n) => n + 1);
  };
  const tool = (fn: (s: SignatureState) => SignatureState) => () => {
    setSignature(fn);
    setSettled((n) => n + 1);
  };
  const handlers = {
    onPointerDown: down,
    onPointerMove: move,
    onPointerUp: up,
    onPointerCancel: up,
    onPointerLeave: up,
  };
  return { signature, settled, handlers, tool };
}
