/**
 * A session's device in words, from the user agent kept at its sign-in (bowser): the browser and the
 * system, e.g. "Chrome · Android 14". Empty when the agent says nothing useful (an older session, a tool).
 */
import Bowser from 'bowser';

export function deviceName(userAgent: string): string {
  if (!userAgent) return '';
  const { browser, os } = Bowser.parse(userAgent);
  const system = [os.name, os.versionName ?? os.version].filter(Boolean).join(' ');
  return [browser.name, system].filter(Boolean).join(' · ');
}
