import { safeUrl as safeLink } from '@portal/contract/safe-url';
import { type ChatMessage, type ChatConversation } from '@portal/contract/schemas';
import { useEffect, useRef } from 'react';
import { Empty, worldTime } from '../components';
import type { Choice } from './support-draft';

/** How close to the end of the log (px) still counts as reading the latest messages. */
const PINNED_SLACK = 32;

// ---------- what the player's widget may link to ----------

/** The address a link or an image may use, as the player's widget judges it, or null: it stays text. */
const safeUrl = (url: string): string | null => safeLink(url, location.origin);

/**
 * The messages, oldest first, as text. The view follows new messages (and images loading) while the reader
 * is at the end of it, and stays put while they read older ones.
 */
export function MessageLog(props: { name: string; messages: ChatConversation[] }) {
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
export function MessageBody({ message }: { message: ChatMessage }) {
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

export function Choices(props: { label: string; list: Choice[] }) {
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
export function Address({ url }: { url: string }) {
  const href = safeUrl(url);
  if (!href) return <code>{url || '(none)'}</code>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      <code>{url}</code>
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
