import type { ChatConversation } from '@portal/contract/schemas';
import dayjs from 'dayjs';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/texts';
import { AlertCircleIcon, ChevronDownIcon } from '../../components/icons';
import { useNowFor } from '../../components/relative-time';
import { VisuallyHidden } from '../../components/visually-hidden';
import { formatDay } from '../../lib/dates';
import { formatRelativeTime, relativeTime } from '../../lib/relative-time';
import type { ChatStore } from './chat-store';
import type { ChatState } from './chat-state';
import contentStyles from './message-content.module.css';
import chatStyles from './chat.module.css';
import styles from './message-list.module.css';
import { MessageContent, plainText } from './message-content';
import { rowsOf, type LocalMessage, type Row } from './timeline';

type Choice = { title: string; type: string; payload: string };

/** How close to the bottom (px) still counts as reading the latest messages. */
const AT_BOTTOM_PX = 48;
/** How close to the top (px) asks for the older page. */
const NEAR_TOP_PX = 160;

const time = (iso: string) => dayjs(iso).format('HH:mm');

/**
 * A day's divider: its date (DD/MM/YYYY in every language, as every date of the app, spec §9), and for an earlier
 * day how long ago it was ("2 days ago", spec §9: counted from the day's start, so yesterday is "1 day ago"), kept
 * true as days pass while the chat stays open.
 */
function DayDivider({ day, at }: { day: string; at: string }) {
  const { t } = useTranslation('common');
  const start = dayjs(at).startOf('day');
  const now = useNowFor(start.valueOf());
  const { unit } = relativeTime(start.valueOf(), now);
  const earlier = unit === 'day' || unit === 'month' || unit === 'year';
  return (
    <p className={styles.divider}>
      <span>
        <time dateTime={start.format('YYYY-MM-DD')}>{day}</time>
        {earlier && ` · ${formatRelativeTime(start.valueOf(), t, now)}`}
      </span>
    </p>
  );
}

/** After Resend or Remove (whose button goes away), focus goes back to the message field. */
const focusField = () => document.querySelector<HTMLTextAreaElement>('[data-chat-field]')?.focus();

function LocalStatus({ item, store }: { item: LocalMessage; store: ChatStore }) {
  const { t } = useTranslation('chat');
  if (item.status === 'failed') {
    return (
      <div className={styles.failed} role="group" aria-label={t('status.failed')}>
        <span className={styles.failedText} role="alert">
          <AlertCircleIcon size={16} />
          {t('status.failed')}
          {item.error ? ` · ${t(item.error)}` : ''}
        </span>
        <span className={styles.failedActions}>
          <button
            type="button"
            className={chatStyles.linkButton}
            onClick={() => {
              store.resend(item.clientId);
              focusField();
            }}
          >
            {t('resend')}
          </button>
          <button
            type="button"
            className={chatStyles.linkButton}
            onClick={() => {
              store.remove(item.clientId);
              focusField();
            }}
          >
            {t('remove')}
          </button>
        </span>
      </div>
    );
  }
  if (item.status === 'uploading_file') {
    const percent = Math.round((item.progress ?? 0) * 100);
    return (
      <div className={styles.progressRow}>
        <progress
          className={styles.progress}
          max={100}
          value={percent}
          aria-label={t('status.uploading', { percent })}
        />
        <span className={styles.meta}>{t('status.uploading', { percent })}</span>
      </div>
    );
  }
  return <span className={styles.meta}>{t(item.status === 'queued' ? 'status.queued' : 'status.sending')}</span>;
}

/** One of the player's messages on its way: shown as it will be, with where it is. */
const LocalRow = memo(function LocalRow({ item, store }: { item: LocalMessage; store: ChatStore }) {
  const { t } = useTranslation('chat');
  const media = item.file;
  return (
    <div className={styles.row} data-sender="customer" data-status={item.status}>
      <div className={styles.bubble} data-sender="customer">
        {media ? (
          media.previewUrl ? (
            <img className={contentStyles.image} src={media.previewUrl} alt={media.name} />
          ) : (
            <p className={contentStyles.text}>
              {t('message.video')} · {media.name}
            </p>
          )
        ) : (
          <MessageContent
            message={item.message}
            onChoose={() => undefined}
            titleOf={() => undefined}
            showReplies={false}
          />
        )}
      </div>
      <LocalStatus item={item} store={store} />
    </div>
  );
});

