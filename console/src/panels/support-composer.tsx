import { type ChatMessage } from '@portal/contract/schemas';
import { useId, useState } from 'react';
import { useNotices } from '../notices';
import { useWorldAction } from '../world-hooks';
import { type Draft, KINDS, Sendable, messageOf } from './support-draft';
import { Field, FormContext, type FormState, useForm } from './support-fields';
import { ButtonsForm, CardsForm, MediaForm } from './support-forms';

/**
 * The answer: a message type and its form. The message is built as the contract has it and checked before
 * it goes; a refused or failed send keeps what was typed.
 */
export function Composer(props: {
  owner: string;
  name: string;
  draft: Draft;
  update: (change: (draft: Draft) => Draft) => void;
  onSent: () => void;
}) {
  const { owner, draft } = props;
  const notices = useNotices();
  const base = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useWorldAction((client, message: ChatMessage) =>
    client.answer({ params: { owner }, body: { message } }),
  );
  const idOf = (path: string) => `${base}-${path.replaceAll('.', '-')}`;
  const edit: FormState['edit'] = (path, change) => {
    props.update(change);
    if (path === null) setErrors({});
    else if (errors[path]) setErrors(({ [path]: _gone, ...rest }) => rest);
  };

  const submit = async () => {
    if (send.isPending) return;
    const checked = Sendable.safeParse(messageOf(draft));
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      document.getElementById(idOf(Object.keys(found)[0]))?.focus();
      notices.say('error', 'Not sent: fix the marked fields');
      return;
    }
    setErrors({});
    const sent = await send.act(checked.data, () => `Sent to ${props.name}`);
    if (sent) props.onSent();
  };

  return (
    <FormContext.Provider value={{ errors, idOf, edit }}>
      <form
        className="support-composer"
        aria-labelledby={`${base}-title`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          if (event.ctrlKey || event.metaKey) {
            event.preventDefault();
            void submit();
          } else if (event.target instanceof HTMLInputElement) {
            // Enter in a one-line field would send half a form: only the button and Ctrl/⌘+Enter send.
            event.preventDefault();
          }
        }}
      >
        <h3 id={`${base}-title`}>Answer as support</h3>
        <fieldset className="support-kinds">
          <legend>Message type</legend>
          {KINDS.map((item) => (
            <label key={item.kind} className="support-kind">
              <input
                type="radio"
                name={`${base}-kind`}
                value={item.kind}
                checked={draft.kind === item.kind}
                onChange={() => edit(null, (current) => ({ ...current, kind: item.kind }))}
              />
              <span>{item.label}</span>
            </label>
          ))}
        </fieldset>
        {draft.kind === 'text' && <TextForm text={draft.text} />}
        {(draft.kind === 'buttons' || draft.kind === 'quick_replies') && <ButtonsForm draft={draft} />}
        {draft.kind === 'generic' && <CardsForm cards={draft.cards} />}
        {draft.kind === 'media' && <MediaForm media={draft.media} />}
        {send.error && (
          <p className="failure" role="alert">
            Not sent: {send.error.message}. What you typed is kept.
          </p>
        )}
        <div className="actions support-send">
          <button type="submit" className="button primary" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send'}
          </button>
          <span className="muted small">Ctrl+Enter or ⌘+Enter sends too.</span>
        </div>
      </form>
    </FormContext.Provider>
  );
}

export function TextForm(props: { text: string }) {
  const { edit } = useForm();
  return (
    <Field path="payload" label="Message" hint="Enter makes a new line.">
      {(control) => (
        <textarea
          {...control}
          rows={3}
          value={props.text}
          onChange={(event) => {
            const text = event.target.value;
            edit('payload', (draft) => ({ ...draft, text }));
          }}
        />
      )}
    </Field>
  );
}
