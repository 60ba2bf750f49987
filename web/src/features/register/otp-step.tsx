import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { ShieldIcon } from '../../components/icons';
import { TextField } from '../../components/text-field';
import { useSendOtp, useVerifyOtp } from './api';
import styles from './register.module.css';
import { useFocusFirstInvalid } from '../../components/use-focus-invalid';
import { digitsOnly, OTP_LENGTH, otpCodeError } from './validation';

/** What POST /api/otp/send answers: the reference shown to the member and the token the code is checked against. */
export interface OtpTicket {
  otpRef: string;
  otpToken: string;
  code: 'SUCCESS' | 'OTP_VERIFIED';
}

interface OtpStepProps {
  phone: string;
  ticket: OtpTicket;
  code: string;
  onCodeChange: (code: string) => void;
  /** A new code was sent: its reference and token replace the old ones. */
  onResent: (ticket: OtpTicket) => void;
  onVerified: () => void;
  onBack: () => void;
}

/** Step 2 (OTP registration only): the 6-digit SMS code, checked against the token of the last send. */
export function OtpStep({ phone, ticket, code, onCodeChange, onResent, onVerified, onBack }: OtpStepProps) {
  const { t } = useTranslation('register');
  const { showFailure, toast } = useFeedback();
  const verify = useVerifyOtp();
  const resend = useSendOtp();
  const [error, setError] = useState<string>();
  const { form, focusFirstInvalid } = useFocusFirstInvalid();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = otpCodeError(code);
    setError(found);
    if (found) return focusFirstInvalid();
    verify.mutate(
      { body: { otpToken: ticket.otpToken, otpCode: code } },
      { onSuccess: onVerified, onError: (failure) => void showFailure(failure) },
    );
  }

  function sendAgain() {
    resend.mutate(
      { body: { phoneNumber: phone } },
      {
        onSuccess: ({ body }) => {
          if (body.code === 'OTP_VERIFIED') return onVerified();
          onResent(body);
          onCodeChange('');
          toast(t('otp.resent'), 'success');
        },
        onError: (failure) => void showFailure(failure),
      },
    );
  }

  return (
    <form ref={form} className={styles.card} onSubmit={submit} noValidate>
      <p className={styles.reference}>
        <ShieldIcon size={18} />
        <span>{t('otp.reference')}</span>
        <strong data-testid="otp-ref">{ticket.otpRef}</strong>
      </p>
      <TextField
        className={styles.codeField}
        label={t('otp.label')}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        error={error ? t(`errors.${error}`) : undefined}
        onChange={(event) => {
          onCodeChange(digitsOnly(event.target.value).slice(0, OTP_LENGTH));
          setError(undefined);
        }}
      />
      <div className={styles.resend}>
        <span>{t('otp.noCode')}</span>
        <Button variant="ghost" onClick={sendAgain} busy={resend.isPending}>
          {t('otp.resend')}
        </Button>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {t('common:back')}
        </Button>
        <Button type="submit" busy={verify.isPending}>
          {t('otp.verify')}
        </Button>
      </div>
    </form>
  );
}
