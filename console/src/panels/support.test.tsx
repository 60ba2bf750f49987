import type { ChatConversation, ChatMessage } from '@portal/contract/schemas';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPanel as renderInConsole } from '../test-utils';
import SupportPanel from './support';

const MEMBER = 'M10001';
const GUEST = 'g-abcdefghijklmnop123456';

let nextId = 1;
const entry = (message: ChatMessage, extra: Partial<ChatConversation> = {}): ChatConversation => ({
  _id: `cm${nextId++}`,
  sender: 'customer',
  message,
  userId: MEMBER,
  guestId: null,
  username: '0812345678',
  name: 'Somchai Jaidee',
  deviceToken: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  session_id: 'sess-a',
  read: false,
  clientId: null,
  ...extra,
});

const summaries = (last: ChatConversation) => [
  {
    owner: MEMBER,
    kind: 'member' as const,
    name: 'Somchai Jaidee',
    phone: '0812345678',
    total: 4,
    unread: 3,
    last,
  },
  {
    owner: GUEST,
    kind: 'guest' as const,
    name: null,
    phone: null,
    total: 1,
    unread: 0,
    last: entry({ message_type: 'text', payload: 'Hello from a guest' }, { userId: null, guestId: GUEST }),
  },
];

const answered = (status = 200, body: unknown = { message: 'NO_DATA' }) =>
  vi.fn(async (input: { params: { owner: string }; body: { message: ChatMessage } }) =>
    status === 200
      ? { status: 200, body: entry(input.body.message, { sender: 'other', name: 'Support' }) }
      : { status, body },
  );

/** A fake admin client: every call answers 200 with a body of the contract's shape. */
function fakeClient(options: { messages?: ChatConversation[]; empty?: boolean; answer?: ReturnType<typeof answered> }) {
  const messages = options.messages ?? [entry({ message_type: 'text', payload: 'Where is my deposit?' })];
  return {
    conversations: vi.fn(async () => ({
      status: 200,
      body: { conversations: options.empty ? [] : summaries(messages[messages.length - 1]) },
    })),
    conversation: vi.fn(async (input: { params: { owner: string } }) => ({
      status: 200,
      body: { owner: input.params.owner, messages: input.params.owner === MEMBER ? messages : [] },
    })),
    answer: options.answer ?? answered(),
    typing: vi.fn(async (input: { body: { typing: boolean } }) => ({
      status: 200,
      body: { typing: input.body.typing },
    })),
    read: vi.fn(async () => ({ status: 200, body: { updated: 3 } })),
    disconnect: vi.fn(async (input: { params: { owner: string } }) => ({
      status: 200,
      body: { disconnected: input.params.owner },
    })),
    endChat: vi.fn(async (input: { params: { owner: string } }) => ({
      status: 200,
      body: { ended: input.params.owner },
    })),
  };
}

function renderPanel(client: ReturnType<typeof fakeClient>) {
  return renderInConsole(SupportPanel, { client }).user;
}

async function openMember(user: ReturnType<typeof renderPanel>) {
  await user.click(await screen.findByRole('button', { name: /Somchai Jaidee/ }));
  return screen.findByRole('log', { name: 'Messages with Somchai Jaidee' });
}

