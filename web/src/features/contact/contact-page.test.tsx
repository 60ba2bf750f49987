import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/pages.json';
import { setupTestI18n } from '../../test/i18n';
import { json, renderWithApi } from '../../test/render';
import ContactPage from './contact-page';

const contact = {
  contactText: 'Support around the clock',
  lineLink: 'https://line.example.test/@goldwallet',
  lineName: '@goldwallet',
  lineQR: '/mock-assets/contact/line-qr.svg',
};

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = (answers: Response[]) =>
  renderWithApi(<ContactPage shell="public" />, { i18n, answers, otherwise: contact });

describe('ContactPage', () => {
  it('shows skeletons, then the contact text, QR, support link and app version', async () => {
    const fetchMock = renderPage([json(200, contact)]);
    expect(screen.getByRole('status', { name: en.contact.loading })).toBeDefined();

    expect(await screen.findByText(contact.contactText)).toBeDefined();
    const qr = screen.getByRole('img', { name: 'QR code of the support account @goldwallet' });
    expect(qr.getAttribute('src')).toBe(contact.lineQR);
    const link = screen.getByRole('link', { name: /chat with @goldwallet/i });
    expect(link.getAttribute('href')).toBe(contact.lineLink);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Version 1.1.14')).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();

    const called = fetchMock.mock.calls.map(([url]) => String(url));
    expect(called).toEqual([expect.stringMatching(/\/api\/lookup\/contact$/)]);
  });

  it('says so when the contact details fail, and loads them on retry', async () => {
    const user = userEvent.setup();
    renderPage([json(500, { message: 'INTERNAL_SERVER_ERROR' })]);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.contact.failed);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(contact.contactText)).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
