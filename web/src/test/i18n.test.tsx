import { render } from '@testing-library/react';
import { TextsProvider, useTranslation } from '../i18n/texts';
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/errors.json';
import th from '../i18n/locales/th/errors.json';
import { setupTestI18n } from './i18n';

function WrongCredential() {
  const { t } = useTranslation('errors');
  return <p>{t('WRONG_CREDENTIAL')}</p>;
}

describe('setupTestI18n', () => {
  it('renders texts of the requested language, defaulting to English', async () => {
    const thai = await setupTestI18n('th');
    const english = await setupTestI18n();

    const { container } = render(
      <>
        <TextsProvider texts={thai}>
          <WrongCredential />
        </TextsProvider>
        <TextsProvider texts={english}>
          <WrongCredential />
        </TextsProvider>
      </>,
    );

    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      th.WRONG_CREDENTIAL,
      en.WRONG_CREDENTIAL,
    ]);
    expect(thai.t('slip.EXPIRED_SLIP', { ns: 'errors' })).toBe(th.slip.EXPIRED_SLIP);
  });
});
