/**
 * 账号安全's words for a session (src/features/my/security): the device named by its browser and system
 * from the user agent kept at sign-in, nothing for an agent that says nothing; the bound mobile masked.
 */
import { describe, expect, it } from 'vitest';
import { deviceName } from '../../../src/features/my/security/deviceName';
import { maskedMobile } from '../../../src/features/my/security/maskedMobile';

describe('a session’s device', () => {
  it('is the browser and the system of its user agent', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome · Android 14');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toMatch(/^Safari · iOS 17\.5/);
  });

  it('is nothing for a session that kept no agent', () => {
    expect(deviceName('')).toBe('');
  });
});

describe('the bound mobile', () => {
  it('shows its first three and last four digits only', () => {
    expect(maskedMobile('13812345678')).toBe('138****5678');
    expect(maskedMobile('0571-8888')).toBe('0571-8888');
  });
});
