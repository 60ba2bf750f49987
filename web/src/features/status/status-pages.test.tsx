import { cleanup, render, screen } from '@testing-library/react';
import { TextsProvider } from '../../i18n/texts';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import th from '../../i18n/locales/th/pages.json';
import { setupTestI18n } from '../../test/i18n';
import NotFoundPage from './not-found-page';
import TerminatedPage from './terminated-page';

afterEach(cleanup);

async function renderIn(locale: 'th' | 'en', page: React.ReactNode) {
  const i18n = await setupTestI18n(locale);
  render(
    <TextsProvider texts={i18n}>
      <MemoryRouter>{page}</MemoryRouter>
    </TextsProvider>,
  );
}

describe('NotFoundPage', () => {
  it('reads "Page Not Found" in English and links back home', async () => {
    await renderIn('en', <NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByRole('link', { name: /back to home/i }).getAttribute('href')).toBe('/');
  });

  it('is localized', async () => {
    await renderIn('th', <NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(th.notFound.title);
  });
});

describe('TerminatedPage', () => {
  it('says the service is shut down and offers the language select', async () => {
    await renderIn('th', <TerminatedPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(th.terminated.title);
    const select = screen.getByRole('combobox');
    expect([...select.querySelectorAll('option')].map((option) => option.value)).toEqual(['th', 'lo', 'en']);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
