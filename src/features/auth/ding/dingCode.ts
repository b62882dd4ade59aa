/**
 * DingTalk's one-time auth code (免登码, good for 5 minutes and once) from its JS API (`dingtalk-jsapi`, only
 * the platform bridges and the one call, loaded only inside DingTalk): DingTalk answers the page with the
 * code of the person signed in to DingTalk, whom the server then looks up. A container that never answers
 * ends in an error after a while instead of a page that waits forever.
 */
const ANSWER_MS = 10_000;

export class DingCodeError extends Error {
  override name = 'DingCodeError';
}

async function askDingTalk(corpId: string): Promise<string> {
  // The named export: the module is CommonJS, whose `default` the bundler's interop does not keep.
  const [{ requestAuthCode$: requestAuthCode }] = await Promise.all([
    import('dingtalk-jsapi/api/runtime/permission/requestAuthCode'),
    import('dingtalk-jsapi/platform/android'),
    import('dingtalk-jsapi/platform/ios'),
  ]);
  const { code } = await requestAuthCode({ corpId });
  if (typeof code !== 'string' || !code) throw new DingCodeError('no code');
  return code;
}

export function requestDingCode(corpId: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DingCodeError('DingTalk did not answer')), ANSWER_MS);
    askDingTalk(corpId).then(
      (code) => {
        clearTimeout(timer);
        resolve(code);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new DingCodeError(String(err)));
      },
    );
  });
}
