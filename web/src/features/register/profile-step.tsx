import { useTranslation } from '../../i18n/texts';
import { Button } from '../../components/button';
import { LockIcon, PhoneIcon, UserIcon } from '../../components/icons';
import { TextField } from '../../components/text-field';
import { useValidateRegistration } from './api';
import { profilePayload, type RegistrationDraft } from './draft';
import { FormFailure } from './form-failure';
import styles from './register.module.css';
import { useForm } from '../../components/use-form';
import { profileErrors } from './validation';

interface ProfileStepProps {
  draft: RegistrationDraft;
  onChange: (patch: Partial<RegistrationDraft>) => void;
  onDone: () => void;
  onBack: () => void;
}

/** Step 3: name and password (the phone is shown read-only), checked by the server's validate call. */
export function ProfileStep({ draft, onChange, onDone, onBack }: ProfileStepProps) {
  const { t } = useTranslation('register');
  const validate = useValidateRegistration();
  const form = useForm({
    values: draft,
    onChange,
    validate: profileErrors,
    text: (key) => t(`errors.${key}`),
  });
  const submit = form.submit(async (values) => {
    await validate.mutateAsync({ body: profilePayload(values) });
    onDone();
  });

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <TextField
        label={t('profile.name')}
        autoComplete="name"
        leading={<UserIcon size={20} />}
        {...form.field('name')}
      />
      <TextField
        label={t('profile.phone')}
        name="username"
        type="tel"
        autoComplete="username"
        leading={<PhoneIcon size={20} />}
        value={draft.phone}
        readOnly
      />
      <TextField
        label={t('profile.password')}
        type="password"
        autoComplete="new-password"
        leading={<LockIcon size={20} />}
        {...form.field('password')}
        name="new-password"
      />
      <TextField
        label={t('profile.confirm')}
        type="password"
        autoComplete="new-password"
        leading={<LockIcon size={20} />}
        {...form.field('confirm')}
        name="confirm-password"
      />
      <FormFailure error={form.refusal} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {t('common:back')}
        </Button>
        <Button type="submit" busy={validate.isPending}>
          {t('common:next')}
        </Button>
      </div>
    </form>
  );
}
