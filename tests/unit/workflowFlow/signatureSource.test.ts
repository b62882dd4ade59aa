/**
 * The one rule every viewer renders a signature by (contract/signature.ts, #28 item 5): a bounded PNG data
 * URL whose bytes are a PNG, or an SVG drawing that names nothing outside itself, is shown as an image as it
 * is, our download path is fetched through the API door, and every other value — an API path, another host,
 * an SVG that runs or reaches out, bytes that are not a PNG — is no signature. The same rule the schema of
 * every decision applies.
 */
import { describe, expect, it } from 'vitest';
import { auditBody, MAX_SIGNATURE_CHARS, signatureSource } from '../../../contract';
import { SIGNATURE_PNG } from './fixtures';

const png = SIGNATURE_PNG.slice('data:image/png;base64,'.length);
const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
const dataUrl = (b: Uint8Array) => `data:image/png;base64,${btoa(String.fromCharCode(...b))}`;

/** An SVG drawing as the platform's clients send one, holding `inside`. */
const svg = (inside: string) =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${inside}</svg>`)}`;

describe('what a signature may show', () => {
  it("an SVG drawing as the platform's clients send it, with its declarations, gradients by #id included", () => {
    const drawing = svg('<defs><linearGradient id="g"/></defs><path d="M1 2 L3 4" stroke="url(#g)"/>');
    expect(signatureSource(drawing)).toEqual({ kind: 'image', src: drawing });
    const declared = `data:image/svg+xml;base64,${btoa('<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>')}`;
    expect(signatureSource(declared)?.kind).toBe('image');
  });

  it('a PNG data URL as it is; our download path through the API door', () => {
    expect(signatureSource(SIGNATURE_PNG)).toEqual({ kind: 'image', src: SIGNATURE_PNG });
    expect(signatureSource('/api/file/Download/annex/a.png')).toEqual({
      kind: 'upload',
      path: '/api/file/Download/annex/a.png',
    });
  });

  it.each([
    ['nothing', ''],
    ['an API path', '/api/oauth/SmsCode/13800000000'],
    ['a download path spelled otherwise', '/api/file/Download/annex/a%2epng'],
    ['another host', 'https://evil.example/sign.png'],
    ['a protocol-relative URL', '//evil.example/sign.png'],
    ['an SVG with a script', svg('<script>fetch("/api/oauth/SmsCode/1")</script>')],
    ['an SVG picture from elsewhere', svg('<image href="https://evil.example/a.png"/>')],
    ['an SVG style reaching out', svg('<style>@import "https://evil.example/s.css";</style>')],
    ['an SVG link', svg('<a href="javascript:alert(1)"><path d="M0 0"/></a>')],
    ['an SVG event handler', svg('<path onload="alert(1)" d="M0 0"/>')],
    ['an SVG fill from elsewhere', svg('<path fill="url(https://evil.example/#g)" d="M0 0"/>')],
    ['SVG that is not text', `data:image/svg+xml;base64,${btoa('\xff\xfe<svg/>')}`],
    ['not an SVG', `data:image/svg+xml;base64,${btoa('<html><body>hi</body></html>')}`],
    ['a PNG data URL of other bytes', `data:image/png;base64,${btoa('GIF89a this is not a png file')}`],
    ['a PNG without its end (IEND)', dataUrl(bytes.subarray(0, bytes.length - 12))],
    [
      'a PNG without its header (IHDR)',
      dataUrl(Uint8Array.from([...bytes.subarray(0, 12), 0, 0, 0, 0, ...bytes.subarray(16)])),
    ],
    ['base64 that is not canonical', `${SIGNATURE_PNG}=`],
    [
      'one over the bound',
      `${SIGNATURE_PNG.slice(0, -8)}${'A'.repeat(MAX_SIGNATURE_CHARS)}${SIGNATURE_PNG.slice(-8)}`,
    ],
  ])('%s is no signature', (_, value) => {
    expect(signatureSource(value)).toBeNull();
  });

  it('the decisions’ schema takes what may be shown, reads "" as none, and refuses the rest', () => {
    expect(auditBody.parse({ handleOpinion: '', signImg: SIGNATURE_PNG }).signImg).toBe(SIGNATURE_PNG);
    expect(auditBody.parse({ handleOpinion: '', signImg: '' }).signImg).toBeNull();
    expect(auditBody.safeParse({ handleOpinion: '', signImg: '/api/oauth/SmsCode/1' }).success).toBe(false);
  });
});
