// @vitest-environment jsdom
// jsdom, not the project's happy-dom: its storage cannot be taken away as a refusing browser's is.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearInviterCode,
  clearSession,
  clearGuestId,
  getChatOutbox,
  getGuestId,
  storeChatOutbox,
  storeGuestId,
  getInviterCode,
  getLastSync,
  getStoredLocale,
  getToken,
  setToken,
  storeInviterCode,
  storeLastSync,
  storeLocale,
} from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function storageFails() {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
}

describe('token', () => {
  it('is kept in localStorage under "token" when remember is ticked', () => {
    setToken('abc', true);
    expect(localStorage.getItem('token')).toBe('abc');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(getToken()).toBe('abc');
  });

  it('is kept in sessionStorage under "token" when remember is not ticked', () => {
    setToken('abc', false);
    expect(sessionStorage.getItem('token')).toBe('abc');
    expect(localStorage.getItem('token')).toBeNull();
    expect(getToken()).toBe('abc');
  });

  it('replaces a token held in the other storage', () => {
    setToken('remembered', true);
    setToken('session', false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(getToken()).toBe('session');

    setToken('remembered-again', true);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(getToken()).toBe('remembered-again');
  });

  it('is absent when nothing is stored or storage is unavailable', () => {
    expect(getToken()).toBeNull();
    localStorage.setItem('token', 'abc');
    storageFails();
    expect(getToken()).toBeNull();
  });
});

describe('clearSession', () => {
  it('removes the token from both storages and last_sync, keeping preferences', () => {
    localStorage.setItem('token', 'a');
    sessionStorage.setItem('token', 'b');
    localStorage.setItem('last_sync', '2026-01-01T00:00:00Z');
    localStorage.setItem('locale', 'lo');
    localStorage.setItem('remember-agreement', 'true');

    clearSession();

    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('last_sync')).toBeNull();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('locale')).toBe('lo');
    expect(localStorage.getItem('remember-agreement')).toBe('true');
  });

  it('does not throw when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => clearSession()).not.toThrow();
  });
});

describe('locale', () => {
  it('is stored under "locale" and read back', () => {
    storeLocale('lo');
    expect(localStorage.getItem('locale')).toBe('lo');
    expect(getStoredLocale()).toBe('lo');
  });

  it('is null when nothing is stored', () => {
    expect(getStoredLocale()).toBeNull();
  });

  it.each(['fr', 'TH', '', 'th-TH'])('ignores the invalid stored value %j', (value) => {
    localStorage.setItem('locale', value);
    expect(getStoredLocale()).toBeNull();
  });

  it('neither throws nor reads when storage is unavailable', () => {
    storageFails();
    expect(() => storeLocale('en')).not.toThrow();
    expect(getStoredLocale()).toBeNull();
  });
});

describe('inviter code', () => {
  it('is stored under "code" and read back', () => {
    expect(getInviterCode()).toBeNull();
    storeInviterCode('PR123');
    expect(localStorage.getItem('code')).toBe('PR123');
    expect(getInviterCode()).toBe('PR123');
    clearInviterCode();
    expect(getInviterCode()).toBeNull();
  });
});

describe('guest id', () => {
  it('keeps the id the server issued under "guest-id", across reloads', () => {
    expect(getGuestId()).toBeNull();
    storeGuestId('g-issued-by-server');
    expect(localStorage.getItem('guest-id')).toBe('g-issued-by-server');
    expect(getGuestId()).toBe('g-issued-by-server');
    clearGuestId();
    expect(getGuestId()).toBeNull();
  });

  it('keeps it in memory for the page when storage is refused', () => {
    storageFails();
    storeGuestId('g-in-memory');
    expect(getGuestId()).toBe('g-in-memory');
    clearGuestId();
    expect(getGuestId()).toBeNull();
  });
});

describe('chat outbox', () => {
  it('keeps unsent messages and drops what is not one', () => {
    const item = { owner: 'member', clientId: 'c-12345678', text: 'hello', writtenAt: 1 };
    storeChatOutbox([item]);
    expect(getChatOutbox()).toEqual([item]);
    localStorage.setItem('chat-outbox', JSON.stringify([item, { owner: 1 }, 'x']));
    expect(getChatOutbox()).toEqual([item]);
    localStorage.setItem('chat-outbox', '{not json');
    expect(getChatOutbox()).toEqual([]);
    storeChatOutbox([]);
    expect(localStorage.getItem('chat-outbox')).toBeNull();
  });
});

describe('last_sync', () => {
  it('keeps the time of the last refresh as an ISO string and reads it back', () => {
    storeLastSync(Date.UTC(2026, 10, 23, 8, 30));
    expect(localStorage.getItem('last_sync')).toBe('2026-11-23T08:30:00.000Z');
    expect(getLastSync()).toBe(Date.UTC(2026, 10, 23, 8, 30));
  });

  it('has none before the first refresh, for an unreadable value, or when storage is unavailable', () => {
    expect(getLastSync()).toBeNull();
    localStorage.setItem('last_sync', 'yesterday');
    expect(getLastSync()).toBeNull();
    storageFails();
    expect(getLastSync()).toBeNull();
  });
});
