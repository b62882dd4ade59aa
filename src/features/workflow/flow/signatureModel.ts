/**
 * The handwritten signature, pure: strokes as lists of points in canvas pixels, with undo (上一步), redo
 * (重做) and clear (清除); drawing them onto any 2D context; and the export as a PNG data URL, refused when
 * blank or larger than the contract allows (`signImg` ≤ 400,000 characters).
 */
import { MAX_SIGNATURE_CHARS } from '../../../../contract/signature';

export interface Point {
  x: number;
  y: number;
}
export type Stroke = readonly Point[];

export interface SignatureState {
  strokes: readonly Stroke[];
  /** Strokes taken back by undo, most recent last: redo brings them back; a new stroke forgets them. */
  undone: readonly Stroke[];
}

export const EMPTY_SIGNATURE: SignatureState = { strokes: [], undone: [] };
/** The contract's limit on `signImg`. */
export { MAX_SIGNATURE_CHARS };
export const STROKE_WIDTH = 3;

export const beginStroke = (s: SignatureState, p: Point): SignatureState => ({
  strokes: [...s.strokes, [p]],
  undone: [],
});

export function extendStroke(s: SignatureState, p: Point): SignatureState {
  const last = s.strokes.at(-1);
  if (!last) return beginStroke(s, p);
  return { ...s, strokes: [...s.strokes.slice(0, -1), [...last, p]] };
}

export function undo(s: SignatureState): SignatureState {
  const last = s.strokes.at(-1);
  return last ? { strokes: s.strokes.slice(0, -1), undone: [...s.undone, last] } : s;
}

export function redo(s: SignatureState): SignatureState {
  const last = s.undone.at(-1);
  return last ? { strokes: [...s.strokes, last], undone: s.undone.slice(0, -1) } : s;
}

export const clear = (): SignatureState => EMPTY_SIGNATURE;

export const isBlank = (s: SignatureState): boolean => s.strokes.length === 0;

/** A pointer position in the canvas's own pixels (the canvas is drawn at devicePixelRatio). */
export function canvasPoint(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
  canvas: { width: number; height: number },
): Point {
  const sx = rect.width ? canvas.width / rect.width : 1;
  const sy = rect.height ? canvas.height / rect.height : 1;
  return { x: Math.round((clientX - rect.left) * sx), y: Math.round((clientY - rect.top) * sy) };
}

export type Pen = Pick<
  CanvasRenderingContext2D,
  'clearRect' | 'beginPath' | 'moveTo' | 'lineTo' | 'stroke' | 'arc' | 'fill'
> & {
  lineWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  fillStyle: string | CanvasGradient | CanvasPattern;
};

/** Draws every stroke afresh; a stroke of one point (a tap) is a dot. */
export function drawStrokes(
  pen: Pen,
  strokes: readonly Stroke[],
  size: { width: number; height: number },
  scale = 1,
) {
  pen.clearRect(0, 0, size.width, size.height);
  pen.lineWidth = STROKE_WIDTH * scale;
  pen.lineCap = 'round';
  pen.lineJoin = 'round';
  pen.strokeStyle = '#000';
  pen.fillStyle = '#000';
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    pen.beginPath();
    if (rest.length === 0) {
      pen.arc(first.x, first.y, (STROKE_WIDTH * scale) / 2, 0, Math.PI * 2);
      pen.fill();
      continue;
    }
    pen.moveTo(first.x, first.y);
    for (const p of rest) pen.lineTo(p.x, p.y);
    pen.stroke();
  }
}

export type SignatureExport = { ok: true; dataUrl: string } | { ok: false; reason: 'blank' | 'tooBig' };

/** The signature as `image/png` data, for `signImg`. */
export function exportSignature(
  canvas: { toDataURL(type: string): string },
  s: SignatureState,
): SignatureExport {
  if (isBlank(s)) return { ok: false, reason: 'blank' };
  const dataUrl = canvas.toDataURL('image/png');
  return dataUrl.length > MAX_SIGNATURE_CHARS ? { ok: false, reason: 'tooBig' } : { ok: true, dataUrl };
}
