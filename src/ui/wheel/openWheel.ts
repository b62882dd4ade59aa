/**
 * A wheel in a bottom sheet (Framework7's picker, loaded with its sheet on first use, so no screen pays for
 * it before a date is asked): 取消 · the field's name · 确定 on top, the columns below. `onDone` gets the
 * values only on 确定; 取消, the backdrop or a swipe down leave the field as it was.
 */
import { f7, f7ready } from 'framework7-react';
import { t } from '../../i18n';
import type { WheelColumn } from './wheelColumns';
import './wheel.css';

/** The running picker as these wheels use it (Framework7's own type is loose about columns). */
export interface OpenWheel {
  /** Replaces a column's values and then shows `value` in it (the days of another month). */
  replaceColumn(index: number, column: WheelColumn, value: string): void;
}

export interface WheelRequest {
  /** The field's name, shown between 取消 and 确定. */
  title: string;
  columns: WheelColumn[];
  value: string[];
  /** A column turned: the wheel's values now, and a way to change a later column. */
  onChange?: (values: string[], wheel: OpenWheel) => void;
  onDone: (values: string[]) => void;
}

interface PickerCol {
  value: string;
  replaceValues(values: string[], displayValues: string[]): void;
  setValue(value: string): void;
}
interface PickerLike {
  /** The sheet, once open (Dom7: its element is [0]). */
  $el: ArrayLike<HTMLElement>;
  cols: PickerCol[];
  open(): void;
  destroy(): void;
}

let loaded: Promise<unknown> | null = null;

function loadModules(): Promise<unknown> {
  loaded ??= Promise.all([
    import('framework7/components/sheet'),
    import('framework7/components/picker'),
    import('framework7/components/sheet/css'),
    import('framework7/components/picker/css'),
  ]).then(([sheet, picker]) => {
    const ready = new Promise<void>((resolve) => f7ready(() => resolve()));
    // A module the app already holds (the sheet, after a picker sheet) is skipped.
    return ready.then(() => Promise.all([f7.loadModule(sheet.default), f7.loadModule(picker.default)]));
  });
  return loaded;
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function toolbarHtml(title: string): string {
  return `<div class="toolbar toolbar-top wheel-toolbar"><div class="toolbar-inner">
    <a class="link wheel-cancel" role="button" tabindex="0">${escapeHtml(t('app.cancel'))}</a>
    <div class="title">${escapeHtml(title)}</div>
    <a class="link wheel-done" role="button" tabindex="0">${escapeHtml(t('app.confirm'))}</a>
  </div></div>`;
}

/** Names the columns for assistive technology and wires 取消 / 确定. */
function wire(picker: PickerLike, req: WheelRequest): void {
  const el = picker.$el[0];
  if (!el) return;
  el.setAttribute('aria-label', req.title);
  el.querySelectorAll('.picker-column').forEach((col, i) => {
    col.setAttribute('aria-label', req.columns[i]?.name ?? '');
  });
  const close = (done: boolean) => () => {
    if (done) req.onDone(picker.cols.map((c) => c.value));
    f7.sheet.close(el);
  };
  el.querySelector('.wheel-cancel')?.addEventListener('click', close(false));
  el.querySelector('.wheel-done')?.addEventListener('click', close(true));
}

export async function openWheel(req: WheelRequest): Promise<void> {
  await loadModules();
  let picker: PickerLike | null = null;
  const wheel: OpenWheel = {
    replaceColumn(index, column, value) {
      const col = picker?.cols[index];
      if (!col) return;
      col.replaceValues(column.values, column.displayValues);
      col.setValue(value);
    },
  };
  const created = f7.picker.create({
    openIn: 'sheet',
    backdrop: true,
    sheetSwipeToClose: true,
    rotateEffect: false,
    cssClass: 'wheel',
    value: req.value,
    renderToolbar: () => toolbarHtml(req.title),
    cols: req.columns.map((c) => ({
      values: c.values,
      displayValues: c.displayValues,
      textAlign: 'center',
      onChange: () => {
        if (picker)
          req.onChange?.(
            picker.cols.map((col) => col.value),
            wheel,
          );
      },
    })),
    on: {
      open: () => {
        if (picker) wire(picker, req);
      },
      closed: () => picker?.destroy(),
    },
  });
  picker = created as unknown as PickerLike;
  picker.open();
}
