import type { ConversationSummary } from '@portal/contract/admin';
import { ChatMessage, type ChatButton, type ChatConversation } from '@portal/contract/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { keys, ok, useSession } from '../api';
import { Card, Empty, Loaded, Panel, worldTime } from '../components';
import { useNotices } from '../notices';
import './support.css';

type Summary = z.infer<typeof ConversationSummary>;
type Choice = z.infer<typeof ChatButton>;

const LIST_POLL_MS = 2_000;
const CONVERSATION_POLL_MS = 1_000;
const HISTORY_LIMIT = 200;
/** How long "End session" waits for its confirming second press. */
const CONFIRM_MS = 5_000;
/** How close to the end of the log (px) still counts as reading the latest messages. */
const PINNED_SLACK = 32;

// ---------- what the player's widget may link to ----------

/** An absolute http(s) address, or a path on this server (not `//host`, which is another origin). */
const SAFE_ADDRESS = /^(?:https?:\/\/|\/(?![/\\]))/i;

/** The address a link or an image may use, or null when the text must stay text (javascript:, data:, …). */
function safeUrl(url: string): string | null {
  if (!SAFE_ADDRESS.test(url)) return null;
  try {
    return new URL(url, location.origin).href;
  } catch {
    return null;
  }
}

// ---------- the draft a composer holds ----------

type Kind = 'text' | 'buttons' | 'quick_replies' | 'generic' | 'media';
const KINDS: { kind: Kind; label: string }[] = [
  { kind: 'text', label: 'Text' },
  { kind: 'buttons', label: 'Buttons' },
  { kind: 'quick_replies', label: 'Quick replies' },
  { kind: 'generic', label: 'Cards (generic)' },
  { kind: 'media', label: 'Media' },
];

/** The button types the widget knows (ChatButton.type); anything else it sends back as text. */
const BUTTON_TYPES = {
  postback: { label: 'postback (sent back)', payload: 'Payload', placeholder: 'MORE', missing: 'Give the payload.' },
  web: { label: 'web (opens the URL)', payload: 'URL', placeholder: 'https://…', missing: 'Give the URL.' },
  call: { label: 'call (dials)', payload: 'Phone number', placeholder: '021234567', missing: 'Give the number.' },
} as const;
type ButtonType = keyof typeof BUTTON_TYPES;
const isButtonType = (type: string): type is ButtonType => Object.hasOwn(BUTTON_TYPES, type);

const FILE_TYPES = ['image', 'video', 'file'] as const;
type FileType = (typeof FILE_TYPES)[number];
const isFileType = (type: string): type is FileType => (FILE_TYPES as readonly string[]).includes(type);

interface ButtonDraft {
  key: number;
  title: string;
  type: ButtonType;
  payload: string;
}
interface CardDraft {
  key: number;
  title: string;
  subtitle: string;
  imageUrl: string;
  buttons: ButtonDraft[];
}
interface Draft {
  kind: Kind;
  /** The text message, or the text above buttons and quick replies. */
  text: string;
  /** The buttons, or the quick replies. */
  buttons: ButtonDraft[];
  cards: CardDraft[];
  media: { fileType: FileType; url: string; filePath: string; message: string };
}

const EMPTY_BUTTON: ButtonDraft = { key: 0, title: '', type: 'postback', payload: '' };
const EMPTY_CARD: CardDraft = { key: 0, title: '', subtitle: '', imageUrl: '', buttons: [EMPTY_BUTTON] };
const EMPTY_DRAFT: Draft = {
  kind: 'text',
  text: '',
  buttons: [EMPTY_BUTTON],
  cards: [EMPTY_CARD],
  media: { fileType: 'image', url: '', filePath: '', message: '' },
};

/** Keys of the rows added to a draft (the empty draft's rows are 0): unique within each list. */
let lastRowKey = 0;
const rowKey = () => (lastRowKey += 1);

const choicesOf = (rows: ButtonDraft[]): Choice[] => rows.map(({ title, type, payload }) => ({ title, type, payload }));

