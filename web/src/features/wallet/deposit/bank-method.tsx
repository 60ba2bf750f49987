import { TRANSFER_MINIMUM } from '@portal/contract/constants';
import type { DepositBank, DepositLookup, WalletResponse } from '@portal/contract/schemas';
import { isFullName } from '@portal/contract/names';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/texts';
import { tsr } from '../../../api/client';
import { queryKeys } from '../../../api/queries';
import { Button } from '../../../components/button';
import { useFeedback } from '../../../components/feedback';
import { InlineFailure, InlineNotice } from '../../../components/inline-failure';
import { TextField } from '../../../components/text-field';
import { useCopy } from '../../../components/use-copy';
import { useForm } from '../../../components/use-form';
import {
  bankName,
  formatBankAccount,
  isEnglishName,
  isEnglishOnlyBank,
  normalizeName,
} from '../../../lib/bank-account';
import { formatMoney, parseAmount } from '../../../lib/money';
import { CopyButton } from './copy-button';
import { useAnnounceDeposit, useRenameBankAccount } from '../api';
import styles from './deposit.module.css';
import type { KeyIn } from '../../../i18n/keys';

/** After the English name is saved, the copy the member asked for follows by itself (spec §4). */
const COPY_AFTER_RENAME_MS = 1000;

interface BankMethodProps {
  lookup: DepositLookup;
  wallet: WalletResponse;
  /** Goes to the slip upload (for a transfer that did not arrive by itself). */
  onSlip: () => void;
}

/**
 * Deposit by bank transfer (spec §2): the site's accounts, each number and holder with a copy button. With
 * automatic deposit the transfer is matched to the member's own registered account and credited within a
 * minute; with manual deposit (the lookup's isManual, or an account in MANUAL mode: the Laos site) the member
 * then says how much was sent (POST /api/wallet/add), credited when the bank confirms.
 */
export function BankMethod({ lookup, wallet, onSlip }: BankMethodProps) {
  const { t, i18n } = useTranslation('deposit');
  const copy = useCopy();
  const [renaming, setRenaming] = useState<string | null>(null);
  const accounts = lookup.banks.filter((bank) => bank.bankType === 'bank');
  const manual = lookup.isManual || accounts.some((bank) => bank.mode === 'MANUAL');
  const own = wallet.bankAccount;
  const ownBank = bankName(own.bank, own.bankCode, i18n.language === 'en');
  // KTB, TMB and BBL show a transfer under the sender's English name: a Thai name would never be matched.
  const needsEnglishName = isEnglishOnlyBank(own.bankCode) && !isEnglishName(own.bankAccountName);

  const onCopy = (text: string) => {
    if (needsEnglishName) setRenaming(text);
    else void copy(text);
  };

  if (renaming !== null) {
    return (
      <RenameForm
        bankCode={own.bankCode}
        bankName={ownBank}
        onCancel={() => setRenaming(null)}
        onSaved={() => {
          const text = renaming;
          setRenaming(null);
          window.setTimeout(() => void copy(text), COPY_AFTER_RENAME_MS);
        }}
      />
    );
  }

  return (
    <div className={styles.method}>
      <InlineNotice tone="info">
        <p>
          {manual
            ? t('bank.manualHow')
            : t('bank.autoHow', { bank: ownBank, no: formatBankAccount(own.bankAccountNo) })}
        </p>
      </InlineNotice>
      <ul className={styles.accounts}>
        {accounts.map((account) => (
          <BankAccountCard key={`${account.bankCode}-${account.bankAccountNo}`} account={account} onCopy={onCopy} />
        ))}
      </ul>
      {manual ? <AnnounceForm currency={wallet.wallet.currency} /> : null}
      <p className={styles.aside}>
        {t('bank.notArrived')}{' '}
        <button type="button" className={styles.textButton} onClick={onSlip}>
          {t('bank.uploadSlip')}
        </button>
      </p>
    </div>
  );
}

