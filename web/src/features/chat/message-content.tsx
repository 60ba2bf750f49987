import { safeUrl as safeLink } from '@portal/contract/safe-url';
import type { ChatMessage } from '@portal/contract/schemas';
import { useTranslation } from '../../i18n/texts';
import { DocumentIcon, ExternalIcon, PhoneIcon } from '../../components/icons';
import { VisuallyHidden } from '../../components/visually-hidden';
import styles from './message-content.module.css';
import type { KeyIn } from '../../i18n/keys';

type Choice = { title: string; type: string; payload: string };

/** A link the chat may open, judged at this page's origin (contract/src/safe-url.ts). */
export const safeUrl = (url: string): string | null => safeLink(url, window.location.origin);

/** The number a call button dials: digits and a leading +, nothing else. */
const phoneNumber = (payload: string) => payload.replace(/(?!^\+)[^\d]/g, '');

/**
 * A button of support's (spec §3): web opens its address in a new tab, call dials, postback and any other
 * type are sent back (`onChoose`). Server text is always text, never markup.
 */
function ChoiceButton({ choice, onChoose, chip }: { choice: Choice; onChoose: (c: Choice) => void; chip?: boolean }) {
  const { t } = useTranslation('chat');
  const className = chip ? styles.chip : styles.choice;
  if (choice.type === 'web') {
    const href = safeUrl(choice.payload);
    if (!href) return <span className={className}>{choice.title}</span>;
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer">
        {choice.title}
        <ExternalIcon size={16} />
        <VisuallyHidden>{t('message.newTab')}</VisuallyHidden>
      </a>
    );
  }
  if (choice.type === 'call') {
    const number = phoneNumber(choice.payload);
    return (
      <a className={className} href={`tel:${number}`} aria-label={`${choice.title}, ${t('message.call', { number })}`}>
        <PhoneIcon size={16} />
        {choice.title}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={() => onChoose(choice)}>
      {choice.title}
    </button>
  );
}

function Media({ payload }: { payload: Extract<ChatMessage, { message_type: 'media' }>['payload'] }) {
  const { t } = useTranslation('chat');
  const href = safeUrl(payload.url);
  const caption = payload.message ? <p className={styles.text}>{payload.message}</p> : null;
  if (href && payload.fileType === 'image') {
    return (
      <>
        <a className={styles.mediaLink} href={href} target="_blank" rel="noopener noreferrer">
          <img className={styles.image} src={href} alt={payload.message || t('message.image')} loading="lazy" />
          <VisuallyHidden>
            {t('message.openImage')} {t('message.newTab')}
          </VisuallyHidden>
        </a>
        {caption}
      </>
    );
  }
  if (href && payload.fileType === 'video') {
    return (
      <>
        <video className={styles.video} src={href} controls preload="metadata" aria-label={t('message.video')} />
        {caption}
      </>
    );
  }
  const name = payload.filePath.split('/').pop() || payload.filePath;
  return (
    <>
      {href ? (
        <a className={styles.file} href={href} target="_blank" rel="noopener noreferrer">
          <DocumentIcon size={18} />
          {t('message.openFile', { name })}
          <ExternalIcon size={16} />
          <VisuallyHidden>{t('message.newTab')}</VisuallyHidden>
        </a>
      ) : (
        <span className={styles.file}>
          <DocumentIcon size={18} />
          {name}
        </span>
      )}
      {caption}
    </>
  );
}

/**
 * What a message says, by its type (spec §3). `titleOf` names a postback by the button that sent it;
 * `showReplies`: quick replies are offered under the latest message only.
 */
export function MessageContent({
  message,
  onChoose,
  titleOf,
  showReplies,
}: {
  message: ChatMessage;
  onChoose: (choice: Choice) => void;
  titleOf: (payload: string) => string | undefined;
  showReplies: boolean;
}) {
  const { t } = useTranslation('chat');
  switch (message.message_type) {
    case 'text':
      return <p className={styles.text}>{message.payload}</p>;
    case 'postback':
      return <p className={styles.text}>{titleOf(message.payload) ?? message.payload}</p>;
    case 'buttons':
      return (
        <>
          <p className={styles.text}>{message.payload.text}</p>
          <div className={styles.choices}>
            {message.payload.buttons.map((choice, index) => (
              <ChoiceButton key={index} choice={choice} onChoose={onChoose} />
            ))}
          </div>
        </>
      );
    case 'quick_replies':
      return (
        <>
          <p className={styles.text}>{message.payload.text}</p>
          {showReplies && (
            <div className={styles.chips}>
              {message.payload.replies.map((choice, index) => (
                <ChoiceButton key={index} choice={choice} onChoose={onChoose} chip />
              ))}
            </div>
          )}
        </>
      );
    case 'generic':
      return (
        <ul className={styles.cards}>
          {message.payloads.map((card, index) => {
            const image = safeUrl(card.image_url);
            return (
              <li key={index} className={styles.card}>
                {image && <img className={styles.cardImage} src={image} alt="" loading="lazy" />}
                <div className={styles.cardBody}>
                  <p className={styles.cardTitle}>{card.title}</p>
                  {card.subtitle && <p className={styles.cardSubtitle}>{card.subtitle}</p>}
                  <div className={styles.choices}>
                    {card.buttons.map((choice, i) => (
                      <ChoiceButton key={i} choice={choice} onChoose={onChoose} />
                    ))}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      );
    case 'media':
      return <Media payload={message.payload} />;
    default:
      return <p className={styles.unknown}>{t('message.unknown')}</p>;
  }
}

/** A message's text for a screen reader's announcement and for previews. */
export function plainText(message: ChatMessage, t: (key: KeyIn<'chat'>) => string): string {
  switch (message.message_type) {
    case 'text':
    case 'postback':
      return message.payload;
    case 'buttons':
    case 'quick_replies':
      return message.payload.text;
    case 'generic':
      return message.payloads.map((card) => card.title).join(', ');
    case 'media':
      return message.payload.message || t(message.payload.fileType === 'video' ? 'message.video' : 'message.image');
    default:
      return t('message.unknown');
  }
}