const MessageRow = memo(function MessageRow({
  message,
  firstOfGroup,
  showReplies,
  receipt,
  onChoose,
  postbackTitle,
}: {
  message: ChatConversation;
  firstOfGroup: boolean;
  showReplies: boolean;
  receipt: 'sent' | 'seen' | null;
  onChoose: (choice: Choice) => void;
  /** A postback's words (the button that sent it), as a plain value so the row redraws only when it changes. */
  postbackTitle: string | undefined;
}) {
  const { t } = useTranslation('chat');
  const mine = message.sender === 'customer';
  const wide = message.message.message_type === 'generic';
  return (
    <div className={styles.row} data-sender={mine ? 'customer' : 'other'} data-first={firstOfGroup || undefined}>
      {firstOfGroup && <span className={styles.sender}>{mine ? t('sender.you') : t('sender.support')}</span>}
      <div className={styles.bubble} data-sender={mine ? 'customer' : 'other'} data-wide={wide || undefined}>
        <MessageContent
          message={message.message}
          onChoose={onChoose}
          titleOf={() => postbackTitle}
          showReplies={showReplies}
        />
      </div>
      <span className={styles.meta}>
        <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
        {receipt && ` · ${t(receipt === 'seen' ? 'status.seen' : 'status.sent')}`}
      </span>
    </div>
  );
});

/**
 * The conversation: a log that keeps the reader's place. Older pages load as the reader nears the top and
 * the message at the top of the view stays exactly where it was; new messages scroll into view only when
 * the reader is at the bottom, otherwise a pill counts them. Screen readers hear each new message once,
 * politely, from a separate live region (a page of history loading is not announced).
 */
