import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { LockIcon, PhoneIcon, UserIcon } from '../../components/icons';
import { TextField } from '../../components/text-field';
import { useValidateRegistration } from './api';
import { profilePayload, type RegistrationDraft } from './draft';
import { FormFailure } from './form-failure';
import styles from './register.module.css';
import { useFocusFirstInvalid } from '../../components/use-focus-invalid';
import { hasErrors, profileErrors, type FieldErrors, type ProfileField } from './validation';

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
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const { form, focusFirstInvalid } = useFocusFirstInvalid();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = profileErrors(draft);
    setErrors(found);
    if (hasErrors(found)) {
      validate.reset();
      return focusFirstInvalid();
    }
    validate.mutate({ body: profilePayload(draft) }, { onSuccess: onDone });
  }

  const field = (name: ProfileField) => ({
    value: draft[name],
    error: errors[name] ? t(`errors.${errors[name]}`) : undefined,
    onChange: (event: { target: { value: string } }) => {
      onChange({ [name]: event.target.value });
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <form ref={form} className={styles.card} onSubmit={submit} noValidate>
      <TextField
        label={t('profile.name')}
        name="name"
        autoComplete="name"
        leading={<UserIcon size={20} />}
        {...field('name')}
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
        name="new-password"
        type="password"
        autoComplete="new-password"
        leading={<LockIcon size={20} />}
        {...field('password')}
      />
      <TextField
        label={t('profile.confirm')}
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        leading={<LockIcon size={20} />}
        {...field('confirm')}
      />
      <FormFailure error={validate.error} />
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
