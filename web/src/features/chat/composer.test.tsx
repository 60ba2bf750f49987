import { withinCharacters } from '@portal/contract/characters';
import { UPLOAD_LIMITS } from '@portal/contract/constants';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextsProvider } from '../../i18n/texts';
import { setupTestI18n } from '../../test/i18n';
import type { ChatStore } from './chat-store';
import { Composer } from './composer';

const MAX = UPLOAD_LIMITS.chatTextChars;

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
  await i18n.loadNamespaces('chat');
});
beforeEach(() => sessionStorage.clear());

/** The composer over a store that takes what the server would (the contract's rule), recording each text. */
function composer() {
  const sent: string[] = [];
  const store = {
    sendText: vi.fn((text: string) => {
      if (!withinCharacters(text.trim(), MAX)) return false;
      sent.push(text);
      return true;
    }),
    sendFile: vi.fn(),
  } as unknown as ChatStore;
  render(
    <TextsProvider texts={i18n}>
      <Composer store={store} onSent={() => undefined} />
    </TextsProvider>,
  );
  const field = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  const type = (value: string) => fireEvent.change(field, { target: { value } });
  return { field, type, sent };
}

describe('the composer counts characters as the server does', () => {
  it('takes 2,000 emoji: the counter says 2000 of 2000 and the message goes', () => {
    const { type, sent } = composer();
    const emoji = '😀'.repeat(MAX);
    type(emoji);
    expect(screen.getByText(`${MAX}/${MAX}`)).toBeTruthy();
    expect(screen.getByText(`${MAX} of ${MAX} characters`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([emoji]);
  });

  it('stops at 2,000: a 2,001st emoji is cut off, never half of one', () => {
    const { field, type } = composer();
    type('😀'.repeat(MAX + 1));
    expect(field.value).toBe('😀'.repeat(MAX));
    expect(screen.getByText(`${MAX}/${MAX}`)).toBeTruthy();
  });

  it('leaves a word under composition whole at the limit, and cuts it once the word is done', () => {
    const { field, type } = composer();
    const full = 'ก'.repeat(MAX);
    type(full);
    fireEvent.compositionStart(field);
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setValue?.call(field, `${full}สวัสดี`);
    fireEvent(field, new InputEvent('input', { bubbles: true, isComposing: true }));
    expect(field.value).toBe(`${full}สวัสดี`);
    fireEvent.compositionEnd(field);
    expect(field.value).toBe(full);
  });

  it('counts each Thai vowel and tone mark: 2,000 characters of Thai go whole', () => {
    const { field, type, sent } = composer();
    const thai = `${'สวัสดี'.repeat(333)}ครับ`.slice(0, MAX);
    type(thai);
    expect(field.value).toBe(thai);
    expect(screen.getByText(`${MAX}/${MAX}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([thai]);
  });

  it('shows the counter from 1,800 characters, counted in emoji, not in UTF-16 units', () => {
    const { type } = composer();
    type('😀'.repeat(1_000));
    expect(screen.queryByText(/\/2000$/)).toBeNull();
    type('😀'.repeat(1_800));
    expect(screen.getByText('1800/2000')).toBeTruthy();
  });
});