const composer = () => screen.getByRole('form', { name: 'Answer as support' });
const field = (name: string | RegExp) => within(composer()).getByLabelText(name);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the conversations', () => {
  it('lists every conversation with its member or guest, unread count and last message', async () => {
    renderPanel(fakeClient({}));
    const member = await screen.findByRole('button', { name: /Somchai Jaidee/ });
    expect(member.textContent).toContain('0812345678');
    expect(member.textContent).toContain('3 unread');
    expect(member.textContent).toContain('Where is my deposit?');
    const guest = screen.getByRole('button', { name: /Guest …123456/ });
    expect(guest.textContent).toContain('Hello from a guest');
    expect(guest.textContent).not.toContain('unread');
  });

  it('says so when there is none', async () => {
    renderPanel(fakeClient({ empty: true }));
    expect(
      await screen.findByText('No conversation yet: open the portal’s contact page with the chat widget on.'),
    ).toBeTruthy();
  });

  it('shows every message as text: markup stays literal, and only http(s) addresses are links', async () => {
    const user = renderPanel(
      fakeClient({
        messages: [
          entry({ message_type: 'text', payload: '<img src=x onerror=alert(1)>' }),
          entry(
            {
              message_type: 'buttons',
              payload: {
                text: '<b>Choose</b>',
                buttons: [
                  { title: 'Site', type: 'web', payload: 'https://example.test/a' },
                  { title: 'Bad', type: 'web', payload: 'javascript:alert(1)' },
                ],
              },
            },
            { sender: 'other', read: true },
          ),
          entry(
            {
              message_type: 'generic',
              payloads: [
                { image_url: 'javascript:alert(1)', title: 'Card <i>one</i>', subtitle: 'Sub', buttons: [] },
                { image_url: '/mock-assets/banners/a.svg', title: 'Card two', subtitle: '', buttons: [] },
              ],
            },
            { sender: 'other' },
          ),
          entry({ message_type: 'unknown', payload: { sticker: '<svg onload=x>' } }, { session_id: 'sess-b' }),
        ],
      }),
    );
    const log = await openMember(user);
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(within(log).getByText('<b>Choose</b>')).toBeTruthy();
    expect(within(log).getByText('Card <i>one</i>')).toBeTruthy();
    expect(log.querySelector('b, i, svg')).toBeNull();
    const images = log.querySelectorAll('img');
    // A path on the site stays a path, as the player's widget keeps it (contract/src/safe-url.ts).
    expect([...images].map((image) => image.getAttribute('src'))).toEqual(['/mock-assets/banners/a.svg']);
    expect(
      within(log)
        .getByRole('link', { name: /https:\/\/example\.test\/a/ })
        .getAttribute('href'),
    ).toBe('https://example.test/a');
    expect(within(log).queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(within(log).getAllByText('javascript:alert(1)')).toHaveLength(2);
    expect(log.textContent).toContain('"sticker": "<svg onload=x>"');
    expect(log.textContent).toContain('New session sess-b');
    expect(within(log).getAllByText('Player')).toHaveLength(2);
    expect(within(log).getAllByText('Support')).toHaveLength(2);
  });
});