/** The ChatMessage a draft stands for, every field as typed. */
function messageOf(draft: Draft): ChatMessage {
  switch (draft.kind) {
    case 'text':
      return { message_type: 'text', payload: draft.text };
    case 'buttons':
      return { message_type: 'buttons', payload: { text: draft.text, buttons: choicesOf(draft.buttons) } };
    case 'quick_replies':
      return { message_type: 'quick_replies', payload: { text: draft.text, replies: choicesOf(draft.buttons) } };
    case 'generic':
      return {
        message_type: 'generic',
        payloads: draft.cards.map((card) => ({
          image_url: card.imageUrl,
          title: card.title,
          subtitle: card.subtitle,
          buttons: choicesOf(card.buttons),
        })),
      };
    case 'media':
      return { message_type: 'media', payload: { ...draft.media } };
  }
}

const blank = (value: string) => value.trim() === '';

/**
 * What support may send: the contract's ChatMessage, and what a player could act on (a text that says
 * something, titled buttons with a payload, at least one of each list). Issues carry the message's own paths
 * (payload.buttons.0.title), which name the form's fields.
 */
const Sendable = ChatMessage.superRefine((message, ctx) => {
  const need = (okay: boolean, path: (string | number)[], text: string) => {
    if (!okay) ctx.addIssue({ code: 'custom', path, message: text });
  };
  const choices = (list: Choice[], path: (string | number)[]) => {
    need(list.length > 0, path, 'Add at least one button.');
    list.forEach((choice, index) => {
      need(!blank(choice.title), [...path, index, 'title'], 'Give the button a title.');
      need(
        !blank(choice.payload),
        [...path, index, 'payload'],
        isButtonType(choice.type) ? BUTTON_TYPES[choice.type].missing : 'Give the payload.',
      );
    });
  };
  switch (message.message_type) {
    case 'text':
      need(!blank(message.payload), ['payload'], 'Type a message.');
      break;
    case 'buttons':
      need(!blank(message.payload.text), ['payload', 'text'], 'Type the text above the buttons.');
      choices(message.payload.buttons, ['payload', 'buttons']);
      break;
    case 'quick_replies':
      need(!blank(message.payload.text), ['payload', 'text'], 'Type the text above the quick replies.');
      choices(message.payload.replies, ['payload', 'replies']);
      break;
    case 'generic':
      need(message.payloads.length > 0, ['payloads'], 'Add at least one card.');
      message.payloads.forEach((card, index) => {
        need(!blank(card.title), ['payloads', index, 'title'], 'Give the card a title.');
        choices(card.buttons, ['payloads', index, 'buttons']);
      });
      break;
    case 'media':
      need(!blank(message.payload.url), ['payload', 'url'], 'Give the file’s URL.');
      need(!blank(message.payload.filePath), ['payload', 'filePath'], 'Give the file’s path.');
      break;
  }
});

// ---------- words for conversations and messages ----------

/** Who a conversation is with: the member's name, or the guest's id shortened (the owner until the list is read). */
function nameOf(summary: Summary | undefined, owner: string): string {
  if (!summary) return owner;
  return summary.name ?? (summary.kind === 'member' ? owner : `Guest …${owner.slice(-6)}`);
}

/** A message as one short line of plain text (the list's preview). */
function summaryOf(message: ChatMessage): string {
  switch (message.message_type) {
    case 'text':
      return message.payload;
    case 'postback':
      return `Postback: ${message.payload}`;
    case 'buttons':
      return `${message.payload.text} [${message.payload.buttons.length} buttons]`;
    case 'quick_replies':
      return `${message.payload.text} [${message.payload.replies.length} quick replies]`;
    case 'generic':
      return `Cards: ${message.payloads.map((card) => card.title).join(', ')}`;
    case 'media':
      return `${message.payload.fileType}: ${message.payload.message || message.payload.filePath}`;
    default:
      return 'Unknown message';
  }
}

// ---------- the panel ----------

