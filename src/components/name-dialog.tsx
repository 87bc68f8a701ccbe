import { useId, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** Longest name accepted (segments, like activities). */
export const MAX_NAME_LENGTH = 200;

export interface NameDialogProps {
  open: boolean;
  title: string;
  /** The field's label, e.g. "Segment name". */
  label: string;
  initialName: string;
  confirmLabel: string;
  busy?: boolean;
  /** An error to show under the field (the dialog stays open). */
  error?: string | null;
  onConfirm: (name: string) => void;
  onCancel: () => void;
  children?: React.ReactNode;
}

/**
 * A modal asking for a name (create or rename): a labelled field, trimmed and length-limited;
 * Enter confirms, an empty name cannot be confirmed.
 */
export function NameDialog(props: NameDialogProps) {
  if (!props.open) return null;
  return <NameDialogBody {...props} />;
}

function NameDialogBody(props: NameDialogProps) {
  const [name, setName] = useState(props.initialName);
  const fieldId = useId();
  const clean = name.trim().slice(0, MAX_NAME_LENGTH);
  const confirm = () => {
    if (clean.length > 0) props.onConfirm(clean);
  };
  return (
    <ConfirmDialog
      open
      title={props.title}
      confirmLabel={props.confirmLabel}
      busy={props.busy ?? false}
      onConfirm={confirm}
      onCancel={props.onCancel}
    >
      <form
        className="name-dialog__form"
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
      >
        <label htmlFor={fieldId}>{props.label}</label>
        <input
          id={fieldId}
          value={name}
          maxLength={MAX_NAME_LENGTH}
          aria-invalid={clean.length === 0}
          onChange={(e) => setName(e.target.value)}
        />
        {clean.length === 0 ? <p className="muted">A name cannot be empty.</p> : null}
      </form>
      {props.children}
      {props.error ? <p role="alert">{props.error}</p> : null}
    </ConfirmDialog>
  );
}
