import { characterCount, clipCharacters } from '@portal/contract/characters';
import { UPLOAD_LIMITS } from '@portal/contract/constants';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/texts';
import { UploadIcon } from '../../components/icons';
import type { ChatStore } from './chat-store';
import chatStyles from './chat.module.css';
import styles from './composer.module.css';

/** Spec §5: 2000 characters at most, counted as the server counts them (code points: an emoji is one). */
const MAX = UPLOAD_LIMITS.chatTextChars;
/** The counter shows from this many characters on. */
const COUNTER_FROM = MAX - 200;
const DRAFT_KEY = 'chat-draft';
const ACCEPT = [
  ...UPLOAD_LIMITS.chatExtensions.map((extension) => `.${extension}`),
  ...UPLOAD_LIMITS.chatMimeTypes,
].join(',');

const readDraft = () => {
  try {
    return sessionStorage.getItem(DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
};
const keepDraft = (text: string) => {
  try {
    if (text) sessionStorage.setItem(DRAFT_KEY, text);
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage refused: the draft lives as long as the page.
  }
};

/**
 * The message field: Enter sends (Shift+Enter for a new line; not while an input method is composing), an
 * empty message is not sent, 2000 characters at most (what goes past is cut off) with a counter near the
 * limit. What is typed is kept for the tab (a reload or a collapsed panel loses nothing). The attach button
 * takes a photo or video.
 */
export function Composer({ store, onSent }: { store: ChatStore; onSent: () => void }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState(readDraft);
  const field = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const counterId = useId();

  useEffect(() => keepDraft(text), [text]);

  // The field grows with its text, up to five lines, then scrolls.
  useEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [text]);

  const send = () => {
    if (!store.sendText(text)) return;
    setText('');
    onSent();
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const count = characterCount(text);
  const showCounter = count >= COUNTER_FROM;
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <button
        type="button"
        className={chatStyles.iconButton}
        onClick={() => picker.current?.click()}
        aria-label={t('composer.attach')}
      >
        <UploadIcon size={22} />
      </button>
      <input
        ref={picker}
        type="file"
        accept={ACCEPT}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) {
            store.sendFile(file);
            onSent();
          }
        }}
      />
      <div className={styles.field}>
        <textarea
          ref={field}
          data-chat-field
          className={styles.input}
          rows={1}
          value={text}
          maxLength={MAX * 2}
          placeholder={t('composer.placeholder')}
          aria-label={t('composer.label')}
          aria-describedby={showCounter ? counterId : undefined}
          enterKeyHint="send"
          // While an input method composes (a word on Android's keyboard, Thai too) the text is kept as it
          // comes: cutting it then would rewrite the word under composition. It is cut once the word is done.
          onChange={(event) =>
            setText(
              (event.nativeEvent as InputEvent).isComposing
                ? event.target.value
                : clipCharacters(event.target.value, MAX),
            )
          }
          onCompositionEnd={(event) => setText(clipCharacters(event.currentTarget.value, MAX))}
          onKeyDown={onKeyDown}
        />
        {showCounter && (
          <span id={counterId} className={styles.counter} data-full={count >= MAX || undefined}>
            <span aria-hidden="true">
              {count}/{MAX}
            </span>
            <span className={styles.srOnly}>{t('composer.counter', { count, max: MAX })}</span>
          </span>
        )}
      </div>
      <button type="submit" className={styles.send} disabled={text.trim() === ''} aria-label={t('composer.send')}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 12 20 4l-6 16-2.5-6.5L4 12Z" fill="currentColor" />
        </svg>
      </button>
    </form>
  );
}