describe('the composer', () => {
  it('sends a text with its new lines: Enter does not send, the button and Ctrl+Enter do', async () => {
    const client = fakeClient({});
    const user = renderPanel(client);
    await openMember(user);
    await user.type(field('Message'), 'Hello{Enter}there');
    expect(client.answer).not.toHaveBeenCalled();
    await user.click(within(composer()).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(client.answer).toHaveBeenCalledWith({
        params: { owner: MEMBER },
        body: { message: { message_type: 'text', payload: 'Hello\nthere' } },
      }),
    );
    await waitFor(() => expect((field('Message') as HTMLTextAreaElement).value).toBe(''));
    expect(await screen.findByText('Sent to Somchai Jaidee')).toBeTruthy();

    await user.type(field('Message'), 'Again{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(client.answer).toHaveBeenLastCalledWith({
        params: { owner: MEMBER },
        body: { message: { message_type: 'text', payload: 'Again' } },
      }),
    );
  });

  it('sends buttons of each type, rows added and removed', async () => {
    const client = fakeClient({});
    const user = renderPanel(client);
    await openMember(user);
    await user.click(within(composer()).getByRole('radio', { name: 'Buttons' }));
    await user.type(field('Message'), 'Choose one');
    await user.type(field('Title'), 'Our site');
    await user.selectOptions(field('Type'), 'web');
    await user.type(field('URL'), 'https://goldwallet.example.test');
    for (let i = 0; i < 3; i += 1) await user.click(within(composer()).getByRole('button', { name: 'Add button' }));
    await user.click(within(composer()).getByRole('button', { name: 'Remove button 4' }));
    const second = within(composer()).getByRole('group', { name: 'Button 2' });
    await user.type(within(second).getByLabelText('Title'), 'Call us');
    await user.selectOptions(within(second).getByLabelText('Type'), 'call');
    await user.type(within(second).getByLabelText('Phone number'), '021234567');
    const third = within(composer()).getByRole('group', { name: 'Button 3' });
    await user.type(within(third).getByLabelText('Title'), 'More');
    await user.type(within(third).getByLabelText('Payload'), 'MORE');
    await user.click(within(composer()).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(client.answer).toHaveBeenCalledWith({
        params: { owner: MEMBER },
        body: {
          message: {
            message_type: 'buttons',
            payload: {
              text: 'Choose one',
              buttons: [
                { title: 'Our site', type: 'web', payload: 'https://goldwallet.example.test' },
                { title: 'Call us', type: 'call', payload: '021234567' },
                { title: 'More', type: 'postback', payload: 'MORE' },
              ],
            },
          },
        },
      }),
    );
  });

  it('sends quick replies', async () => {
    const client = fakeClient({});
    const user = renderPanel(client);
    await openMember(user);
    await user.click(within(composer()).getByRole('radio', { name: 'Quick replies' }));
    await user.type(field('Message'), 'Anything else?');
    await user.type(field('Title'), 'Yes');
    await user.type(field('Payload'), 'YES');
    await user.click(within(composer()).getByRole('button', { name: 'Add quick reply' }));
    const second = within(composer()).getByRole('group', { name: 'Quick reply 2' });
    await user.type(within(second).getByLabelText('Title'), 'No');
    await user.type(within(second).getByLabelText('Payload'), 'NO');
    await user.click(within(composer()).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(client.answer).toHaveBeenCalledWith({
        params: { owner: MEMBER },
        body: {
          message: {
            message_type: 'quick_replies',
            payload: {
              text: 'Anything else?',
              replies: [
                { title: 'Yes', type: 'postback', payload: 'YES' },
                { title: 'No', type: 'postback', payload: 'NO' },
              ],
            },
          },
        },
      }),
    );
  });

  it('sends generic cards with their buttons', async () => {
    const client = fakeClient({});
    const user = renderPanel(client);
    await openMember(user);
    await user.click(within(composer()).getByRole('radio', { name: 'Cards (generic)' }));
    const first = within(composer()).getByRole('group', { name: 'Card 1' });
    await user.type(within(first).getAllByLabelText('Title')[0], 'Welcome bonus');
    await user.type(within(first).getByLabelText('Subtitle'), '100%');
    await user.type(within(first).getByLabelText('Image URL'), '/mock-assets/banners/bonus-welcome.svg');
    const button = within(first).getByRole('group', { name: 'Button 1 of card 1' });
    await user.type(within(button).getByLabelText('Title'), 'Details');
    await user.selectOptions(within(button).getByLabelText('Type'), 'web');
    await user.type(within(button).getByLabelText('URL'), 'https://goldwallet.example.test/bonus');
    await user.click(within(first).getByRole('button', { name: 'Add button to card 1' }));
    await user.click(within(first).getByRole('button', { name: 'Remove button 2 of card 1' }));
    await user.click(within(composer()).getByRole('button', { name: 'Add card' }));
    const second = within(composer()).getByRole('group', { name: 'Card 2' });
    await user.type(within(second).getAllByLabelText('Title')[0], 'Refund');
    const secondButton = within(second).getByRole('group', { name: 'Button 1 of card 2' });
    await user.type(within(secondButton).getByLabelText('Title'), 'Ask');
    await user.type(within(secondButton).getByLabelText('Payload'), 'REFUND');
    await user.click(within(composer()).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(client.answer).toHaveBeenCalledWith({
        params: { owner: MEMBER },
        body: {
          message: {
            message_type: 'generic',
            payloads: [
              {
                image_url: '/mock-assets/banners/bonus-welcome.svg',
                title: 'Welcome bonus',
                subtitle: '100%',
                buttons: [{ title: 'Details', type: 'web', payload: 'https://goldwallet.example.test/bonus' }],
              },
              {
                image_url: '',
                title: 'Refund',
                subtitle: '',
                buttons: [{ title: 'Ask', type: 'postback', payload: 'REFUND' }],
              },
            ],
          },
        },
      }),
    );
  });

  it('sends media', async () => {
    const client = fakeClient({});
    const user = renderPanel(client);
    await openMember(user);
    await user.click(within(composer()).getByRole('radio', { name: 'Media' }));
    await user.selectOptions(field('File type'), 'file');
    await user.type(field('URL'), '/mock-assets/banners/refund-1.svg');
    await user.type(field('File path'), 'chat/terms.pdf');
    await user.type(field('Message (caption)'), 'Our terms');
    await user.click(within(composer()).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(client.answer).toHaveBeenCalledWith({
        params: { owner: MEMBER },
        body: {
          message: {
            message_type: 'media',
            payload: {
              fileType: 'file',
              url: '/mock-assets/banners/refund-1.svg',
              filePath: 'chat/terms.pdf',
              message: 'Our terms',
            },
          },
        },
      }),
    );
  });

  it('refuses an empty text and a button without a title, says why beside the field, and sends nothing', async () => {
    const client = fakeClient({});
    const user = renderPanel(client);
    await openMember(user);
    await user.type(field('Message'), '   ');
    await user.click(within(composer()).getByRole('button', { name: 'Send' }));
    const message = field('Message');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    const described = message.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('Type a message.');
    expect(document.activeElement).toBe(message);

    await user.click(within(composer()).getByRole('radio', { name: 'Buttons' }));
    await user.clear(field('Message'));
    await user.type(field('Message'), 'Choose');
    await user.type(field('Payload'), 'MORE');
    await user.click(within(composer()).getByRole('button', { name: 'Send' }));
    const title = field('Title');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(within(composer()).getByText('Give the button a title.')).toBeTruthy();
    expect(document.activeElement).toBe(title);
    expect(client.answer).not.toHaveBeenCalled();

    await user.type(title, 'More');
    expect(title.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the draft and says why when the server refuses it', async () => {
    const client = fakeClient({ answer: answered(404) });
    const user = renderPanel(client);
    await openMember(user);
    await user.type(field('Message'), 'Are you there?');
    await user.click(within(composer()).getByRole('button', { name: 'Send' }));
    const alert = await within(composer()).findByRole('alert');
    expect(alert.textContent).toContain('NO_DATA (HTTP 404)');
    expect((field('Message') as HTMLTextAreaElement).value).toBe('Are you there?');
  });

  it('keeps each conversation’s draft while another is open', async () => {
    const user = renderPanel(fakeClient({}));
    await openMember(user);
    await user.type(field('Message'), 'Half written');
    await user.click(screen.getByRole('button', { name: /Guest …123456/ }));
    await screen.findByRole('log', { name: 'Messages with Guest …123456' });
    expect((field('Message') as HTMLTextAreaElement).value).toBe('');
    await openMember(user);
    expect((field('Message') as HTMLTextAreaElement).value).toBe('Half written');
  });
});

