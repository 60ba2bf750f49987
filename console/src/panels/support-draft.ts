import type { z } from 'zod';
import { ChatMessage, type ChatButton } from '@portal/contract/schemas';

// ---------- the draft a composer holds ----------

export type Choice = z.infer<typeof ChatButton>;

export type Kind = 'text' | 'buttons' | 'quick_replies' | 'generic' | 'media';
export const KINDS: { kind: Kind; label: string }[] = [
  { kind: 'text', label: 'Text' },
  { kind: 'buttons', label: 'Buttons' },
  { kind: 'quick_replies', label: 'Quick replies' },
  { kind: 'generic', label: 'Cards (generic)' },
  { kind: 'media', label: 'Media' },
];

/** The button types the widget knows (ChatButton.type); anything else it sends back as text. */
export const BUTTON_TYPES = {
  postback: { label: 'postback (sent back)', payload: 'Payload', placeholder: 'MORE', missing: 'Give the payload.' },
  web: { label: 'web (opens the URL)', payload: 'URL', placeholder: 'https://…', missing: 'Give the URL.' },
  call: { label: 'call (dials)', payload: 'Phone number', placeholder: '021234567', missing: 'Give the number.' },
} as const;
export type ButtonType = keyof typeof BUTTON_TYPES;
export const isButtonType = (type: string): type is ButtonType => Object.hasOwn(BUTTON_TYPES, type);

export const FILE_TYPES = ['image', 'video', 'file'] as const;
export type FileType = (typeof FILE_TYPES)[number];
export const isFileType = (type: string): type is FileType => (FILE_TYPES as readonly string[]).includes(type);

export interface ButtonDraft {
  key: number;
  title: string;
  type: ButtonType;
  payload: string;
}
export interface CardDraft {
  key: number;
  title: string;
  subtitle: string;
  imageUrl: string;
  buttons: ButtonDraft[];
}
export interface Draft {
  kind: Kind;
  /** The text message, or the text above buttons and quick replies. */
  text: string;
  /** The buttons, or the quick replies. */
  buttons: ButtonDraft[];
  cards: CardDraft[];
  media: { fileType: FileType; url: string; filePath: string; message: string };
}

export const EMPTY_BUTTON: ButtonDraft = { key: 0, title: '', type: 'postback', payload: '' };
export const EMPTY_CARD: CardDraft = { key: 0, title: '', subtitle: '', imageUrl: '', buttons: [EMPTY_BUTTON] };
export const EMPTY_DRAFT: Draft = {
  kind: 'text',
  text: '',
  buttons: [EMPTY_BUTTON],
  cards: [EMPTY_CARD],
  media: { fileType: 'image', url: '', filePath: '', message: '' },
};

/** Keys of the rows added to a draft (the empty draft's rows are 0): unique within each list. */
let lastRowKey = 0;
export const rowKey = () => (lastRowKey += 1);

export const choicesOf = (rows: ButtonDraft[]): Choice[] =>
  rows.map(({ title, type, payload }) => ({ title, type, payload }));

/** The ChatMessage a draft stands for, every field as typed. */
export function messageOf(draft: Draft): ChatMessage {
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

export const blank = (value: string) => value.trim() === '';

/**
 * What support may send: the contract's ChatMessage, and what a player could act on (a text that says
 * something, titled buttons with a payload, at least one of each list). Issues carry the message's own paths
 * (payload.buttons.0.title), which name the form's fields.
 */
export const Sendable = ChatMessage.superRefine((message, ctx) => {
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