/** Support: QA answers the players' chats as the support agent, with any message type. */
export default function SupportPanel() {
  const { session, client } = useSession();
  const conversations = useQuery({
    queryKey: keys.of(session, 'conversations'),
    queryFn: () => ok(client.conversations()),
    refetchInterval: LIST_POLL_MS,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [typing, setTyping] = useState<Record<string, boolean>>({});
  const summary = conversations.data?.conversations.find((item) => item.owner === chosen);
  // Support stops typing where it left off when QA leaves the panel (or the world): no player sees "typing…"
  // for ever.
  const typingNow = useRef(typing);
  useEffect(() => {
    typingNow.current = typing;
  }, [typing]);
  useEffect(
    () => () => {
      for (const [owner, on] of Object.entries(typingNow.current))
        if (on) void client.typing({ params: { owner }, body: { typing: false } });
    },
    [client],
  );

  return (
    <Panel
      title="Support"
      help="Answer the players’ chats as the support agent: what you send reaches the player’s widget at once, with any message type the widget knows."
    >
      <div className="support">
        <Card title="Conversations" className="support-list">
          <Loaded query={conversations} label="Loading the conversations…">
            {(data) =>
              data.conversations.length === 0 ? (
                <Empty>No conversation yet: open the portal’s contact page with the chat widget on.</Empty>
              ) : (
                <ul className="support-items">
                  {data.conversations.map((item) => (
                    <li key={item.owner}>
                      <ConversationItem
                        item={item}
                        chosen={item.owner === chosen}
                        choose={() => setChosen(item.owner)}
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          </Loaded>
        </Card>
        {chosen === null ? (
          <Card title="Conversation" className="support-conversation">
            <Empty>Choose a conversation to read it and answer.</Empty>
          </Card>
        ) : (
          <Conversation
            key={chosen}
            owner={chosen}
            summary={summary}
            draft={drafts[chosen] ?? EMPTY_DRAFT}
            update={(change) => setDrafts((all) => ({ ...all, [chosen]: change(all[chosen] ?? EMPTY_DRAFT) }))}
            typing={typing[chosen] ?? false}
            setTyping={(value) => setTyping((all) => ({ ...all, [chosen]: value }))}
          />
        )}
      </div>
    </Panel>
  );
}

function ConversationItem(props: { item: Summary; chosen: boolean; choose: () => void }) {
  const { item } = props;
  return (
    <button type="button" className="support-item" aria-current={props.chosen || undefined} onClick={props.choose}>
      <span className="support-item-head">
        <span className="support-item-name">{nameOf(item, item.owner)}</span>
        {item.unread > 0 && <span className="pill info">{item.unread} unread</span>}
      </span>
      {item.phone && <span className="muted small">{item.phone}</span>}
      <span className="support-item-last">
        {item.last ? `${item.last.sender === 'customer' ? '' : 'Support: '}${summaryOf(item.last.message)}` : '—'}
      </span>
      {item.last && (
        <time className="muted small" dateTime={item.last.createdAt}>
          {worldTime(item.last.createdAt)}
        </time>
      )}
    </button>
  );
}

/** The chosen conversation: its messages (read live), what support may do to it, and the composer. */
function Conversation(props: {
  owner: string;
  summary: Summary | undefined;
  draft: Draft;
  update: (change: (draft: Draft) => Draft) => void;
  typing: boolean;
  setTyping: (typing: boolean) => void;
}) {
  const { owner, summary } = props;
  const { session, client } = useSession();
  const queryClient = useQueryClient();
  const conversation = useQuery({
    queryKey: keys.of(session, 'conversation', owner),
    queryFn: () => ok(client.conversation({ params: { owner }, query: { limit: HISTORY_LIMIT } })),
    refetchInterval: CONVERSATION_POLL_MS,
  });
  const card = useRef<HTMLDivElement>(null);
  // On a phone the conversation is below the list: bring it into view when chosen.
  useEffect(() => {
    const top = card.current?.getBoundingClientRect().top ?? 0;
    if (top > innerHeight / 2) card.current?.scrollIntoView({ block: 'start' });
  }, []);
  const name = nameOf(summary, owner);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: keys.of(session, 'conversation', owner) });
    void queryClient.invalidateQueries({ queryKey: keys.of(session, 'conversations') });
  };

  return (
    <div ref={card} className="support-conversation">
      <Card
        title={`Chat with ${name}`}
        actions={<Actions owner={owner} typing={props.typing} setTyping={props.setTyping} refresh={refresh} />}
      >
        <p className="muted small support-who">
          {summary?.phone && <>{summary.phone} · </>}
          {summary?.kind ?? 'owner'} <code>{owner}</code>
        </p>
        <Loaded query={conversation} label="Loading the messages…">
          {(data) => <MessageLog name={name} messages={data.messages} />}
        </Loaded>
        <Composer
          owner={owner}
          name={name}
          draft={props.draft}
          update={props.update}
          onSent={() => {
            props.update((draft) => ({ ...EMPTY_DRAFT, kind: draft.kind }));
            props.setTyping(false);
            refresh();
          }}
        />
      </Card>
    </div>
  );
}

/** Mark read, typing, end session, cut sockets: each says what it did. */
function Actions(props: { owner: string; typing: boolean; setTyping: (typing: boolean) => void; refresh: () => void }) {
  const { owner } = props;
  const { client } = useSession();
  const notices = useNotices();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => setConfirming(false), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [confirming]);

  const act = async <T,>(action: () => Promise<T>, success: (result: T) => string) => {
    setBusy(true);
    await notices.run(action, success);
    setBusy(false);
    props.refresh();
  };

  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() =>
          void act(
            () => ok(client.read({ params: { owner } })),
            ({ updated }) =>
              updated === 0 ? 'Nothing was unread' : `${updated} message${updated === 1 ? '' : 's'} marked read`,
          )
        }
      >
        Mark read
      </button>
      <button
        type="button"
        className="button"
        aria-pressed={props.typing}
        disabled={busy}
        onClick={() =>
          void act(
            async () => {
              const answer = await ok(client.typing({ params: { owner }, body: { typing: !props.typing } }));
              props.setTyping(answer.typing);
              return answer;
            },
            ({ typing }) => (typing ? 'The player sees support typing' : 'Typing stopped'),
          )
        }
      >
        Typing…
      </button>
      <button
        type="button"
        className={`button danger ${confirming ? 'confirming' : ''}`}
        disabled={busy}
        onClick={() => {
          if (!confirming) {
            setConfirming(true);
            return;
          }
          setConfirming(false);
          void act(
            () => ok(client.endChat({ params: { owner } })),
            () => 'Session ended: the player’s next message starts a new one',
          );
        }}
      >
        {confirming ? 'Press again to end' : 'End session'}
      </button>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() =>
          void act(
            () => ok(client.disconnect({ params: { owner } })),
            () => 'Sockets cut: the player reconnects and catches up',
          )
        }
      >
        Cut sockets
      </button>
    </>
  );
}

