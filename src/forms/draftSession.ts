/**
 * One open draft, outside React: its values, its state and when it was last saved. Each change is saved to
 * Dexie 500 ms after the last one (spec §9 debounce); `flush` saves at once. A save is one structured clone
 * of small plain values, so it costs the main thread well under a frame; attachments are written when
 * picked, with the draft, never again. The session's writes run one after another, each reading the values
 * as they are when it runs, so a late autosave never undoes a file picked or removed meanwhile. A draft
 * deleted elsewhere (我的草稿) while open is not written back: the session says `deleted` and writes no more.
 * React reads it through useSyncExternalStore (useDraft.ts).
 */
import type { DraftRow, Resubmission, UserDb } from '../data';
import { TIMEOUTS } from '../../core/lib/constants';
import { debounce, type Debounced } from '../../core/lib/timing';
import { addFiles, removeFile, saveDraft, type NewFile } from './draftStore';
import type { AttachmentRef, FieldValue, FormDef, FormValues } from '../../contract/form/types';
import { withValue } from './values';

export type DraftState = DraftRow['state'];

export interface LoadedDraft {
  draftId: string;
  values: FormValues;
  state: DraftState;
  /** When it was last saved; null for a form nobody has changed yet. */
  savedAt: number | null;
  /** The sent-back application this draft submits again, when it does. */
  resubmits?: Resubmission;
}

export interface DraftSnapshot {
  values: FormValues;
  state: DraftState;
  savedAt: number | null;
  /** Deleted elsewhere while open: nothing of this session is saved any more. */
  deleted: boolean;
}

const refsOf = (v: FieldValue | undefined): AttachmentRef[] =>
  Array.isArray(v) ? v.filter((x): x is AttachmentRef => typeof x === 'object') : [];

export class DraftSession {
  readonly draftId: string;
  /** The sent-back application this draft submits again, when it does. */
  readonly resubmits: Resubmission | undefined;
  private snap: DraftSnapshot;
  private dirty = false;
  /** Whether the draft is in Dexie (read from it, or written by this session): a later absence is a delete. */
  private stored: boolean;
  /** The last save: true once written, false when it failed (it is retried with the next change). */
  private inflight: Promise<boolean> = Promise.resolve(true);
  /** The writes under way and queued (saves, picked and removed files), in the order they were asked. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  private readonly autosave: Debounced<[]>;

  constructor(
    private readonly db: UserDb,
    private readonly def: FormDef,
    loaded: LoadedDraft,
    private readonly onSaveError: (e: unknown) => void = () => undefined,
    wait: number = TIMEOUTS.debounce,
  ) {
    this.draftId = loaded.draftId;
    this.resubmits = loaded.resubmits;
    this.snap = { values: loaded.values, state: loaded.state, savedAt: loaded.savedAt, deleted: false };
    this.stored = loaded.savedAt !== null;
    this.autosave = debounce(() => this.save(), wait);
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getSnapshot = (): DraftSnapshot => this.snap;

  get values(): FormValues {
    return this.snap.values;
  }

  get state(): DraftState {
    return this.snap.state;
  }

  private publish(next: Partial<DraftSnapshot>): void {
    this.snap = { ...this.snap, ...next };
    for (const fn of this.listeners) fn();
  }

  /** The draft row as it stands, with these values and this state. */
  rowOf = (values: FormValues, state: DraftState): DraftRow => ({
    id: this.draftId,
    formKey: this.def.formKey,
    title: this.def.title,
    data: values,
    state,
    updatedAt: Date.now(),
    ...(this.resubmits && { resubmits: this.resubmits }),
  });

  /** After a write: stored, or found deleted (then nothing more is written). */
  private written(ok: boolean, savedAt?: number): boolean {
    if (ok) {
      this.stored = true;
      if (savedAt !== undefined) this.publish({ savedAt });
    } else {
      this.autosave.cancel();
      this.dirty = false;
      this.publish({ deleted: true });
    }
    return ok;
  }

  /** Runs a write after the ones before it; a failed one does not stop those after it. */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private save(): void {
    if (!this.dirty || this.snap.state === 'pending' || this.snap.deleted) return;
    this.dirty = false;
    this.inflight = this.serial(async () => {
      if (this.snap.deleted) return false;
      // The values as they are now, not when the save was asked: a file picked meanwhile is in them.
      const row = this.rowOf(this.snap.values, this.snap.state);
      return this.written(await saveDraft(this.db, row, this.stored), row.updatedAt);
    }).catch((e: unknown) => {
      this.dirty = true;
      this.onSaveError(e);
      return false;
    });
  }

  private change(values: FormValues): void {
    if (this.snap.deleted) return;
    this.dirty = true;
    this.publish({ values });
    this.autosave();
  }

  setField = (name: string, value: FieldValue): void => {
    // A submitted draft belongs to its queued submission; a late answer (a bill number) must not change it.
    if (this.snap.state === 'pending') return;
    this.change(withValue(this.def, this.snap.values, name, value));
  };

  /** Stores the files and the draft listing them in one transaction, then shows them. */
  attach = (name: string, files: NewFile[]): Promise<void> =>
    this.serial(async () => {
      if (this.snap.deleted) return;
      const draftAfter = (refs: AttachmentRef[]) => {
        const cur = this.snap.values;
        return this.rowOf(withValue(this.def, cur, name, [...refsOf(cur[name]), ...refs]), this.snap.state);
      };
      const added = await addFiles(this.db, files, draftAfter, { stored: this.stored });
      this.written(added !== null);
      if (added === null) return;
      // Keystrokes made while the files were written are kept: the refs join the values as they are now.
      const cur = this.snap.values;
      this.change(withValue(this.def, cur, name, [...refsOf(cur[name]), ...added]));
    });

  /** Deletes the file and saves the draft without it in one transaction. */
  detach = (name: string, fileId: string): Promise<void> =>
    this.serial(async () => {
      const without = (v: FormValues) =>
        withValue(
          this.def,
          v,
          name,
          refsOf(v[name]).filter((r) => r.fileId !== fileId),
        );
      const row = this.rowOf(without(this.snap.values), this.snap.state);
      if (!this.written(await removeFile(this.db, fileId, row, this.stored))) return;
      this.change(without(this.snap.values));
    });

  /**
   * Saves a pending change now (with `force`, the draft as it stands) and waits for the write; false when
   * it failed (onSaveError has been told).
   */
  flush = async (force = false): Promise<boolean> => {
    if (force) this.dirty = true;
    this.autosave.cancel();
    this.save();
    await this.queue;
    return this.inflight;
  };

  /** Saves what is pending without waiting (pagehide, hidden, unmount). */
  flushSoon = (): void => {
    if (this.autosave.pending()) this.autosave.flush();
  };

  /** Stops autosaving before a submission takes the draft over. */
  hold = async (): Promise<void> => {
    this.autosave.cancel();
    await this.queue;
  };

  /** After the submission committed (`pending`), or when it did not happen (back to editing). */
  setState = (state: DraftState, values: FormValues = this.snap.values): void => {
    this.publish({ state, values });
    if (state !== 'pending') {
      this.dirty = true;
      this.autosave();
    }
  };
}