export function MessageList({
  state,
  store,
  sent,
}: {
  state: ChatState;
  store: ChatStore;
  /** Counts the player's sends: each brings the view down to the latest message. */
  sent: number;
}) {
  const { t } = useTranslation('chat');
  const { timeline } = state;
  const scroller = useRef<HTMLDivElement>(null);
  /** The first message in view at the last measure, and where it then sat in the log's content. */
  const anchor = useRef<{ key: string; top: number } | null>(null);
  const atBottom = useRef(true);
  /** The pill's smooth scroll to the latest message is under way: the scroll events it fires on its way down
   * are not the reader leaving the bottom, until the reader scrolls by hand. */
  const following = useRef(false);
  const lastNewest = useRef<string | null>(null);
  const [unseen, setUnseen] = useState(0);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });

  const rows = useMemo(() => rowsOf(timeline, formatDay), [timeline]);

  /** A postback's words: the title of the support button that carries its payload. */
  const titles = useMemo(() => {
    const map = new Map<string, string>();
    for (const { message } of timeline.server) {
      const choices =
        message.message_type === 'buttons'
          ? message.payload.buttons
          : message.message_type === 'quick_replies'
            ? message.payload.replies
            : message.message_type === 'generic'
              ? message.payloads.flatMap((card) => card.buttons)
              : [];
      for (const choice of choices) if (choice.type === 'postback') map.set(choice.payload, choice.title);
    }
    return map;
  }, [timeline.server]);

  const onChoose = useCallback(
    (choice: Choice) => {
      atBottom.current = true;
      store.sendChoice(choice);
    },
    [store],
  );

  const newest = timeline.server.at(-1);
  const lastMine = timeline.server.findLast((message) => message.sender === 'customer');

  /** The first message in view and where it sits in the content (dividers come and go; messages stay). */
  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const near = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_BOTTOM_PX;
    if (near) following.current = false;
    atBottom.current = near || following.current;
    for (const child of element.querySelectorAll<HTMLElement>('[data-row][data-anchor]')) {
      if (child.offsetTop + child.offsetHeight > element.scrollTop) {
        anchor.current = { key: child.dataset.row as string, top: child.offsetTop };
        return;
      }
    }
  }, []);

  // After every change of the rows: stay at the bottom if the reader was there, else move the view by as much
  // as the row that was at its top moved (older pages grow above it, new messages below it). By the move, not
  // to a remembered position: a scroll the reader made since the last measure (its event not fired yet) stays.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (atBottom.current) {
      element.scrollTop = element.scrollHeight;
    } else if (anchor.current) {
      const row = element.querySelector<HTMLElement>(`[data-row="${CSS.escape(anchor.current.key)}"]`);
      if (row && row.offsetTop !== anchor.current.top) element.scrollTop += row.offsetTop - anchor.current.top;
    }
    measure();
  }, [rows, state.typing, measure]);

  // The log's box shrinks and grows (the keyboard, the field growing, a banner): a reader at the bottom stays there.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The smooth scroll ends short when the log grew meanwhile (a message, a read receipt): finish it at once.
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScrollEnd = () => {
      if (!following.current) return;
      following.current = false;
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
    };
    element.addEventListener('scrollend', onScrollEnd);
    return () => element.removeEventListener('scrollend', onScrollEnd);
  }, []);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || sent === 0) return;
    atBottom.current = true;
    element.scrollTop = element.scrollHeight;
    setUnseen(0);
  }, [sent]);

  // New messages: counted on the pill while the reader is up in the history; support's announced.
  useEffect(() => {
    if (!newest || newest._id === lastNewest.current) return;
    const previous = lastNewest.current;
    lastNewest.current = newest._id;
    if (previous === null) return;
    const from = timeline.server.findIndex((message) => message._id === previous);
    const arrived = from >= 0 ? timeline.server.slice(from + 1) : [newest];
    const theirs = arrived.filter((message) => message.sender === 'other');
    if (theirs.length > 0) {
      const text = `${t('sender.support')}: ${plainText(theirs.at(-1)!.message, t)}`;
      setAnnouncement((last) => ({ text, count: last.count + 1 }));
      if (!atBottom.current) setUnseen((count) => count + theirs.length);
    }
  }, [newest, timeline.server, t]);

  const onScroll = () => {
    measure();
    const element = scroller.current;
    if (atBottom.current && unseen > 0) setUnseen(0);
    if (element && element.scrollTop < NEAR_TOP_PX && !state.olderFailed) void store.loadOlder();
  };

  /** The reader takes the scroll over: where it stops is where they are. */
  const byHand = () => {
    following.current = false;
  };

  const toBottom = () => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = true;
    following.current = true;
    element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
    setUnseen(0);
  };

  // A short conversation does not fill the panel, so no scroll can ask for the older page: ask at once.
  useEffect(() => {
    const element = scroller.current;
    if (element && state.load === 'ready' && element.scrollHeight <= element.clientHeight && !timeline.reachedStart)
      void store.loadOlder();
  }, [rows, state.load, timeline.reachedStart, store]);

  const lastRowIsNewest = rows.at(-1)?.kind === 'message';

  return (
    <div className={styles.logFrame}>
      <div
        ref={scroller}
        className={styles.log}
        role="log"
        aria-live="off"
        aria-label={t('log')}
        tabIndex={0}
        onScroll={onScroll}
        onWheel={byHand}
        onTouchStart={byHand}
        onPointerDown={byHand}
        onKeyDown={byHand}
      >
        <div className={styles.history}>
          {timeline.reachedStart ? (
            <span className={styles.start}>{t('older.start')}</span>
          ) : state.olderFailed ? (
            <span className={styles.start}>
              {t('older.failed')}{' '}
              <button type="button" className={chatStyles.linkButton} onClick={() => void store.loadOlder()}>
                {t('common:retry')}
              </button>
            </span>
          ) : (
            <span className={styles.start} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              <VisuallyHidden>{t('older.loading')}</VisuallyHidden>
            </span>
          )}
        </div>
        {rows.map((row: Row) => (
          <div
            key={row.key}
            data-row={row.key}
            data-anchor={row.kind === 'message' || row.kind === 'local' || undefined}
          >
            {row.kind === 'day' ? (
              <DayDivider day={row.day} at={row.at} />
            ) : row.kind === 'end' ? (
              <p className={styles.ended} data-testid="chat-ended">
                {t('ended')}
              </p>
            ) : row.kind === 'local' ? (
              <LocalRow item={row.item} store={store} />
            ) : (
              <MessageRow
                message={row.message}
                firstOfGroup={row.firstOfGroup}
                showReplies={lastRowIsNewest && row.message._id === newest?._id}
                receipt={row.message._id === lastMine?._id ? (row.message.read ? 'seen' : 'sent') : null}
                onChoose={onChoose}
                postbackTitle={
                  row.message.message.message_type === 'postback' ? titles.get(row.message.message.payload) : undefined
                }
              />
            )}
          </div>
        ))}
        {state.typing && (
          <div className={styles.typing} data-row="typing">
            <span className={styles.dots} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span>{t('typing')}</span>
          </div>
        )}
      </div>
      {unseen > 0 && (
        <button type="button" className={styles.pill} onClick={toBottom}>
          <ChevronDownIcon size={18} />
          {t('newMessages', { count: unseen })}
        </button>
      )}
      {/* A fresh node for each message, so the same words twice ("OK", "OK") are read twice. */}
      <VisuallyHidden live="polite">
        <span key={announcement.count}>{announcement.text}</span>
      </VisuallyHidden>
    </div>
  );
}
