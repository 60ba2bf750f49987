import type { ChatMessage } from '@portal/contract/schemas';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextsProvider } from '../../i18n/texts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import chatEn from '../../i18n/locales/en/chat.json';
import { setupTestI18n } from '../../test/i18n';
import { fileKind } from './chat-failures';
import { MessageContent, plainText, safeUrl } from './message-content';

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
  await i18n.loadNamespaces('chat');
});

function show(
  message: ChatMessage,
  options: { titleOf?: (p: string) => string | undefined; showReplies?: boolean } = {},
) {
  const onChoose = vi.fn();
  render(
    <TextsProvider texts={i18n}>
      <MessageContent
        message={message}
        onChoose={onChoose}
        titleOf={options.titleOf ?? (() => undefined)}
        showReplies={options.showReplies ?? true}
      />
    </TextsProvider>,
  );
  return onChoose;
}

describe('safe chat links', () => {
  it.each([
    ['/mock-assets/uploads/abc', '/mock-assets/uploads/abc'],
    ['https://goldwallet.example.test/bonus', 'https://goldwallet.example.test/bonus'],
    ['//evil.example/x', new URL('//evil.example/x', window.location.origin).href],
    ['/\\evil.example/x', new URL('//evil.example/x', window.location.origin).href],
    ['javascript:alert(1)', null],
    [' javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['not a url', null],
    ['relative/path.png', null],
  ])('%s → %s', (url, expected) => expect(safeUrl(url)).toBe(expected));
});

describe('what a message shows', () => {
  it('shows server text as text, never as markup', () => {
    show({ message_type: 'text', payload: '<img src=x onerror=alert(1)><b>hi</b>' });
    expect(screen.getByText('<img src=x onerror=alert(1)><b>hi</b>')).toBeInTheDocument();
    expect(document.querySelector('img, b')).toBeNull();
  });

  it('makes web buttons links to safe addresses only, call buttons tel: links, and sends the rest', async () => {
    const onChoose = show({
      message_type: 'buttons',
      payload: {
        text: 'Pick one',
        buttons: [
          { title: 'Site', type: 'web', payload: 'https://goldwallet.example.test' },
          { title: 'Trap', type: 'web', payload: 'javascript:alert(1)' },
          { title: 'Call us', type: 'call', payload: '+66 (2) 123-4567' },
          { title: 'More', type: 'postback', payload: 'MORE' },
          { title: 'Odd', type: 'reply', payload: 'odd text' },
        ],
      },
    });
    expect(screen.getByRole('link', { name: /Site/ })).toHaveAttribute('href', 'https://goldwallet.example.test/');
    expect(screen.getByRole('link', { name: /Site/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Trap/ })).toBeNull();
    expect(screen.getByText('Trap')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+6621234567');
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.click(screen.getByRole('button', { name: 'Odd' }));
    expect(onChoose.mock.calls.map(([choice]) => choice.payload)).toEqual(['MORE', 'odd text']);
  });

  it('offers quick replies only where asked (under the latest message)', () => {
    show(
      {
        message_type: 'quick_replies',
        payload: { text: 'Which?', replies: [{ title: 'A', type: 'postback', payload: 'A' }] },
      },
      { showReplies: false },
    );
    expect(screen.getByText('Which?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'A' })).toBeNull();
  });

  it('names a postback by the button that sent it', () => {
    show(
      { message_type: 'postback', payload: 'WITHDRAW' },
      { titleOf: (p) => (p === 'WITHDRAW' ? 'Withdraw' : undefined) },
    );
    expect(screen.getByText('Withdraw')).toBeInTheDocument();
  });

  it('shows media by kind, and an unknown type as a neutral line', () => {
    show({
      message_type: 'media',
      payload: { message: 'the slip', url: 'data:image/png;base64,AAAA', fileType: 'image', filePath: 'a/slip.png' },
    });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('slip.png')).toBeInTheDocument();
    show({ message_type: 'unknown', payload: { sticker: 1 } });
    expect(screen.getByText(chatEn.message.unknown)).toBeInTheDocument();
  });

  it('reads out each type in words', () => {
    const t = (key: string) => key;
    expect(
      plainText({ message_type: 'generic', payloads: [{ image_url: '', title: 'A', subtitle: '', buttons: [] }] }, t),
    ).toBe('A');
    expect(
      plainText({ message_type: 'media', payload: { message: '', url: '', fileType: 'video', filePath: '' } }, t),
    ).toBe('message.video');
  });
});

describe('which files the chat takes (spec §5)', () => {
  const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
  it.each([
    ['slip.PNG', 'image/png', 'image'],
    ['photo.jpeg', 'image/jpeg', 'image'],
    ['anim.gif', 'image/gif', 'image'],
    ['clip.mp4', 'video/mp4', 'video'],
    ['clip.mov', 'video/quicktime', 'video'],
    ['clip.mov', '', 'video'],
  ])('%s (%s) goes as %s', (name, type, kind) => expect(fileKind(file(name, type))?.kind).toBe(kind));

  it.each([
    ['photo', 'image/png'],
    ['terms.pdf', 'application/pdf'],
    ['photo.png', 'application/pdf'],
    ['.png.exe', 'application/octet-stream'],
  ])('%s (%s) is not supported', (name, type) => expect(fileKind(file(name, type))).toBeNull());

  it('has the limits of spec §9: 10 MB pictures, 20 MB videos', () => {
    expect(fileKind(file('a.png', 'image/png'))?.maxBytes).toBe(10 * 1024 * 1024);
    expect(fileKind(file('a.mp4', 'video/mp4'))?.maxBytes).toBe(20 * 1024 * 1024);
  });
});
