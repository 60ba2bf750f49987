import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pluralOf, Texts, TextsProvider, Trans, useTranslation, type Dictionary } from './texts';

const dictionaries: Record<string, Record<string, Dictionary>> = {
  en: {
    common: { retry: 'Try again', items_one: '{{count}} item', items_other: '{{count}} items', hi: 'Hi {{ name }}' },
    home: { balance: { total: 'Balance', updatedAt: 'Updated <time/> by <who>support</who>' } },
  },
  th: { common: { retry: 'ลองอีกครั้ง', items_other: '{{count}} รายการ' }, home: { balance: { total: 'ยอดเงิน' } } },
};
const loaded = (texts: Record<string, Record<string, Dictionary>> = dictionaries) =>
  new Texts('en', () => Promise.reject(new Error('not here')), texts);

describe('the texts', () => {
  it('reads nested keys, another namespace by prefix or option, and fills in values', () => {
    const texts = loaded();
    expect(texts.t('retry')).toBe('Try again');
    expect(texts.t('balance.total', {}, 'home')).toBe('Balance');
    expect(texts.t('home:balance.total')).toBe('Balance');
    expect(texts.t('balance.total', { ns: 'home' })).toBe('Balance');
    expect(texts.t('hi', { name: 'Somchai' })).toBe('Hi Somchai');
    expect(texts.t('hi')).toBe('Hi {{ name }}');
  });

  it('chooses the plural by the language, falling back to "other" where the language has no such form', () => {
    const texts = loaded();
    expect(texts.t('items', { count: 1 })).toBe('1 item');
    expect(texts.t('items', { count: 3 })).toBe('3 items');
    expect(texts.t('items', { count: 1, lng: 'th' })).toBe('1 รายการ');
    const lao = loaded({ lo: { common: { items_other: '{{count}} ລາຍການ' } } });
    expect(lao.t('items', { count: 1, lng: 'lo' })).toBe('1 ລາຍການ');
  });

  it('chooses the plural form as Intl.PluralRules does in Thai, Lao and English, without asking it', () => {
    const counts = [
      ...Array.from({ length: 2001 }, (_, i) => i - 1000),
      ...Array.from({ length: 400 }, (_, i) => (i - 200) / 7),
      0.5,
      1.5,
      -1.5,
      0.999999999,
      1.000000001,
      1e21,
      -0,
      Number.MAX_SAFE_INTEGER,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (const language of ['th', 'lo', 'en']) {
      const intl = new Intl.PluralRules(language);
      for (const count of counts) expect(pluralOf(language, count), `${language} ${count}`).toBe(intl.select(count));
    }
    expect(pluralOf('en', 1)).toBe('one');
    expect(pluralOf('fr', 0)).toBe(new Intl.PluralRules('fr').select(0));
  });

  it('says the key where there is no text, or the default given; exists tells which', () => {
    const texts = loaded();
    expect(texts.t('UNKNOWN_CODE', {}, 'home')).toBe('UNKNOWN_CODE');
    expect(texts.t('home:nothing.here')).toBe('nothing.here');
    expect(texts.t('nothing', { defaultValue: 'Hello {{name}}', name: 'A' })).toBe('Hello A');
    expect(texts.exists('balance.total', { ns: 'home' })).toBe(true);
    expect(texts.exists('balance', { ns: 'home' })).toBe(false);
  });

  it('loads a namespace once however often asked, and asks again after a failure', async () => {
    const load = vi
      .fn<(language: string, namespace: string) => Promise<Dictionary>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ title: 'Bonus' });
    const texts = new Texts('en', load);
    await expect(texts.loadNamespaces('bonus')).rejects.toThrow('offline');
    await Promise.all([texts.loadNamespaces('bonus'), texts.loadNamespaces(['bonus'])]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(texts.t('bonus:title')).toBe('Bonus');
  });
});

function Balance() {
  const { t } = useTranslation('home');
  return (
    <p>
      {t('balance.total')} ·{' '}
      <Trans t={t} i18nKey="balance.updatedAt" components={{ time: <time>now</time>, who: <b /> }} />
    </p>
  );
}

describe('useTranslation', () => {
  it("takes only the keys the texts have: its namespace's, plural forms by their stem, others' by prefix", () => {
    // Checked by the typecheck (npm test runs it): each line marked is a type error, the others are not.
    function Keys() {
      const { t } = useTranslation('home');
      return [
        t('balance.total'),
        t('common:ago.minute', { count: 2 }),
        t('errors:client.offline'),
        t(`currency.${'BAHT' as 'BAHT' | 'LAK'}`),
        t(`status.${'NEW' as string}`, { defaultValue: 'NEW' }),
        // @ts-expect-error a misspelt key
        t('balance.totl'),
        // @ts-expect-error another namespace's key without its prefix
        t('client.offline'),
        // @ts-expect-error a plural form is asked for by its stem
        t('common:ago.minute_one'),
        // @ts-expect-error a key built from any string needs the text to show without one
        t(`status.${'NEW' as string}`),
      ].join();
    }
    expect(Keys).toBeTypeOf('function');
  });

  it('waits for a namespace on its way, then draws; a language switch draws again once its texts are in', async () => {
    const files: Record<string, Dictionary> = {
      'en/home': dictionaries.en!.home!,
      'th/home': dictionaries.th!.home!,
    };
    let arrive = () => undefined as void;
    const load = vi.fn(
      (language: string, namespace: string) =>
        new Promise<Dictionary>((resolve) => (arrive = () => resolve(files[`${language}/${namespace}`]!))),
    );
    const texts = new Texts('en', load);
    render(
      <TextsProvider texts={texts}>
        <Suspense fallback={<p>loading</p>}>
          <Balance />
        </Suspense>
      </TextsProvider>,
    );
    expect(screen.getByText('loading')).toBeDefined();
    await act(async () => arrive());
    await waitFor(() => expect(screen.getByRole('paragraph').textContent).toBe('Balance · Updated now by support'));
    expect(screen.getByText('support').tagName).toBe('B');

    const switched = texts.changeLanguage('th');
    expect(screen.getByRole('paragraph').textContent).toContain('Balance');
    await act(async () => {
      arrive();
      await switched;
    });
    expect(screen.getByRole('paragraph').textContent).toContain('ยอดเงิน');
  });
});
