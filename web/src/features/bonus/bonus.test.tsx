import type { Bonus } from '@portal/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/locales/en/bonus.json';
import commonEn from '../../i18n/locales/en/common.json';
import errorsEn from '../../i18n/locales/en/errors.json';
import { setupTestI18n } from '../../test/i18n';
import { json, renderWithApi } from '../../test/render';
import { routedServer, type RoutedAnswers } from '../../test/wallet';
import BonusModal, { fillNotice } from './bonus-modal';
import BonusPage, { normalizePromotionCode } from './bonus-page';
import PromotionModal from './promotion-modal';

const daily: Bonus = {
  code: 'DAILY10',
  name: 'Daily 10%',
  type: 'day',
  maxReceived: 2,
  percentFail: 20,
  amount: 20,
  banners: [{ image: '/daily.svg', html: '<p>Daily</p>' }],
  notice: 'Twice a day; end it past %percentFail% lost (%percentFail%).',
  userBonus: null,
};
const nothingHeld = json(200, { status: false, type: null });
const base: RoutedAnswers = {
  '/api/bonus': json(200, [daily]),
  '/api/bonus/check/active': nothingHeld,
  '/api/wallet': json(404, { message: 'NO_DATA' }),
};

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
beforeAll(async () => {
  i18n = await setupTestI18n('en');
});

function renderWith(element: React.ReactNode, answers: RoutedAnswers = {}) {
  const fetchMock = renderWithApi(element, { i18n, otherwise: routedServer({ ...base, ...answers }) });
  const calls = (path: string) =>
    fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://portal.test').pathname === path).length;
  return { calls, fetchMock };
}

describe('bonus texts', () => {
  it('fills every %percentFail% of a notice', () => {
    expect(fillNotice(daily.notice, 20)).toBe('Twice a day; end it past 20% lost (20%).');
  });

  it('takes a promotion code in upper case without the spaces around it', () => {
    expect(normalizePromotionCode('  gold50 ')).toBe('GOLD50');
  });
});

