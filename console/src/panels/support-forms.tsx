import {
  BUTTON_TYPES,
  type ButtonDraft,
  type CardDraft,
  type Draft,
  EMPTY_BUTTON,
  EMPTY_CARD,
  FILE_TYPES,
  isButtonType,
  isFileType,
  rowKey,
} from './support-draft';
import { Field, ListError, useForm } from './support-fields';

export function ButtonsForm(props: { draft: Draft }) {
  const { edit } = useForm();
  const replies = props.draft.kind === 'quick_replies';
  const path = replies ? 'payload.replies' : 'payload.buttons';
  return (
    <>
      <Field
        path="payload.text"
        label="Message"
        hint={`Shown above the ${replies ? 'quick replies' : 'buttons'}; Enter makes a new line.`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={props.draft.text}
            onChange={(event) => {
              const text = event.target.value;
              edit('payload.text', (draft) => ({ ...draft, text }));
            }}
          />
        )}
      </Field>
      <ButtonRows
        path={path}
        noun={replies ? 'Quick reply' : 'Button'}
        rows={props.draft.buttons}
        edit={(field, change) => edit(field, (draft) => ({ ...draft, buttons: change(draft.buttons) }))}
      />
    </>
  );
}

/** A list of buttons (or quick replies), each its title, type and payload; at least one. */
export function ButtonRows(props: {
  path: string;
  noun: string;
  /** Whose buttons, for the names of the remove buttons ("of card 2"). */
  of?: string;
  rows: ButtonDraft[];
  edit: (field: string | null, change: (rows: ButtonDraft[]) => ButtonDraft[]) => void;
}) {
  const { idOf } = useForm();
  const { path, rows } = props;
  const setRow = (index: number, field: keyof ButtonDraft, change: Partial<ButtonDraft>) =>
    props.edit(`${path}.${index}.${field}`, (list) =>
      list.map((row, at) => (at === index ? { ...row, ...change } : row)),
    );
  const lower = props.noun.toLowerCase();
  return (
    <div className="support-rows">
      {rows.map((row, index) => {
        const type = BUTTON_TYPES[row.type];
        const label = `${props.noun} ${index + 1}${props.of ? ` of ${props.of}` : ''}`;
        return (
          <fieldset key={row.key} className="support-row">
            <legend>{label}</legend>
            <Field path={`${path}.${index}.title`} label="Title">
              {(control) => (
                <input
                  {...control}
                  value={row.title}
                  onChange={(e) => setRow(index, 'title', { title: e.target.value })}
                />
              )}
            </Field>
            <Field path={`${path}.${index}.type`} label="Type">
              {(control) => (
                <select
                  {...control}
                  value={row.type}
                  onChange={(e) => {
                    const value = e.target.value;
                    if (isButtonType(value)) setRow(index, 'type', { type: value });
                  }}
                >
                  {Object.entries(BUTTON_TYPES).map(([value, option]) => (
                    <option key={value} value={value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field path={`${path}.${index}.payload`} label={type.payload}>
              {(control) => (
                <input
                  {...control}
                  value={row.payload}
                  placeholder={type.placeholder}
                  inputMode={row.type === 'call' ? 'tel' : row.type === 'web' ? 'url' : undefined}
                  onChange={(e) => setRow(index, 'payload', { payload: e.target.value })}
                />
              )}
            </Field>
            <button
              type="button"
              className="button support-remove"
              disabled={rows.length === 1}
              onClick={() => props.edit(null, (list) => list.filter((_, at) => at !== index))}
            >
              Remove <span className="sr-only">{label.toLowerCase()}</span>
            </button>
          </fieldset>
        );
      })}
      <div>
        <button
          type="button"
          id={idOf(path)}
          className="button"
          onClick={() => props.edit(null, (list) => [...list, { ...EMPTY_BUTTON, key: rowKey() }])}
        >
          Add {lower} {props.of && <span className="sr-only">to {props.of}</span>}
        </button>
        <ListError path={path} />
      </div>
    </div>
  );
}

export function CardsForm(props: { cards: CardDraft[] }) {
  const { edit, idOf } = useForm();
  const setCard = (index: number, field: string | null, change: (card: CardDraft) => CardDraft) =>
    edit(field, (draft) => ({ ...draft, cards: draft.cards.map((card, at) => (at === index ? change(card) : card)) }));
  return (
    <div className="support-rows">
      {props.cards.map((card, index) => {
        const path = `payloads.${index}`;
        const text = (
          field: 'title' | 'subtitle' | 'imageUrl',
          label: string,
          contractField: string,
          hint?: string,
        ) => (
          <Field path={`${path}.${contractField}`} label={label} hint={hint}>
            {(control) => (
              <input
                {...control}
                value={card[field]}
                onChange={(e) => {
                  const value = e.target.value;
                  setCard(index, `${path}.${contractField}`, (current) => ({ ...current, [field]: value }));
                }}
              />
            )}
          </Field>
        );
        return (
          <fieldset key={card.key} className="support-group">
            <legend>Card {index + 1}</legend>
            {text('title', 'Title', 'title')}
            {text('subtitle', 'Subtitle', 'subtitle')}
            {text(
              'imageUrl',
              'Image URL',
              'image_url',
              'An http(s) address or a path on this server (/mock-assets/banners/bonus-welcome.svg); may be empty.',
            )}
            <ButtonRows
              path={`${path}.buttons`}
              noun="Button"
              of={`card ${index + 1}`}
              rows={card.buttons}
              edit={(field, change) =>
                setCard(index, field, (current) => ({ ...current, buttons: change(current.buttons) }))
              }
            />
            <button
              type="button"
              className="button danger support-remove"
              disabled={props.cards.length === 1}
              onClick={() => edit(null, (draft) => ({ ...draft, cards: draft.cards.filter((_, at) => at !== index) }))}
            >
              Remove card {index + 1}
            </button>
          </fieldset>
        );
      })}
      <div>
        <button
          type="button"
          id={idOf('payloads')}
          className="button"
          onClick={() =>
            edit(null, (draft) => ({
              ...draft,
              cards: [...draft.cards, { ...EMPTY_CARD, key: rowKey(), buttons: [{ ...EMPTY_BUTTON, key: rowKey() }] }],
            }))
          }
        >
          Add card
        </button>
        <ListError path="payloads" />
      </div>
    </div>
  );
}

export function MediaForm(props: { media: Draft['media'] }) {
  const { edit } = useForm();
  const set = (field: keyof Draft['media'], change: Partial<Draft['media']>) =>
    edit(`payload.${field}`, (draft) => ({ ...draft, media: { ...draft.media, ...change } }));
  return (
    <div className="support-media-form">
      <Field path="payload.fileType" label="File type">
        {(control) => (
          <select
            {...control}
            value={props.media.fileType}
            onChange={(e) => {
              const value = e.target.value;
              if (isFileType(value)) set('fileType', { fileType: value });
            }}
          >
            {FILE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        path="payload.url"
        label="URL"
        hint="The widget opens http(s) addresses and paths on this server (/mock-assets/banners/refund-1.svg)."
      >
        {(control) => (
          <input
            {...control}
            value={props.media.url}
            inputMode="url"
            onChange={(e) => set('url', { url: e.target.value })}
          />
        )}
      </Field>
      <Field path="payload.filePath" label="File path" hint="The name the widget shows for a file: chat/slip.png.">
        {(control) => (
          <input
            {...control}
            value={props.media.filePath}
            onChange={(e) => set('filePath', { filePath: e.target.value })}
          />
        )}
      </Field>
      <Field path="payload.message" label="Message (caption)">
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={props.media.message}
            onChange={(e) => set('message', { message: e.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
