import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/pages.json';
import { setupTestI18n } from '../../test/i18n';
import MemberPage from './member-page';

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});

describe('member placeholders', () => {
  it.each(['spin'] as const)('%s shows its title and the later-release line', (screenName) => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemberPage screen={screenName} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.member.screens[screenName]);
    expect(screen.getByText(en.member.comingSoon)).toBeDefined();
  });
});
