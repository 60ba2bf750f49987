import type { ErrorCode } from '@portal/contract/errors';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/texts';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { ShieldIcon } from '../../components/icons';
import { TextField } from '../../components/text-field';
import { failureOf } from '../../api/failure';
import { useSendOtp, useVerifyOtp } from './api';
import styles from './register.module.css';
import { useFocusFirstInvalid } from '../../components/use-focus-invalid';
import { digitsOnly, OTP_LENGTH, otpCodeError } from './validation';
import type { FullKey } from '../../i18n/keys';

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

/** The server's refusals that are about the code typed, told at the code field rather than in a toast. */
const CODE_FIELD_ERRORS: ReadonlySet<ErrorCode> = new Set(['OTP_CODE_INVALID', 'OTP_EXPIRED']);

/** Step 2 (OTP registration only): the 6-digit SMS code, checked against the token of the last send. */
export function OtpStep({ phone, ticket, code, onCodeChange, onResent, onVerified, onBack }: OtpStepProps) {
  const { t } = useTranslation('register');
  const { showFailure, toast } = useFeedback();
  const verify = useVerifyOtp();
  const resend = useSendOtp();
  /** The code field's message: a key of this step's own checks, or a catalogue code the server answered. */
  const [error, setError] = useState<FullKey>();
  const { form, focusFirstInvalid } = useFocusFirstInvalid();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = otpCodeError(code);
    setError(found && `register:errors.${found}`);
    if (found) return focusFirstInvalid();
    verify.mutate(
      { body: { otpToken: ticket.otpToken, otpCode: code } },
      {
        onSuccess: onVerified,
        onError: (error) => {
          // A wrong or expired code is said at the code, where the player types the next one.
          const failure = failureOf(error);
          if (failure.kind !== 'code' || !CODE_FIELD_ERRORS.has(failure.code)) return void showFailure(error);
          setError(`errors:${failure.code}`);
          focusFirstInvalid();
        },
      },
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
        error={error ? t(error) : undefined}
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
