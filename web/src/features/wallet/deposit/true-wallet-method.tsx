import { TRUE_WALLET_MINIMUM } from '@portal/contract/constants';
import { giftVoucherOf } from '@portal/contract/gift-link-pattern';
import type { DepositLookup, WalletResponse } from '@portal/contract/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/texts';
import { queryKeys } from '../../../api/queries';
import { Button } from '../../../components/button';
import { useFeedback } from '../../../components/feedback';
import { InlineNotice } from '../../../components/inline-failure';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { formatMoney } from '../../../lib/money';
import { useTrueWalletDeposit } from '../api';
import styles from './deposit.module.css';
import type { KeyIn } from '../../../i18n/keys';

interface TrueWalletMethodProps {
  lookup: DepositLookup;
  wallet: WalletResponse;
}

/**
 * Deposit by True Wallet gift link (spec §2, §5): the link pasted, send disabled while the field is empty,
 * checked here for the gift link's form, then sent encrypted (AES with the contract's passphrase; crypto-js
 * is loaded only when a link is sent). The voucher's amount is credited at once: linkSendMsg, and the wallet
 * is read again. A refusal (used, invalid, under the minimum) is said in an alert, the link kept.
 */
export function TrueWalletMethod({ lookup, wallet }: TrueWalletMethodProps) {
  const { t } = useTranslation('deposit');
  const queryClient = useQueryClient();
  const { alert, showFailure } = useFeedback();
  const unit = t(`currency.${wallet.wallet.currency}`);
  const send = useTrueWalletDeposit();
  const form = useForm({
    initial: { link: '' },
    text: (key: KeyIn<'deposit'>) => t(key),
    validate: ({ link }) => (giftVoucherOf(link) ? {} : { link: 'truewallet.notGiftLink' }),
  });
  const submit = form.submit(async ({ link }) => {
    if (send.isPending) return;
    try {
      const answer = await send.mutateAsync(link.trim());
      form.set('link', '');
      await queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
      await alert(t('truewallet.sent', { amount: formatMoney(answer.amount), unit }), { tone: 'success' });
    } catch (error) {
      await showFailure(error, 'alert');
    }
  });
  return (
    <form className={styles.method} onSubmit={submit} noValidate>
      <InlineNotice tone="info">
        <p>
          {t('truewallet.how', {
            name: lookup.wallets[0]?.walletAccountName ?? '',
            min: formatMoney(TRUE_WALLET_MINIMUM),
            unit,
          })}
        </p>
      </InlineNotice>
      <TextField
        label={t('truewallet.link')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://gift.truemoney.com/campaign/?v=…"
        maxLength={300}
        {...form.field('link')}
      />
      <Button type="submit" block disabled={form.values.link.trim() === ''} busy={send.isPending}>
        {t('truewallet.send')}
      </Button>
    </form>
  );
}