function BankAccountCard({ account, onCopy }: { account: DepositBank; onCopy: (text: string) => void }) {
  const { t, i18n } = useTranslation('deposit');
  const name = bankName(
    { nameTH: account.bankNameTH, nameEN: account.bankNameEN },
    account.bankCode,
    i18n.language === 'en',
  );
  return (
    <li className={styles.account} data-testid="deposit-account">
      <p className={styles.accountBank}>
        <span>{name}</span>
        <span className={styles.badge}>{t(`currency.${account.currency}`)}</span>
      </p>
      <div className={styles.copyRow}>
        <div>
          <span className={styles.copyLabel}>{t('bank.number')}</span>
          <span className={styles.accountNo}>{formatBankAccount(account.bankAccountNo)}</span>
        </div>
        <CopyButton label={t('bank.copyNumber')} onCopy={() => onCopy(account.bankAccountNo)} />
      </div>
      <div className={styles.copyRow}>
        <div>
          <span className={styles.copyLabel}>{t('bank.holder')}</span>
          <span>{account.bankAccountName}</span>
        </div>
        <CopyButton label={t('bank.copyHolder')} onCopy={() => onCopy(account.bankAccountName)} />
      </div>
    </li>
  );
}

/** Manual deposit: the amount sent, announced so the operator looks for it (credited once the bank confirms). */
function AnnounceForm({ currency }: { currency: WalletResponse['wallet']['currency'] }) {
  const { t } = useTranslation('deposit');
  const queryClient = useQueryClient();
  const { alert } = useFeedback();
  const unit = t(`currency.${currency}`);
  const announce = useAnnounceDeposit();
  const form = useForm({
    initial: { amount: '' },
    text: (key: KeyIn<'deposit'>) => t(key, { min: formatMoney(TRANSFER_MINIMUM), unit }),
    validate: ({ amount }) => {
      const value = parseAmount(amount);
      if (!amount.trim()) return { amount: 'announce.required' };
      if (value === null) return { amount: 'announce.invalid' };
      if (value < TRANSFER_MINIMUM) return { amount: 'announce.min' };
      return {};
    },
  });
  const submit = form.submit(async ({ amount }) => {
    if (announce.isPending) return;
    const answer = await announce.mutateAsync(parseAmount(amount) ?? 0);
    form.set('amount', '');
    await queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
    await alert(t('announce.done', { amount: formatMoney(answer.deposit.amount), unit }), { tone: 'success' });
  });
  return (
    <form className={styles.subForm} onSubmit={submit} noValidate>
      <h3 className={styles.subTitle}>{t('announce.title')}</h3>
      <TextField
        label={t('announce.amount')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        hint={t('announce.hint')}
        {...form.field('amount')}
      />
      <InlineFailure error={form.refusal} />
      <Button type="submit" block busy={announce.isPending}>
        {t('announce.submit')}
      </Button>
    </form>
  );
}

interface RenameFormProps {
  bankCode: string;
  bankName: string;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * The holder's name in English (spec §4 bank-name edit, §5: letters A-Z and spaces, requiredEngLangMsg; §3:
 * first and last name), asked before copying when the member's own bank is KTB, TMB or BBL and the registered name is not English.
 */
function RenameForm({ bankCode, bankName, onCancel, onSaved }: RenameFormProps) {
  const { t } = useTranslation('deposit');
  const queryClient = useQueryClient();
  const rename = useRenameBankAccount(bankCode);
  const form = useForm({
    initial: { name: '' },
    text: (key: KeyIn<'deposit'>) => t(key),
    validate: ({ name }) =>
      !isEnglishName(name) ? { name: 'rename.english' } : !isFullName(name) ? { name: 'rename.fullName' } : {},
    refusals: {
      BANK_ACCOUNT_NAME_ENG: { field: 'name' },
      INVALID_USER_INFO: { field: 'name', message: 'rename.fullName' },
    },
  });
  const submit = form.submit(async ({ name }) => {
    if (rename.isPending) return;
    const answer = await rename.mutateAsync(normalizeName(name));
    tsr
      .initQueryClient(queryClient)
      .wallet.get.setQueryData(queryKeys.wallet(), (cached) =>
        cached ? { ...cached, body: { ...cached.body, bankAccount: answer.bankAccount } } : cached,
      );
    await queryClient.invalidateQueries({ queryKey: queryKeys.profile() });
    onSaved();
  });
  return (
    <form className={styles.method} onSubmit={submit} noValidate>
      <h3 className={styles.subTitle}>{t('rename.title')}</h3>
      <p className={styles.aside}>{t('rename.why', { bank: bankName })}</p>
      <TextField
        label={t('rename.label')}
        autoComplete="name"
        autoCapitalize="characters"
        maxLength={100}
        data-autofocus
        {...form.field('name', (raw) => raw.toUpperCase())}
      />
      <InlineFailure error={form.refusal} />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          {t('rename.cancel')}
        </Button>
        <Button type="submit" busy={rename.isPending}>
          {t('rename.save')}
        </Button>
      </div>
    </form>
  );
}
