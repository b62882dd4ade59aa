/**
 * Prints each failed test's page snapshot (the accessibility tree at the failure, from its error context)
 * at the very end of the run's output. CI keeps only the tail of what the run printed, so without this a
 * flaky failure there leaves no picture of the page it failed on.
 */
import { readFile } from 'node:fs/promises';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Enough to see the screen; a long list is cut rather than flooding the log. */
const MAX_LINES = 120;

/** The error context's page snapshot (its yaml block; all of it when it has none), cut to MAX_LINES. */
function pageSnapshot(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf('```yaml');
  const end = lines.indexOf('```', start + 1);
  const section = start < 0 ? lines : lines.slice(start + 1, end < 0 ? undefined : end);
  return section.length > MAX_LINES ? [...section.slice(0, MAX_LINES), '… (cut)'] : section;
}

export default class ErrorContextReporter implements Reporter {
  private readonly pending: Promise<string | null>[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
    if (!context?.path) return;
    this.pending.push(
      readFile(context.path, 'utf8').then(
        (text) => `--- ${test.titlePath().filter(Boolean).join(' › ')}\n${pageSnapshot(text).join('\n')}`,
        () => null,
      ),
    );
  }

  async onEnd(): Promise<void> {
    const shown = (await Promise.all(this.pending)).filter((s) => s !== null);
    if (shown.length) console.log(`\nThe pages the failures left:\n${shown.join('\n')}\n---`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
