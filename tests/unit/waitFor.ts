/**
 * Polls `check` (sync or async) every 5 ms until it holds; throws after `timeoutMs`. For unit tests only.
 * The limit only catches a hang: a condition that holds resolves at once, and on a runner whose 2 cores are
 * shared (load 20 and more) a socket's reconnect alone took over 2 s, so the default is generous.
 */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting for condition');
    await new Promise((r) => setTimeout(r, 5));
  }
}