describe('bonus dialog', () => {
  it('receives the bonus: closes, says so, and reads the bonuses again', async () => {
    const onClose = vi.fn();
    const { calls } = renderWith(<BonusModal params={{ code: 'DAILY10' }} onClose={onClose} />, {
      '/api/bonus/activate/DAILY10': json(200, { _id: 'ub1', isActive: true, received: [] }),
    });
    expect(await screen.findByTestId('bonus-notice')).toHaveTextContent('Twice a day; end it past 20% lost (20%).');
    const listReads = calls('/api/bonus');
    await userEvent.click(screen.getByRole('button', { name: en.modal.receive }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(en.modal.received.replace('{{name}}', 'Daily 10%').replace('{{amount}}', '20.00'));
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(calls('/api/bonus')).toBeGreaterThan(listReads));
  });

  it.each(['BONUS_ALREADY_ACTIVE', 'BONUS_MAX_CLAIMED', 'BONUS_FULL', 'NO_DATA'] as const)(
    'a refusal (%s) is said in an error alert, and the dialog stays',
    async (code) => {
      const onClose = vi.fn();
      renderWith(<BonusModal params={{ code: 'DAILY10' }} onClose={onClose} />, {
        '/api/bonus/activate/DAILY10': json(409, { message: code }),
      });
      await userEvent.click(await screen.findByRole('button', { name: en.modal.receive }));
      const alert = await screen.findByRole('alertdialog');
      expect(alert).toHaveTextContent(commonEn.errorMsg);
      expect(alert).toHaveTextContent(errorsEn[code]);
      expect(onClose).not.toHaveBeenCalled();
    },
  );

  it('shows a message the catalogue does not know as the server wrote it', async () => {
    renderWith(<BonusModal params={{ code: 'DAILY10' }} onClose={vi.fn()} />, {
      '/api/bonus/activate/DAILY10': json(409, { message: 'Closed for maintenance' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: en.modal.receive }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Closed for maintenance');
  });

  it('offers a confirm button, not Receive, for the bonus held now', async () => {
    const onClose = vi.fn();
    const held = { ...daily, userBonus: { _id: 'ub1', isActive: true, received: [] } };
    renderWith(<BonusModal params={{ code: 'DAILY10' }} onClose={onClose} />, {
      '/api/bonus': json(200, [held]),
      '/api/bonus/check/active': json(200, { status: true, type: 'day' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: commonEn.confirm }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: en.modal.receive })).not.toBeInTheDocument();
  });

  it('says when the bonus is no longer offered', async () => {
    renderWith(<BonusModal params={{ code: 'GONE' }} onClose={vi.fn()} />);
    expect(await screen.findByText(en.modal.gone)).toBeInTheDocument();
  });
});

describe('promotion dialog', () => {
  const lucky = { code: 'LUCKY20', percentFail: 10, description: 'Credit 20', amount: 20 };

  it('searches, then shows the promotion and receives it with the generic success', async () => {
    const onClose = vi.fn();
    renderWith(<PromotionModal params={{ code: 'lucky20' }} onClose={onClose} />, {
      '/api/promotion/find/LUCKY20': json(200, lucky),
      '/api/promotion/activate/LUCKY20': json(200, { message: 'SUCCESS' }),
    });
    expect(screen.getByRole('status', { name: en.promotion.searching.replace('{{code}}', 'LUCKY20') })).toBeVisible();
    expect(await screen.findByText('Credit 20')).toBeInTheDocument();
    expect(screen.getByText('10%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.modal.receive }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      en.promotion.received.replace('{{code}}', 'LUCKY20'),
    );
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('sends the code URL-encoded', async () => {
    const { fetchMock } = renderWith(<PromotionModal params={{ code: 'A/B C' }} onClose={vi.fn()} />, {
      '/api/promotion/find/A%2FB%20C': json(404, { message: 'NO_PROMOTION' }),
    });
    await screen.findByText(en.promotion.notFound.replace('{{code}}', 'A/B C'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('/api/promotion/find/A%2FB%20C'),
    );
  });

  it('says a code that names nothing, with a way back to the form', async () => {
    const onClose = vi.fn();
    renderWith(<PromotionModal params={{ code: 'NOPE' }} onClose={onClose} />, {
      '/api/promotion/find/NOPE': json(404, { message: 'NO_PROMOTION' }),
    });
    expect(await screen.findByText(en.promotion.notFound.replace('{{code}}', 'NOPE'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.promotion.tryAnother }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it.each(['PROMOTION_RECEIVED', 'BONUS_ALREADY_ACTIVE', 'NO_PROMOTION'] as const)(
    'a refusal on receive (%s) is said in an error alert',
    async (code) => {
      renderWith(<PromotionModal params={{ code: 'LUCKY20' }} onClose={vi.fn()} />, {
        '/api/promotion/find/LUCKY20': json(200, lucky),
        '/api/promotion/activate/LUCKY20': json(409, { message: code }),
      });
      await userEvent.click(await screen.findByRole('button', { name: en.modal.receive }));
      expect(await screen.findByRole('alertdialog')).toHaveTextContent(errorsEn[code]);
    },
  );

  it('retries a lookup that failed for another reason', async () => {
    let answers = 0;
    renderWith(<PromotionModal params={{ code: 'LUCKY20' }} onClose={vi.fn()} />, {
      '/api/promotion/find/LUCKY20': () =>
        (answers += 1) === 1 ? json(500, { message: 'INTERNAL_SERVER_ERROR' }) : json(200, lucky),
    });
    await userEvent.click(await screen.findByRole('button', { name: commonEn.retry }));
    expect(await screen.findByText('Credit 20')).toBeInTheDocument();
  });
});

describe('bonus page', () => {
  it('types the promotion code in upper case and asks for one when empty', async () => {
    renderWith(<BonusPage />);
    const field = await screen.findByRole('textbox', { name: en.promotion.label });
    await userEvent.click(screen.getByRole('button', { name: en.promotion.search }));
    expect(screen.getByText(en.promotion.required)).toBeInTheDocument();
    await userEvent.type(field, 'gold50');
    expect(field).toHaveValue('GOLD50');
    expect(screen.queryByText(en.promotion.required)).not.toBeInTheDocument();
  });

  it('cancels the held bonus after a confirmation, with the server message as a toast', async () => {
    let held = true;
    const { calls } = renderWith(<BonusPage />, {
      '/api/bonus/check/active': () =>
        json(200, held ? { status: true, type: 'promotion' } : { status: false, type: null }),
      '/api/bonus/clear': () => {
        held = false;
        return json(200, { message: 'BONUS_CLEAR' });
      },
    });
    const section = await screen.findByRole('region', { name: en.types.promotion });
    await userEvent.click(within(section).getByRole('button', { name: en.cancel.button }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(en.cancel.question);
    await userEvent.click(within(question).getByRole('button', { name: en.cancel.confirm }));
    expect(await screen.findByText(errorsEn.BONUS_CLEAR)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: en.promotion.label })).toBeInTheDocument();
    expect(calls('/api/bonus/clear')).toBe(1);
  });

  it.each(['BONUS_CONDITION', 'NO_DATA'] as const)(
    'a refused cancel (%s) is an alert titled for the cancel',
    async (code) => {
      renderWith(<BonusPage />, {
        '/api/bonus/check/active': json(200, { status: true, type: 'day' }),
        '/api/bonus/clear': json(422, { message: code }),
      });
      await userEvent.click(await screen.findByRole('button', { name: en.cancel.button }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: en.cancel.confirm }),
      );
      await waitFor(() => expect(screen.getByRole('alertdialog')).toHaveTextContent(en.cancel.failed));
      expect(screen.getByRole('alertdialog')).toHaveTextContent(errorsEn[code]);
    },
  );

  it('does nothing when the cancel is called off', async () => {
    const { calls } = renderWith(<BonusPage />, {
      '/api/bonus/check/active': json(200, { status: true, type: 'day' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: en.cancel.button }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: en.cancel.keep }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls('/api/bonus/clear')).toBe(0);
  });

  it('says when the bonuses cannot be read, and reads them on retry', async () => {
    let answers = 0;
    renderWith(<BonusPage />, {
      '/api/bonus': () => ((answers += 1) === 1 ? json(500, { message: 'INTERNAL_SERVER_ERROR' }) : json(200, [daily])),
    });
    expect(await screen.findByText(en.list.failed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonEn.retry }));
    expect(await screen.findByText('Daily 10%')).toBeInTheDocument();
  });

  it('says when there are no bonuses', async () => {
    renderWith(<BonusPage />, { '/api/bonus': json(200, []) });
    expect(await screen.findByText(en.list.empty)).toBeInTheDocument();
  });
});
