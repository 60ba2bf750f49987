import { LAOS_CURRENCY_OPTIONS } from '@portal/contract/constants';
import { useTranslation } from '../../i18n/texts';
import { Button } from '../../components/button';
import { BankIcon, LockIcon } from '../../components/icons';
import { InlineFailure } from '../../components/inline-failure';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { bankLabel, isEnglishOnlyBank, normalizeName } from '../../lib/bank-account';
import { isLaosBuild } from '../../lib/flavour';
import { useBanks, useSources } from '../../api/queries';
import { useCreateAccount } from './api';
import { createPayload, type RegistrationDraft } from './draft';
import { FormFailure } from './form-failure';
import styles from './register.module.css';
import { useForm } from '../../components/use-form';
import { bankErrors, digitsOnly } from './validation';

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

/** Step 4: the bank account withdrawals are paid to, where the member heard of us, the inviter, the currency. */
export function BankStep({ draft, onChange, inviteLocked, onInviteRefused, onDone, onBack }: BankStepProps) {
  const { t, i18n } = useTranslation('register');
  const banks = useBanks();
  const sources = useSources();
  const create = useCreateAccount();
  const form = useForm({
    values: draft,
    onChange,
    validate: bankErrors,
    text: (key) => t(`errors.${key}`),
    // An inviter code that names no member is said at its field, which becomes editable: fix the code or clear
    // it and register without one.
    refusals: { NO_USER: { field: 'inviteCode', message: 'inviteUnknown' } },
  });
  const submit = form.submit(async (values) => {
    await create.mutateAsync({ body: createPayload(values) });
    onDone();
  }, onInviteRefused);
  const upperCase = (typed: string) => typed.toUpperCase();
  // Spec §5: names are sent trimmed; shown so as the player leaves the field (a message there stays unless
  // the text changes).
  const trimOnLeave = (name: 'firstName' | 'lastName') => () => {
    const clean = normalizeName(draft[name]);
    if (clean !== draft[name]) form.set(name, clean);
  };
  const englishHint = isEnglishOnlyBank(draft.bankCode) ? t('bank.englishHint') : undefined;
  const sourceList = sources.data?.body ?? [];

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <SelectField label={t('bank.bank')} {...form.field('bankCode')} name="bank">
        <option value="" disabled>
          {banks.isPending ? t('bank.loading') : t('bank.choose')}
        </option>
        {banks.data?.body.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bankLabel(bank, i18n.language)}
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
        inputMode="numeric"
        autoComplete="off"
        leading={<BankIcon size={20} />}
        {...form.field('accountNo', digitsOnly)}
        name="account-number"
      />
      <TextField
        label={t('bank.firstName')}
        autoComplete="given-name"
        autoCapitalize="characters"
        {...form.field('firstName', upperCase)}
        onBlur={trimOnLeave('firstName')}
        name="first-name"
      />
      <TextField
        label={t('bank.lastName')}
        autoComplete="family-name"
        autoCapitalize="characters"
        {...form.field('lastName', upperCase)}
        onBlur={trimOnLeave('lastName')}
        name="last-name"
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
        autoComplete="off"
        autoCapitalize="characters"
        readOnly={inviteLocked}
        leading={inviteLocked ? <LockIcon size={18} /> : undefined}
        hint={inviteLocked ? t('bank.inviteLocked') : undefined}
        {...form.field('inviteCode', upperCase)}
        name="invite-code"
      />

      <FormFailure error={form.refusal} />
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
