import { LAOS_CURRENCY_OPTIONS } from '@portal/contract/constants';
import type { Bank } from '@portal/contract/schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { BankIcon, LockIcon } from '../../components/icons';
import { InlineFailure } from '../../components/inline-failure';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { isEnglishOnlyBank } from '../../lib/bank-account';
import { isLaosBuild } from '../../lib/flavour';
import { failureOf } from '../../api/errors';
import { useBanks, useSources } from '../../api/queries';
import { useCreateAccount } from './api';
import { createPayload, type RegistrationDraft } from './draft';
import { FormFailure } from './form-failure';
import styles from './register.module.css';
import { useFocusFirstInvalid } from '../../components/use-focus-invalid';
import { bankErrors, digitsOnly, hasErrors, type BankField, type FieldErrors } from './validation';

interface BankStepProps {
  draft: RegistrationDraft;
  onChange: (patch: Partial<RegistrationDraft>) => void;
  /** The inviter code came from a register link: shown, not editable. */
  inviteLocked: boolean;
  /** The server knows no member by the inviter code (NO_USER): the link's code is let go, so it can be fixed. */
  onInviteRefused: () => void;
  onDone: () => void;
  onBack: () => void;
}

/** Thai bank names in Thai; in English the English name; in Lao the Lao name of a Laos build's bank, else English. */
function bankName(bank: Bank, language: string): string {
  if (language === 'th' || (language === 'lo' && isLaosBuild)) return bank.nameTH;
  return bank.nameEN;
}

/** Step 4: the bank account withdrawals are paid to, where the member heard of us, the inviter, the currency. */
export function BankStep({ draft, onChange, inviteLocked, onInviteRefused, onDone, onBack }: BankStepProps) {
  const { t, i18n } = useTranslation('register');
  const banks = useBanks();
  const sources = useSources();
  const create = useCreateAccount();
  const [errors, setErrors] = useState<FieldErrors<BankField>>({});
  const [inviteRefused, setInviteRefused] = useState(false);
  const { form, focusFirstInvalid } = useFocusFirstInvalid();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = bankErrors(draft);
    setErrors(found);
    if (hasErrors(found)) {
      create.reset();
      return focusFirstInvalid();
    }
    create.mutate(
      { body: createPayload(draft) },
      {
        onSuccess: onDone,
        onError: (error) => {
          const failure = failureOf(error);
          if (failure.kind !== 'code' || failure.code !== 'NO_USER') return;
          // Said at the field, which becomes editable: fix the code or clear it and register without one.
          setInviteRefused(true);
          onInviteRefused();
          create.reset();
          focusFirstInvalid();
        },
      },
    );
  }

  const update = (name: BankField, value: string) => {
    onChange({ [name]: value });
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const errorOf = (name: BankField) => (errors[name] ? t(`errors.${errors[name]}`) : undefined);
  const englishHint = isEnglishOnlyBank(draft.bankCode) ? t('bank.englishHint') : undefined;
  const sourceList = sources.data?.body ?? [];

  return (
    <form ref={form} className={styles.card} onSubmit={submit} noValidate>
      <SelectField
        label={t('bank.bank')}
        name="bank"
        value={draft.bankCode}
        error={errorOf('bankCode')}
        onChange={(event) => update('bankCode', event.target.value)}
      >
        <option value="" disabled>
          {banks.isPending ? t('bank.loading') : t('bank.choose')}
        </option>
        {banks.data?.body.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bankName(bank, i18n.language)}
          </option>
        ))}
      </SelectField>
      <InlineFailure error={banks.error}>
        <Button variant="secondary" onClick={() => void banks.refetch()}>
          {t('common:retry')}
        </Button>
      </InlineFailure>
      <TextField
        label={t('bank.accountNo')}
        name="account-number"
        inputMode="numeric"
        autoComplete="off"
        leading={<BankIcon size={20} />}
        value={draft.accountNo}
        error={errorOf('accountNo')}
        onChange={(event) => update('accountNo', digitsOnly(event.target.value))}
      />
      <TextField
        label={t('bank.firstName')}
        name="first-name"
        autoComplete="given-name"
        autoCapitalize="characters"
        value={draft.firstName}
        error={errorOf('firstName')}
        onChange={(event) => update('firstName', event.target.value.toUpperCase())}
      />
      <TextField
        label={t('bank.lastName')}
        name="last-name"
        autoComplete="family-name"
        autoCapitalize="characters"
        value={draft.lastName}
        error={errorOf('lastName')}
        onChange={(event) => update('lastName', event.target.value.toUpperCase())}
      />
      <p className={styles.note} data-tone={englishHint ? 'info' : undefined}>
        {englishHint ?? t('bank.nameHint')}
      </p>

      {isLaosBuild ? (
        <fieldset className={styles.segmented}>
          <legend>{t('bank.currency')}</legend>
          <div>
            {LAOS_CURRENCY_OPTIONS.map((currency) => (
              <label key={currency}>
                <input
                  type="radio"
                  name="currency"
                  value={currency}
                  checked={draft.currency === currency}
                  onChange={() => onChange({ currency })}
                />
                <span>{t(`bank.currencies.${currency}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {sourceList.length > 0 ? (
        <SelectField
          label={t('bank.source')}
          name="source"
          value={draft.sourceCode}
          onChange={(event) => onChange({ sourceCode: event.target.value })}
        >
          <option value="">{t('bank.sourceNone')}</option>
          {sourceList.map((source) => (
            <option key={source.code} value={source.code}>
              {source.description}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField
        label={inviteLocked ? t('bank.inviteCode') : t('bank.inviteCodeOptional')}
        name="invite-code"
        autoComplete="off"
        autoCapitalize="characters"
        readOnly={inviteLocked}
        leading={inviteLocked ? <LockIcon size={18} /> : undefined}
        hint={inviteLocked ? t('bank.inviteLocked') : undefined}
        error={inviteRefused ? t('errors.inviteUnknown') : undefined}
        value={draft.inviteCode}
        onChange={(event) => {
          setInviteRefused(false);
          onChange({ inviteCode: event.target.value.toUpperCase() });
        }}
      />

      <FormFailure error={create.error} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack} disabled={create.isPending}>
          {t('common:back')}
        </Button>
        <Button type="submit" busy={create.isPending}>
          {t('bank.submit')}
        </Button>
      </div>
    </form>
  );
}
