import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/pages.json';
import errorsEn from '../../i18n/locales/en/errors.json';
import { setupTestI18n } from '../../test/i18n';
import { json, renderWithApi } from '../../test/render';
import StatementPage from './statement-page';

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

const entries = [
  {
    _id: 'S1',
    statementType: 'bonus',
    status: 'SUCCESS',
    from: 'SYSTEM',
    to: 'WALLET',
    amount: 100,
    createdAt: '2026-11-20T10:00:00.000Z',
    bonus: { description: 'Welcome 100%' },
  },
  {
    _id: 'S2',
    statementType: 'withdraw',
    status: 'FAILED',
    from: 'WALLET',
    to: 'KBANK',
    amount: 1250.5,
    createdAt: '2026-11-20T09:00:00.000Z',
  },
  {
    _id: 'S3',
    statementType: 'transfer',
    status: 'IN_PROGRESS',
    from: 'WALLET',
    to: 'PG',
    amount: 20,
    createdAt: '2026-11-20T08:00:00.000Z',
  },
];

/** The statement behind the API, by the body's page: a count of 12, page 1 the entries above, page 2 one more. */
function statement(answer?: (page: number) => Response | undefined): typeof fetch {
  return async (_url, init) => {
    const { page } = JSON.parse(String(init?.body)) as { page: number };
    return (
      answer?.(page) ??
      json(200, {
        total: 12,
        statements: page === 1 ? entries : page === 2 ? [{ ...entries[2], _id: 'S11', to: 'JOKER' }] : [],
      })
    );
  };
}

const render = (otherwise = statement(), url = '/user/statement') =>
  renderWithApi(<StatementPage />, { i18n, otherwise, url });
const rows = () => within(screen.getByRole('list', { name: en.member.screens.statement })).getAllByRole('listitem');

describe('StatementPage', () => {
  it("lists the member's entries with their kind, what they were, status, amount and time", async () => {
    render();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [bonus, withdrawal, transfer] = rows();
    expect(bonus!.textContent).toContain(en.statement.types.bonus);
    expect(bonus!.textContent).toContain('Welcome 100%');
    expect(bonus!.textContent).toContain('100.00');
    expect(withdrawal!.textContent).toContain(en.statement.status.FAILED);
    expect(withdrawal!.textContent).toContain('1,250.50');
    expect(transfer!.textContent).toContain('WALLET → PG');
    expect(transfer!.textContent).toContain(en.statement.status.IN_PROGRESS);
    expect(screen.getByText('Page 1 of 2')).toBeDefined();
  });

  it('moves to the next page with the pager', async () => {
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(rows()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('WALLET → JOKER'));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next page' }));
  });

  it('opens at the page its address names', async () => {
    const fetchMock = render(statement(), '/user/statement?page=2');
    await waitFor(() => expect(rows()[0]!.textContent).toContain('WALLET → JOKER'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ page: 2, limit: 10 });
  });

  it('shows the last page for an address past it', async () => {
    render(statement(), '/user/statement?page=7');
    await waitFor(() => expect(rows()[0]?.textContent).toContain('WALLET → JOKER'));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when there is nothing yet', async () => {
    render(statement(() => json(200, { total: 0, statements: [] })));
    expect(await screen.findByText(en.statement.empty)).toBeDefined();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says why the statement could not be loaded, and loads it on retry', async () => {
    const user = userEvent.setup();
    let failures = 1;
    render(statement(() => (failures-- > 0 ? json(500, { message: 'INTERNAL_SERVER_ERROR' }) : undefined)));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.statement.failed);
    expect(alert.textContent).toContain(errorsEn.INTERNAL_SERVER_ERROR);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });
});
