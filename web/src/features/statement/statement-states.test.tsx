import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/pages.json';
import lo from '../../i18n/locales/lo/pages.json';
import th from '../../i18n/locales/th/pages.json';
import commonEn from '../../i18n/locales/en/common.json';
import commonLo from '../../i18n/locales/lo/common.json';
import commonTh from '../../i18n/locales/th/common.json';
import errorsEn from '../../i18n/locales/en/errors.json';
import errorsLo from '../../i18n/locales/lo/errors.json';
import errorsTh from '../../i18n/locales/th/errors.json';
import { openPortal } from '../../test/portal';

/** The statement's empty and failed states against the simulator in process (journeys: e2e/statement.spec.ts). */
const languages = [
  { locale: 'th', pages: th, common: commonTh, errors: errorsTh },
  { locale: 'lo', pages: lo, common: commonLo, errors: errorsLo },
  { locale: 'en', pages: en, common: commonEn, errors: errorsEn },
] as const;

describe.each(languages)('the statement, in $locale', ({ locale, pages, common, errors }) => {
  it('tells a member without history so, with no pages to move between', async () => {
    await openPortal('/user/statement', { scenario: 'new-member', member: '0800000001', locale });
    expect(await screen.findByText(pages.statement.empty)).toBeVisible();
    expect(screen.getByText(pages.statement.emptyHint)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: pages.statement.pages })).toBeNull();
  });

  it('says it could not be loaded and why, and a retry once the server answers brings the entries', async () => {
    const { simulator, user } = await openPortal('/user/statement', {
      locale,
      before: (simulator) =>
        simulator.addFault({ route: 'statement.list', kind: 'error', code: 'INTERNAL_SERVER_ERROR' }),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(pages.statement.failed);
    expect(alert).toHaveTextContent(errors.INTERNAL_SERVER_ERROR);

    simulator.clearFaults();
    await user.click(within(alert).getByRole('button', { name: common.retry }));
    const list = await screen.findByRole('list', { name: pages.member.screens.statement });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });
});
