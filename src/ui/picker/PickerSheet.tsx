/**
 * The bottom sheet every picker opens in: spec §9's tree popup height (780 rpx), a backdrop, and the
 * picker's body mounted only from opening until the close animation ends, so a closed picker costs
 * nothing and each opening starts from the current value. Rendered into <body>, where Framework7 keeps
 * its modals, so Framework7 never has to move a node React owns.
 */
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Sheet } from 'framework7-react';
import { useT } from '../../i18n';
import { ensureF7Modules } from './f7Modules';
import './picker.css';

// Framework7 passes role and aria-* through to the sheet element; its typings only know aria-*.
const DIALOG = { role: 'dialog' };

export interface PickerSheetProps {
  opened: boolean;
  onClose: () => void;
  label: string;
  testId: string;
  children: ReactNode;
}

export function PickerSheet({ opened, onClose, label, testId, children }: PickerSheetProps) {
  ensureF7Modules();
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  return createPortal(
    <Sheet
      className="picker-sheet"
      opened={opened}
      backdrop
      closeByBackdropClick
      containerEl={document.body}
      onSheetClose={onClose}
      onSheetClosed={() => setMounted(false)}
      {...DIALOG}
      aria-label={label}
      data-testid={testId}
    >
      {mounted ? children : null}
    </Sheet>,
    document.body,
  );
}

export interface PickerHeaderProps {
  title: string;
  onCancel: () => void;
  /** Absent while there is nothing to confirm (loading). */
  onConfirm?: () => void;
}

export function PickerHeader({ title, onCancel, onConfirm }: PickerHeaderProps) {
  const t = useT();
  return (
    <div className="picker-header">
      <button type="button" className="text-button picker-header-button" onClick={onCancel}>
        {t('app.cancel')}
      </button>
      <div className="picker-header-title">{title}</div>
      <button
        type="button"
        className="text-button picker-header-button picker-confirm"
        disabled={!onConfirm}
        onClick={onConfirm}
      >
        {t('app.confirm')}
      </button>
    </div>
  );
}

/** A line of text in the picker's body: loading, no data, nothing found. */
export function PickerNote({ text }: { text: string }) {
  return <p className="picker-note">{text}</p>;
}
