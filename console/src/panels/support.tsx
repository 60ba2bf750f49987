import type { ConversationSummary } from '@portal/contract/admin';
import type { ChatMessage } from '@portal/contract/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { keys, ok, useSession } from '../api';
import { Card, Empty, Loaded, Panel, worldTime } from '../components';
import { useNotices } from '../notices';
import { useWorldRead } from '../world-hooks';
import './support.css';
import { MessageLog } from './support-log';
import { type Draft, EMPTY_DRAFT } from './support-draft';
import { Composer } from './support-composer';

type Summary = z.infer<typeof ConversationSummary>;

const LIST_POLL_MS = 2_000;
const CONVERSATION_POLL_MS = 1_000;
const HISTORY_LIMIT = 200;
/** How long "End session" waits for its confirming second press. */
const CONFIRM_MS = 5_000;

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
  const { client } = useSession();
  const conversations = useWorldRead('conversations', (reader) => reader.conversations(), {
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
  const { session } = useSession();
  const queryClient = useQueryClient();
  const conversation = useWorldRead(
    ['conversation', owner],
    (client) => client.conversation({ params: { owner }, query: { limit: HISTORY_LIMIT } }),
    { refetchInterval: CONVERSATION_POLL_MS },
  );
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
