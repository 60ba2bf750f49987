import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openGamesTotal, writeBalances } from '../../api/balances';
import { okBody, tsr } from '../../api/client';
import { queryKeys, useActiveBonus, useWallet, useWithdrawLimits } from '../../api/queries';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { InlineNotice } from '../../components/inline-failure';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import type { UrlModalProps } from '../../components/url-modal';
import { useForm } from '../../components/use-form';
import { bankName, formatBankAccount } from '../../lib/bank-account';
import { formatMoney, parseAmount } from '../../lib/money';
import styles from './home.module.css';
import { ModalFailure, ModalLoading } from '../../components/modal-states';

/**
 * The withdraw modal (`?modal=withdraw`, spec §2, §5): the amount, between the server's withdrawMin and
 * withdrawMax and within what the wallet and the open game accounts hold, to the member's own bank account
 * (POST /api/wallet/withdrawAll, which brings the game balances back first). A member holding a bonus is told before confirming that whatever
 * stays in the wallet is forfeited. On success the balances come from the answer, the member reads
 * waiteTransfer, and the wallet is read again.
 */
export default function WithdrawModal({ onClose }: UrlModalProps<'withdraw'>) {
  const { t, i18n } = useTranslation('home');
  const queryClient = useQueryClient();
  const { alert, showFailure } = useFeedback();
  const walletRead = useWallet();
  const wallet = walletRead.data?.body;
  const limits = useWithdrawLimits();
  const bonus = useActiveBonus().data?.body;
  const [confirming, setConfirming] = useState<number | null>(null);
  const unit = wallet ? t(`currency.${wallet.wallet.currency}`) : '';
  // withdrawAll brings every game balance back first: the wallet and the open game accounts can go out.
  const inGames = wallet ? openGamesTotal(wallet) : 0;
  const available = (wallet?.wallet.amount ?? 0) + inGames;

  const withdraw = useMutation({
    mutationFn: async (amount: number) => okBody(await tsr.wallet.withdrawAll.mutate({ body: { amount } })),
    onSuccess: (answer) => writeBalances(queryClient, answer),
  });

  const form = useForm({
    initial: { amount: '' },
    text: (key) =>
      t(key, {
        min: formatMoney(limits.data?.body.withdrawMin ?? 0),
        max: formatMoney(limits.data?.body.withdrawMax ?? 0),
        unit,
      }),
    validate: ({ amount }) => {
      const value = parseAmount(amount);
      if (!amount.trim()) return { amount: 'withdraw.required' };
      if (value === null) return { amount: 'withdraw.invalid' };
      const { withdrawMin, withdrawMax } = limits.data?.body ?? { withdrawMin: 0, withdrawMax: Infinity };
      if (value < withdrawMin || value <= 0) return { amount: 'withdraw.min' };
      if (value > withdrawMax) return { amount: 'withdraw.max' };
      if (value > available) return { amount: 'withdraw.overBalance' };
      return {};
    },
  });

  const send = async (amount: number) => {
    // A second tap while the first is on its way sends nothing (the button is busy then too).
    if (withdraw.isPending) return;
    try {
      await withdraw.mutateAsync(amount);
    } catch (error) {
      setConfirming(null);
      await showFailure(error, 'alert');
      return;
    }
    onClose();
    await queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
    await alert(t('withdraw.waiting'), { tone: 'success' });
  };

  const submit = form.submit(async ({ amount }) => {
    const value = parseAmount(amount) ?? 0;
    const rest = available - value;
    // A bonus held: a withdrawal must take the whole balance, or the rest is forfeited; say so first.
    if (bonus?.status && rest > 0 && confirming !== value) {
      setConfirming(value);
      return;
    }
    await send(value);
  });

  const ready = wallet && limits.data;
  return (
    <Modal open onClose={onClose} title={t('withdraw.title')}>
      {limits.isError ? (
        <ModalFailure
          text={t('withdraw.limitsFailed')}
          busy={limits.isFetching}
          onRetry={() => void limits.refetch()}
        />
      ) : walletRead.isError && !wallet ? (
        <ModalFailure text={t('failed')} busy={walletRead.isFetching} onRetry={() => void walletRead.refetch()} />
      ) : !ready ? (
        <ModalLoading label={t('withdraw.loading')} />
      ) : (
        <form className={styles.modalForm} onSubmit={submit} noValidate>
          <dl className={styles.facts}>
            <div>
              <dt>{t('withdraw.available')}</dt>
              <dd data-testid="withdraw-available">
                <span className={styles.factAmount}>
                  {formatMoney(available)} {unit}
                </span>
                {inGames > 0 ? (
                  <span className={styles.factNote}>
                    {t('withdraw.withGames', { amount: formatMoney(inGames), unit })}
                  </span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt>{t('withdraw.to')}</dt>
              <dd>
                {bankName(wallet.bankAccount.bank, wallet.bankAccount.bankCode, i18n.language === 'en')}{' '}
                {formatBankAccount(wallet.bankAccount.bankAccountNo)}
                <br />
                {wallet.bankAccount.bankAccountName}
              </dd>
            </div>
          </dl>
          {bonus?.status ? (
            <InlineNotice tone="info">
              <p>{t('withdraw.bonusHeld')}</p>
            </InlineNotice>
          ) : null}
          <TextField
            label={t('withdraw.amount')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            hint={t('withdraw.limits', {
              min: formatMoney(limits.data.body.withdrawMin),
              max: formatMoney(limits.data.body.withdrawMax),
              unit,
            })}
            {...form.field('amount')}
            onChange={(event) => {
              setConfirming(null);
              form.set('amount', event.target.value);
            }}
          />
          <Button
            variant="ghost"
            onClick={() => {
              setConfirming(null);
              // Everything there is, up to the most one withdrawal may take.
              form.set('amount', String(Math.min(available, limits.data.body.withdrawMax)));
            }}
          >
            {t('withdraw.all')}
          </Button>
          {confirming !== null ? (
            <InlineNotice tone="error">
              <p>
                {t('withdraw.forfeit', {
                  amount: formatMoney(confirming),
                  rest: formatMoney(available - confirming),
                  unit,
                })}
              </p>
            </InlineNotice>
          ) : null}
          <Button type="submit" block busy={withdraw.isPending}>
            {confirming !== null ? t('withdraw.confirmForfeit') : t('withdraw.submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
