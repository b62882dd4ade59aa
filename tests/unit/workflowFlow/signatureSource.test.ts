/**
 * The one rule every viewer renders a signature by (contract/signature.ts, #28 item 5): a bounded PNG data
 * URL whose bytes are a PNG is shown as it is, our download path is fetched through the API door, and every
 * other value — an API path, another host, SVG, bytes that are not a PNG — is no signature. The same rule
 * the schema of every decision applies.
 */
import { describe, expect, it } from 'vitest';
import { auditBody, MAX_SIGNATURE_CHARS, signatureSource } from '../../../contract';
import { SIGNATURE_PNG } from './fixtures';

const png = SIGNATURE_PNG.slice('data:image/png;base64,'.length);
const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
const dataUrl = (b: Uint8Array) => `data:image/png;base64,${btoa(String.fromCharCode(...b))}`;

describe('what a signature may show', () => {
  it('a PNG data URL as it is; our download path through the API door', () => {
    expect(signatureSource(SIGNATURE_PNG)).toEqual({ kind: 'png', src: SIGNATURE_PNG });
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
    ['SVG', `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`],
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
