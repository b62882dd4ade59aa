/**
 * The signature pad's pure parts: strokes with undo, redo and clear; pointer positions in canvas pixels;
 * drawing onto a 2D context; and the PNG export, refused when blank or beyond the contract's size.
 */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SIGNATURE,
  MAX_SIGNATURE_CHARS,
  beginStroke,
  canvasPoint,
  clear,
  drawStrokes,
  exportSignature,
  extendStroke,
  isBlank,
  redo,
  undo,
  type Pen,
} from '../../../src/features/workflow/flow/signatureModel';

const stroke = (s = EMPTY_SIGNATURE, x = 0) => extendStroke(beginStroke(s, { x, y: 0 }), { x: x + 5, y: 5 });

describe('strokes', () => {
  it('a stroke begins at the pen and grows as it moves', () => {
    const s = stroke();
    expect(s.strokes).toEqual([
      [
        { x: 0, y: 0 },
        { x: 5, y: 5 },
      ],
    ]);
    expect(isBlank(s)).toBe(false);
    expect(isBlank(EMPTY_SIGNATURE)).toBe(true);
  });

  it('上一步 takes the last stroke back, 重做 brings it back, a new stroke forgets what was undone', () => {
    const two = stroke(stroke(), 10);
    const one = undo(two);
    expect(one.strokes).toHaveLength(1);
    expect(redo(one)).toEqual(two);
    expect(stroke(one, 20).undone).toEqual([]);
    expect(undo(EMPTY_SIGNATURE)).toBe(EMPTY_SIGNATURE);
    expect(redo(EMPTY_SIGNATURE)).toBe(EMPTY_SIGNATURE);
  });

  it('清除 leaves a blank pad', () => {
    expect(clear()).toEqual(EMPTY_SIGNATURE);
  });

  it('a move without a stroke starts one', () => {
    expect(extendStroke(EMPTY_SIGNATURE, { x: 1, y: 1 }).strokes).toEqual([[{ x: 1, y: 1 }]]);
  });
});

describe('positions and drawing', () => {
  it('maps a pointer to the canvas’s own pixels (drawn at the device pixel ratio)', () => {
    const rect = { left: 10, top: 20, width: 100, height: 50 };
    expect(canvasPoint(60, 45, rect, { width: 300, height: 150 })).toEqual({ x: 150, y: 75 });
  });

  it('draws lines for strokes and a dot for a tap, after clearing', () => {
    const calls: string[] = [];
    const pen = {
      clearRect: () => calls.push('clear'),
      beginPath: () => calls.push('begin'),
      moveTo: (x: number, y: number) => calls.push(`move ${x},${y}`),
      lineTo: (x: number, y: number) => calls.push(`line ${x},${y}`),
      stroke: () => calls.push('stroke'),
      arc: (x: number, y: number) => calls.push(`arc ${x},${y}`),
      fill: () => calls.push('fill'),
      lineWidth: 0,
      lineCap: 'butt',
      lineJoin: 'miter',
      strokeStyle: '',
      fillStyle: '',
    } as unknown as Pen;
    drawStrokes(
      pen,
      [
        [
          { x: 0, y: 0 },
          { x: 5, y: 5 },
        ],
        [{ x: 9, y: 9 }],
      ],
      { width: 10, height: 10 },
      2,
    );
    expect(calls).toEqual(['clear', 'begin', 'move 0,0', 'line 5,5', 'stroke', 'begin', 'arc 9,9', 'fill']);
    expect(pen.lineWidth).toBe(6);
  });
});

describe('the export', () => {
  const canvas = (dataUrl: string) => ({
    toDataURL: (type: string) => (type === 'image/png' ? dataUrl : ''),
  });

  it('is a PNG data URL of the canvas', () => {
    expect(exportSignature(canvas('data:image/png;base64,AAAA'), stroke())).toEqual({
      ok: true,
      dataUrl: 'data:image/png;base64,AAAA',
    });
  });

  it('a blank pad exports nothing', () => {
    expect(exportSignature(canvas('data:image/png;base64,AAAA'), EMPTY_SIGNATURE)).toEqual({
      ok: false,
      reason: 'blank',
    });
  });

  it('a signature beyond the contract’s limit is refused', () => {
    const huge = `data:image/png;base64,${'A'.repeat(MAX_SIGNATURE_CHARS)}`;
    expect(exportSignature(canvas(huge), stroke())).toEqual({ ok: false, reason: 'tooBig' });
  });
});
