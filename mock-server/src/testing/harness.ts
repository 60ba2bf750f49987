import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { CLIENT_HEADER } from '@portal/contract/constants';
import { createMockServer, type MockServer, type MockServerOptions } from '../http/app.js';

/** Noon in Bangkok on a Friday: outside the slip window, the same day and week for a whole test. */
export const TEST_START = Date.parse('2026-11-20T05:00:00Z');

export interface Answer<T = any> {
  status: number;
  body: T;
}

export interface Harness {
  server: MockServer;
  baseUrl: string;
  /** Calls the API with the client header (and the token when given); JSON in, JSON out. */
  api<T = any>(
    method: string,
    path: string,
    options?: { token?: string | null; body?: unknown; headers?: Record<string, string> },
  ): Promise<Answer<T>>;
  /** Sends a multipart upload with one field "file" (and the extra headers given). */
  upload<T = any>(
    path: string,
    file: { name: string; type: string; bytes: Uint8Array | number } | null,
    token?: string | null,
    headers?: Record<string, string>,
  ): Promise<Answer<T>>;
  /** Logs in with the scenario's log-in (or the given one) and returns the token. */
  login(phone?: string, password?: string): Promise<string>;
  /** Every entry of the member's statement, newest first, read 100 a page up to an empty page. */
  statements(token: string): Promise<StatementEntry[]>;
  reset(scenario: string): void;
  advance(seconds: number): void;
  /** Contract violations the server reported (a test fails if it sees any it did not expect). */
  violations: string[];
  close(): Promise<void>;
}

/** A statement entry as the API answers it, with the fields the money tests read. */
export interface StatementEntry {
  statementType: string;
  status: string;
  from: string;
  to: string;
  amount: number;
}

export async function startHarness(
  scenario = 'default',
  options: Pick<MockServerOptions, 'trustedProxies'> = {},
): Promise<Harness> {
  const violations: string[] = [];
  const server = createMockServer({
    ...options,
    scenario,
    startAt: TEST_START,
    onContractViolation: (route, problem) => violations.push(`${route}: ${problem}`),
  });
  const http: Server = server.createHttpServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  const harness: Harness = {
    server,
    baseUrl,
    violations,
    async api(method, path, options = {}) {
      const headers: Record<string, string> = { [CLIENT_HEADER.name]: CLIENT_HEADER.value, ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined;
      // The QA surface takes only JSON writes (a cross-site form cannot reach it): an empty JSON object when no body.
      if (path.startsWith('/__admin') && method !== 'GET' && options.body === undefined) {
        headers['content-type'] = 'application/json';
        body = '{}';
      }
      if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      }
      const response = await fetch(baseUrl + path, { method, headers, body });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    async upload(path, file, token, extraHeaders = {}) {
      const form = new FormData();
      if (file) {
        const bytes = typeof file.bytes === 'number' ? new Uint8Array(file.bytes) : file.bytes;
        form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
      }
      const headers: Record<string, string> = { [CLIENT_HEADER.name]: CLIENT_HEADER.value, ...extraHeaders };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(baseUrl + path, { method: 'POST', headers, body: form });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    async login(phone, password) {
      const login = server.world().scenario.login;
      const answer = await harness.api('POST', '/api/login', {
        body: { username: phone ?? login?.phone, password: password ?? login?.password },
      });
      if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
      return answer.body.token as string;
    },
    async statements(token) {
      const entries: StatementEntry[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await harness.api('POST', '/api/statement', { token, body: { page, limit: 100 } });
        if (answer.body.statements.length === 0) return entries;
        entries.push(...answer.body.statements);
      }
    },
    reset(name) {
      server.reset(name);
    },
    advance(seconds) {
      server.world().clock.advance(seconds * 1000);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.sessions.dispose();
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
  return harness;
}

/**
 * A harness for the whole test file, the way every simulator test file starts: started before its tests over
 * `scenario`, each test failing on a contract violation the server reported, closed after; with
 * `resetEachTest`, every test starts from a fresh world of the scenario. The harness is read when the tests
 * run (it does not exist yet while the file is being collected).
 */
export function useHarness(
  scenario = 'default',
  options: Pick<MockServerOptions, 'trustedProxies'> & { resetEachTest?: boolean } = {},
): Harness {
  let started: Harness | null = null;
  const { resetEachTest = false, ...serverOptions } = options;
  beforeAll(async () => {
    started = await startHarness(scenario, serverOptions);
  });
  if (resetEachTest) beforeEach(() => started?.reset(scenario));
  afterEach(() => expect(started?.violations).toEqual([]));
  afterAll(() => started?.close());
  return new Proxy({} as Harness, {
    get(_target, key: keyof Harness) {
      if (!started) throw new Error('the harness starts before the tests: read it inside a test or hook');
      const value = started[key];
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(started) : value;
    },
  });
}
