import type { ErrorCode } from '@portal/contract/errors';
import { useState, type FormEvent } from 'react';
import { failureOf } from '../api/failure';
import { useFailureText } from '../i18n/failure-text';
import { useFocusFirstInvalid } from './use-focus-invalid';

/**
 * What is wrong with a field: a message key of the form's own (M, which `text` words), or a refusal the
 * catalogue words.
 */
type Problem<M extends string> = { message: M } | { code: ErrorCode };

/** A server refusal that belongs to one field: said there (in the catalogue's words, or `message`'s). */
export interface FieldRefusal<F extends string, M extends string = string> {
  field: F;
  message?: M;
}

/** The fields of a form: the keys of its values. */
type FieldOf<V> = keyof V & string;

interface FormOptions<V extends object, M extends string> {
  /** The values, kept by the hook from these... */
  initial?: V | (() => V);
  /** ...or kept by the caller (a wizard's draft, so Back loses nothing), changed through `onChange`. */
  values?: V;
  onChange?: (patch: Partial<V>) => void;
  /** The client-side rules: per field, the message key of what is wrong; a field without one is valid. */
  validate: (values: V) => Partial<Record<FieldOf<V>, M | undefined>>;
  /** The text of a message key (`validate`'s and the refusals'). */
  text: (message: M) => string;
  /** Server refusals said at a field instead of above the buttons. */
  refusals?: Partial<Record<ErrorCode, FieldRefusal<FieldOf<V>, NoInfer<M>>>>;
}

/**
 * The one way a form works: its fields' values and messages, the rules checked on submit (no call while a
 * field is wrong), the server's refusal said at its field when it names one (`refusals`) or above the buttons
 * (`refusal`, for `<InlineFailure error={form.refusal} />`), and the focus sent to the first field in trouble
 * so its message is read out. A field's message goes as soon as it is changed.
 */
export function useForm<V extends object, M extends string>({
  initial,
  values: outside,
  onChange,
  validate,
  text,
  refusals = {},
}: FormOptions<V, M>) {
  type F = FieldOf<V>;
  const failureText = useFailureText();
  const [own, setOwn] = useState<V>(initial ?? ({} as V));
  const [problems, setProblems] = useState<Partial<Record<F, Problem<M>>>>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const { form, focusFirstInvalid } = useFocusFirstInvalid();
  const values = outside ?? own;

  const set = <K extends keyof V>(name: K, value: V[K]) => {
    const patch = { [name]: value } as unknown as Partial<V>;
    if (onChange) onChange(patch);
    else setOwn((current) => ({ ...current, ...patch }));
    setProblems((current) => (name in current ? { ...current, [name]: undefined } : current));
  };

  const errorOf = (name: F): string | undefined => {
    const problem = problems[name];
    if (!problem) return undefined;
    return 'code' in problem ? failureText({ kind: 'code', code: problem.code }) : text(problem.message);
  };

  /** What a text field needs: its name, value, message, and a change handler (`parse` shapes the typing). */
  const field = <K extends F>(name: K, parse: (raw: string) => V[K] = (raw) => raw as V[K]) => ({
    name,
    value: values[name] as string,
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => set(name, parse(event.target.value)),
  });

  type Send = (values: V) => Promise<unknown>;
  type OnRefused = (code: ErrorCode, field: F) => void;

  const check = async (send: Send, onRefused?: OnRefused) => {
    const found = validate(values);
    const invalid = (Object.keys(found) as F[]).filter((name) => found[name]);
    setProblems(Object.fromEntries(invalid.map((name) => [name, { message: found[name] }])) as typeof problems);
    setRefusal(null);
    if (invalid.length > 0) return focusFirstInvalid();
    try {
      await send(values);
    } catch (error) {
      const failure = failureOf(error);
      const atField = failure.kind === 'code' ? refusals[failure.code] : undefined;
      if (failure.kind !== 'code' || !atField) return setRefusal(error);
      const problem: Problem<M> = atField.message ? { message: atField.message } : { code: failure.code };
      setProblems((current) => ({ ...current, [atField.field]: problem }));
      onRefused?.(failure.code, atField.field);
      focusFirstInvalid();
    }
  };

  /**
   * The form's submit handler: checks the rules, then `send`s the values. `send` rejects with the failed
   * call's error; `onRefused` hears a refusal said at a field (the screen may have more to do, e.g. unlock it).
   */
  const submit = (send: Send, onRefused?: OnRefused) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.current = event.currentTarget;
    void check(send, onRefused);
  };

  return { values, set, field, errorOf, submit, refusal };
}
