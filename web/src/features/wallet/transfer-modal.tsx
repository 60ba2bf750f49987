import { TRANSFER_MINIMUM, WALLET_CODE } from '@portal/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/texts';
import { queryKeys, useWallet } from '../../api/queries';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { Modal } from '../../components/modal';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import type { UrlModalProps } from '../../components/url-modal';
import { useForm } from '../../components/use-form';
import { amountText, formatMoney, parseAmount, toMinor } from '../../lib/money';
import { useTransfer } from './api';
import styles from './wallet.module.css';
import { ModalFailure, ModalLoading } from '../../components/modal-states';
import type { KeyIn } from '../../i18n/keys';

/**
 * The transfer modal (`?modal=transfer`, spec §2, §5): money between the wallet and an open game account
 * (POST /api/wallet/transfer). Both ends chosen (selectAccMsg), not the same (canNotTransferMsg), one of them
 * the wallet, at least the minimum (minAmountMsg) and no more than the source holds. The balances on screen
 * come from the answer; then successMsg with transferMsg, and the wallet is read again. A refusal (a game
 * provider failing, with the money back in the wallet: TRANSFER_FAIL) is said in an alert, the form kept.
 */
export default function TransferModal({ onClose }: UrlModalProps<'transfer'>) {
  const { t } = useTranslation('home');
  const queryClient = useQueryClient();
  const { alert, showFailure } = useFeedback();
  const wallet = useWallet();
  const body = wallet.data?.body;
  const unit = body ? t(`currency.${body.wallet.currency}`) : '';
  const ends = body
    ? [
        { code: WALLET_CODE, name: t('transfer.wallet'), amount: body.wallet.amount },
        ...body.slots.filter((slot) => slot.isActive),
      ]
    : [];
  const balanceOf = (code: string) => ends.find((end) => end.code === code)?.amount ?? 0;

  const transfer = useTransfer();

  const form = useForm({
    initial: { from: WALLET_CODE as string, to: '', amount: '' },
    text: (key: KeyIn<'home'>) => t(key, { min: formatMoney(TRANSFER_MINIMUM), unit }),
    validate: ({ from, to, amount }) => {
      if (!from || !to) return { to: 'transfer.selectAcc' };
      if (from === to) return { to: 'transfer.same' };
      if (from !== WALLET_CODE && to !== WALLET_CODE) return { to: 'transfer.gameToGame' };
      if (!amount.trim()) return { amount: 'transfer.required' };
      const value = parseAmount(amount);
      if (value === null) return { amount: 'transfer.invalid' };
      if (value < TRANSFER_MINIMUM) return { amount: 'transfer.min' };
      if (value > balanceOf(from)) return { amount: 'transfer.overBalance' };
      return {};
    },
  });

  const submit = form.submit(async ({ from, to, amount }) => {
    if (transfer.isPending) return;
    try {
      await transfer.mutateAsync({ from, to, amount: parseAmount(amount) ?? 0 });
    } catch (error) {
      await showFailure(error, 'alert');
      await queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
      return;
    }
    onClose();
    await queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
    await alert(t('transfer.done'), { tone: 'success' });
  });

  return (
    <Modal open onClose={onClose} title={t('transfer.title')}>
      {wallet.isError ? (
        <ModalFailure text={t('failed')} busy={wallet.isFetching} onRetry={() => void wallet.refetch()} />
      ) : !body ? (
        <ModalLoading label={t('balance.loading')} />
      ) : (
        <form className={styles.modalForm} onSubmit={submit} noValidate>
          <SelectField label={t('transfer.from')} {...form.field('from')}>
            {ends.map((end) => (
              <option key={end.code} value={end.code}>
                {t('transfer.end', { name: end.name, amount: formatMoney(end.amount), unit })}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('transfer.to')} {...form.field('to')}>
            <option value="">{t('transfer.choose')}</option>
            {ends.map((end) => (
              <option key={end.code} value={end.code}>
                {t('transfer.end', { name: end.name, amount: formatMoney(end.amount), unit })}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('transfer.amount')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            hint={t('transfer.minHint', { min: formatMoney(TRANSFER_MINIMUM), unit })}
            {...form.field('amount')}
          />
          <Button variant="ghost" onClick={() => form.set('amount', amountText(toMinor(balanceOf(form.values.from))))}>
            {t('transfer.all')}
          </Button>
          <Button type="submit" block busy={transfer.isPending}>
            {t('transfer.submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
