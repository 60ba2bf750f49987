import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/texts';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { PhoneIcon } from '../../components/icons';
import { TextField } from '../../components/text-field';
import { isLaosBuild } from '../../lib/flavour';
import { useRegisterOtpFlag } from '../../api/queries';
import { useSendOtp } from './api';
import styles from './register.module.css';
import type { OtpTicket } from './otp-step';
import { useFocusFirstInvalid } from '../../components/use-focus-invalid';
import { phoneDigits } from '../../lib/phone';
import { phoneError, type RegisterMessage } from './validation';
import { paths } from '../../lib/pages';

interface PhoneStepProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** The phone is accepted: with the OTP ticket the server sent, or null when registration asks for no OTP. */
  onDone: (ticket: OtpTicket | null) => void;
}

/** Step 1: the phone number (10 digits outside the Laos build); with OTP on, the code is sent from here. */
export function PhoneStep({ phone, onPhoneChange, onDone }: PhoneStepProps) {
  const { t } = useTranslation('register');
  const { showFailure } = useFeedback();
  const otpFlag = useRegisterOtpFlag();
  const send = useSendOtp();
  const [error, setError] = useState<RegisterMessage>();
  const [checking, setChecking] = useState(false);
  const { form, focusFirstInvalid } = useFocusFirstInvalid();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = phoneError(phone, isLaosBuild);
    setError(found);
    if (found) return focusFirstInvalid();
    let flag = otpFlag.data?.body;
    if (!flag) {
      setChecking(true);
      const result = await otpFlag.refetch();
      setChecking(false);
      flag = result.data?.body;
      if (!flag) return void showFailure(result.error);
    }
    if (!flag.registerOTP) return onDone(null);
    send.mutate(
      { body: { phoneNumber: phone } },
      { onSuccess: ({ body }) => onDone(body), onError: (failure) => void showFailure(failure) },
    );
  }

  return (
    <form ref={form} className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('phone.label')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        leading={<PhoneIcon size={20} />}
        hint={isLaosBuild ? undefined : t('phone.hint')}
        value={phone}
        error={error ? t(`errors.${error}`) : undefined}
        onChange={(event) => {
          onPhoneChange(phoneDigits(event.target.value, isLaosBuild));
          setError(undefined);
        }}
      />
      <Button type="submit" block busy={checking || send.isPending}>
        {t('common:next')}
      </Button>
      <p className={styles.switchPrompt}>
        {t('haveAccount')}{' '}
        <Link to={paths.login} className={styles.inlineLink}>
          {t('login')}
        </Link>
      </p>
    </form>
  );
}