// ---------- the log ----------

/**
 * The messages, oldest first, as text. The view follows new messages (and images loading) while the reader
 * is at the end of it, and stays put while they read older ones.
 */
function MessageLog(props: { name: string; messages: ChatConversation[] }) {
  const log = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const pinned = useRef(true);
  useEffect(() => {
    const view = log.current;
    const content = list.current;
    if (!view || !content) return;
    view.scrollTop = view.scrollHeight;
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) view.scrollTop = view.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={log}
      className="support-log"
      role="log"
      aria-live="polite"
      aria-label={`Messages with ${props.name}`}
      tabIndex={0}
      onScroll={(event) => {
        const view = event.currentTarget;
        pinned.current = view.scrollHeight - view.scrollTop - view.clientHeight < PINNED_SLACK;
      }}
    >
      <ol ref={list} className="support-messages">
        {props.messages.length === 0 && (
          <li>
            <Empty>No message in this conversation.</Empty>
          </li>
        )}
        {props.messages.map((entry, index) => {
          const customer = entry.sender === 'customer';
          const newSession = index > 0 && props.messages[index - 1].session_id !== entry.session_id;
          return (
            <li key={entry._id} className={`support-message ${customer ? 'from-player' : 'from-support'}`}>
              {newSession && (
                <p className="support-session small muted">
                  New session <code>{entry.session_id}</code>
                </p>
              )}
              <div className="support-bubble">
                <p className="support-meta small">
                  <span className="support-sender">{customer ? 'Player' : 'Support'}</span>
                  <time dateTime={entry.createdAt}>{worldTime(entry.createdAt)}</time>
                  <span className={`pill ${entry.read ? 'success' : ''}`}>
                    {entry.read ? 'read' : customer ? 'unread' : 'not read yet'}
                  </span>
                </p>
                <MessageBody message={entry.message} />
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** A message's content by type, always as text: no markup from the message is ever read as HTML. */
function MessageBody({ message }: { message: ChatMessage }) {
  switch (message.message_type) {
    case 'text':
      return <p className="support-text">{message.payload}</p>;
    case 'postback':
      return (
        <p className="support-text">
          <span className="pill">postback</span> <code>{message.payload}</code>
        </p>
      );
    case 'buttons':
      return (
        <>
          <p className="support-text">{message.payload.text}</p>
          <Choices label="Buttons" list={message.payload.buttons} />
        </>
      );
    case 'quick_replies':
      return (
        <>
          <p className="support-text">{message.payload.text}</p>
          <Choices label="Quick replies" list={message.payload.replies} />
        </>
      );
    case 'generic':
      return (
        <ul className="support-cards">
          {message.payloads.map((card, index) => {
            const image = safeUrl(card.image_url);
            return (
              <li key={index} className="support-card">
                {image && <img className="support-card-image" src={image} alt="" />}
                <p className="support-card-title">{card.title}</p>
                {card.subtitle && <p className="support-text muted">{card.subtitle}</p>}
                <p className="small">
                  Image: <Address url={card.image_url} />
                </p>
                <Choices label={`Buttons of ${card.title}`} list={card.buttons} />
              </li>
            );
          })}
        </ul>
      );
    case 'media': {
      const { payload } = message;
      const preview = payload.fileType === 'image' ? safeUrl(payload.url) : null;
      return (
        <>
          <p className="support-text">
            <span className="pill">{payload.fileType}</span> {payload.message}
          </p>
          {preview && <img className="support-media-image" src={preview} alt={payload.message || 'Image'} />}
          <dl className="facts small">
            <dt>URL</dt>
            <dd>
              <Address url={payload.url} />
            </dd>
            <dt>File path</dt>
            <dd>
              <code>{payload.filePath}</code>
            </dd>
          </dl>
        </>
      );
    }
    default:
      return (
        <>
          <p className="muted small">A message of a type the widget does not know:</p>
          <pre>{JSON.stringify(message, null, 2)}</pre>
        </>
      );
  }
}

function Choices(props: { label: string; list: Choice[] }) {
  return (
    <ul className="support-choices" aria-label={props.label}>
      {props.list.map((choice, index) => (
        <li key={index}>
          <span className="support-choice-title">{choice.title}</span> <span className="pill">{choice.type}</span>{' '}
          {choice.type === 'web' ? <Address url={choice.payload} /> : <code>{choice.payload}</code>}
        </li>
      ))}
    </ul>
  );
}

/** An address: a link (new tab) when http(s) or on this server, else the text as written. */
function Address({ url }: { url: string }) {
  const href = safeUrl(url);
  if (!href) return <code>{url || '(none)'}</code>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      <code>{url}</code>
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

// ---------- the composer ----------

interface FormState {
  errors: Record<string, string>;
  /** The id of the field that edits a message path. */
  idOf: (path: string) => string;
  /** Changes the draft; `path` names the field edited (its error goes), null a change of shape (all go). */
  edit: (path: string | null, change: (draft: Draft) => Draft) => void;
}
const FormContext = createContext<FormState | null>(null);
function useForm(): FormState {
  const value = useContext(FormContext);
  if (!value) throw new Error('useForm outside the composer');
  return value;
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled field with its hint and, after a refused send, its error (both read with the field). */
function Field(props: { path: string; label: string; hint?: string; children: (control: ControlProps) => ReactNode }) {
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

function ListError(props: { path: string }) {
  const { errors, idOf } = useForm();
  const error = errors[props.path];
  return error ? (
    <p id={`${idOf(props.path)}-error`} className="field-error small">
      {error}
    </p>
  ) : null;
}

/**
 * The answer: a message type and its form. The message is built as the contract has it and checked before
 * it goes; a refused or failed send keeps what was typed.
 */
function Composer(props: {
  owner: string;
  name: string;
  draft: Draft;
  update: (change: (draft: Draft) => Draft) => void;
  onSent: () => void;
}) {
  const { owner, draft } = props;
  const { client } = useSession();
  const notices = useNotices();
  const base = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: (message: ChatMessage) => ok(client.answer({ params: { owner }, body: { message } })),
  });
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
    const sent = await notices.run(
      () => send.mutateAsync(checked.data),
      () => `Sent to ${props.name}`,
    );
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
        {send.isError && (
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

function TextForm(props: { text: string }) {
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

function ButtonsForm(props: { draft: Draft }) {
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
function ButtonRows(props: {
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

function CardsForm(props: { cards: CardDraft[] }) {
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

function MediaForm(props: { media: Draft['media'] }) {
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