describe('the actions', () => {
  it('marks read, toggles typing (stopped by an answer), cuts sockets, and ends the session on a second press', async () => {
    const client = fakeClient({});
    const user = renderPanel(client);
    await openMember(user);
    await user.click(screen.getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(client.read).toHaveBeenCalledWith({ params: { owner: MEMBER } }));
    expect(await screen.findByText('3 messages marked read')).toBeTruthy();

    const typing = screen.getByRole('button', { name: 'Typing…' });
    await user.click(typing);
    await waitFor(() => expect(typing.getAttribute('aria-pressed')).toBe('true'));
    expect(client.typing).toHaveBeenCalledWith({ params: { owner: MEMBER }, body: { typing: true } });
    await user.type(field('Message'), 'Done');
    await user.click(within(composer()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(typing.getAttribute('aria-pressed')).toBe('false'));

    await user.click(screen.getByRole('button', { name: 'Cut sockets' }));
    await waitFor(() => expect(client.disconnect).toHaveBeenCalledWith({ params: { owner: MEMBER } }));

    await user.click(screen.getByRole('button', { name: 'End session' }));
    expect(client.endChat).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Press again to end' }));
    await waitFor(() => expect(client.endChat).toHaveBeenCalledWith({ params: { owner: MEMBER } }));
    expect(await screen.findByText('Session ended: the player’s next message starts a new one')).toBeTruthy();
  });

  it('stops typing when QA leaves the panel, so no player sees support typing for ever', async () => {
    const client = fakeClient({});
    const { user, unmount } = renderInConsole(SupportPanel, { client });
    await openMember(user);
    const typing = screen.getByRole('button', { name: 'Typing…' });
    await user.click(typing);
    await waitFor(() => expect(typing.getAttribute('aria-pressed')).toBe('true'));
    unmount();
    expect(client.typing).toHaveBeenLastCalledWith({ params: { owner: MEMBER }, body: { typing: false } });
  });
});
