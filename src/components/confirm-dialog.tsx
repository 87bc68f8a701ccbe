import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in plain words (e.g. "3 activities and their files will be deleted."). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** 'danger' styles the confirm button red and puts first focus on Cancel. */
  tone?: 'default' | 'danger';
  /** While the action runs: the confirm button shows busy and the dialog stays open. */
  busy?: boolean;
  onConfirm: () => void;
  /** Called on Cancel, Escape and a click on the backdrop. */
  onCancel: () => void;
}

/**
 * A modal confirmation on the native <dialog> (focus trapped by the browser, Escape closes, inert
 * background). Focus goes to Cancel for dangerous actions (else to Confirm) and returns to the
 * element that had it when the dialog closes.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    title,
    children,
    confirmLabel,
    cancelLabel = 'Cancel',
    tone = 'default',
    busy = false,
  } = props;
  const { onConfirm, onCancel } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      // jsdom and very old browsers lack showModal: fall back to a plain open dialog.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    (tone === 'danger' ? cancelRef : confirmRef).current?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      previouslyFocused?.focus();
    };
  }, [open, tone]);

  if (!open) return null;
  return (
    // The backdrop click mirrors Escape, which the dialog's native cancel event (onCancel) handles.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop click mirrors Escape
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClick={(event) => {
        // A click on the <dialog> itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <div className="confirm-dialog__content">
        <h2 id={titleId} className="confirm-dialog__title">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="confirm-dialog__body">
            {children}
          </div>
        ) : null}
        <div className="confirm-dialog__actions">
          <Button ref={cancelRef} variant="ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmRef}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            busy={busy}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
