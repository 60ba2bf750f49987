import { useTranslation } from '../../i18n/texts';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import type { UrlModalProps } from '../../components/url-modal';
import { useForm } from '../../components/use-form';
import { useChangePassword } from './api';
import styles from './profile.module.css';
import type { KeyIn } from '../../i18n/keys';

const FIELDS = [
  { name: 'oldPassword', label: 'old', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'new', autoComplete: 'new-password' },
  { name: 'confirm', label: 'confirm', autoComplete: 'new-password' },
] as const;

/**
 * The password change (`?modal=password`, spec §2, §5): old, new and confirm, all required (the button
 * waits until each has something), new equal to confirm (said inline). A refusal is said in an error alert
 * with its text (spec §8); once closed, one that names a field marks it (a wrong old password: WRONG_PASSWORD)
 * and the focus goes there. On success the new token is kept and the member is told it is saved.
 */
export default function PasswordModal({ onClose }: UrlModalProps<'password'>) {
  const { t } = useTranslation('pages');
  const { alert, showFailure } = useFeedback();
  const change = useChangePassword();
  const form = useForm({
    initial: { oldPassword: '', newPassword: '', confirm: '' },
    text: (key: KeyIn<'pages'>) => t(key),
    validate: ({ newPassword, confirm }) => (newPassword !== confirm ? { confirm: 'profile.password.notEqual' } : {}),
    refusals: {
      WRONG_PASSWORD: { field: 'oldPassword' },
      INVALID_USER_INFO: { field: 'newPassword', message: 'profile.password.invalid' },
    },
  });
  const { oldPassword, newPassword, confirm } = form.values;
  const complete = oldPassword !== '' && newPassword !== '' && confirm !== '';

  const submit = form.submit(async (values) => {
    if (change.isPending) return;
    try {
      await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
    } catch (error) {
      await showFailure(error, 'alert');
      throw error;
    }
    onClose();
    await alert(t('profile.password.done'), { tone: 'success' });
  });

  return (
    <Modal open onClose={onClose} title={t('profile.password.title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          if (!complete) return event.preventDefault();
          submit(event);
        }}
      >
        {FIELDS.map(({ name, label, autoComplete }) => (
          <TextField
            key={name}
            type="password"
            label={t(`profile.password.${label}`)}
            autoComplete={autoComplete}
            maxLength={64}
            {...form.field(name)}
          />
        ))}
        <Button type="submit" block busy={change.isPending} disabled={!complete}>
          {t('profile.password.submit')}
        </Button>
      </form>
    </Modal>
  );
}
