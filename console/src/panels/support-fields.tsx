import { createContext, useContext, type ReactNode } from 'react';
import { type Draft } from './support-draft';

// ---------- the composer ----------

export interface FormState {
  errors: Record<string, string>;
  /** The id of the field that edits a message path. */
  idOf: (path: string) => string;
  /** Changes the draft; `path` names the field edited (its error goes), null a change of shape (all go). */
  edit: (path: string | null, change: (draft: Draft) => Draft) => void;
}
export const FormContext = createContext<FormState | null>(null);
export function useForm(): FormState {
  const value = useContext(FormContext);
  if (!value) throw new Error('useForm outside the composer');
  return value;
}

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled field with its hint and, after a refused send, its error (both read with the field). */
export function Field(props: {
  path: string;
  label: string;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const { errors, idOf } = useForm();
  const id = idOf(props.path);
  const error = errors[props.path];
  const described = [props.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="support-field">
      <label htmlFor={id}>{props.label}</label>
      {props.children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {props.hint && (
        <p id={`${id}-hint`} className="muted small">
          {props.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error small">
          {error}
        </p>
      )}
    </div>
  );
}

export function ListError(props: { path: string }) {
  const { errors, idOf } = useForm();
  const error = errors[props.path];
  return error ? (
    <p id={`${idOf(props.path)}-error`} className="field-error small">
      {error}
    </p>
  ) : null;
}
