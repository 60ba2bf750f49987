import { TIMEOUTS } from '@portal/contract/constants';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/texts';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useFeedback } from '../../components/feedback';
import { CheckCircleIcon, UserPlusIcon } from '../../components/icons';
import { PageHero } from '../../components/page-hero';
import { isLaosBuild } from '../../lib/flavour';
import { clearInviterCode, getInviterCode, storeInviterCode } from '../../lib/storage';
import { useBanks, useRegisterOtpFlag, useSources } from '../../api/queries';
import { BankStep } from './bank-step';
import { emptyDraft, type RegistrationDraft } from './draft';
import { OtpStep, type OtpTicket } from './otp-step';
import { PhoneStep } from './phone-step';
import { ProfileStep } from './profile-step';
import styles from './register.module.css';
import { Stepper, type Step } from './stepper';
import { takeTypedEarly } from '../../components/hydration';
import { phoneDigits } from '../../lib/phone';
import { paths } from '../../lib/pages';

/** The inviter code of /register?code=…, stored for later visits; without one in the URL, a stored one. */
function inviterCode(fromUrl: string | null): string | null {
  const code = fromUrl?.trim();
  if (code) {
    storeInviterCode(code);
    return code;
  }
  return getInviterCode();
}

/**
 * /register: the four-step wizard of spec §2 — phone, OTP (only when registration asks for one and the phone
 * is not verified yet), profile, bank. The draft lives here, so Back never loses what was typed. After the
 * account is made: a success toast, then /login after 2 s.
 */
export default function RegisterPage() {
  const { t } = useTranslation('register');
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [params] = useSearchParams();
  const [storedCode, setStoredCode] = useState(() => inviterCode(params.get('code')));
  // A phone typed into the pre-rendered page before the app ran is kept (components/hydration.tsx).
  const [draft, setDraft] = useState(() => ({
    ...emptyDraft(storedCode ?? '', isLaosBuild),
    phone: phoneDigits(takeTypedEarly('phone'), isLaosBuild),
  }));
  const [step, setStep] = useState<Step>('phone');
  const [ticket, setTicket] = useState<OtpTicket | null>(null);
  const [created, setCreated] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const otpFlag = useRegisterOtpFlag();
  // The bank step's lists load while the member is still on the first steps.
  useBanks();
  useSources();

  const otpRequired = otpFlag.data?.body.registerOTP === true;
  const steps: Step[] = otpRequired ? ['phone', 'otp', 'profile', 'bank'] : ['phone', 'profile', 'bank'];
  const otpAsked = otpRequired && ticket !== null && ticket.code !== 'OTP_VERIFIED';

  useEffect(() => {
    if (!moved.current) return;
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [step, created]);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => void navigate(paths.login), TIMEOUTS.registrationRedirectMs);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };
  const change = (patch: Partial<RegistrationDraft>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <div className={styles.page}>
      <PageHero
        layout="inline"
        icon={<UserPlusIcon size={26} />}
        title={t('hero.title')}
        subtitle={t('hero.subtitle')}
      />

      {otpFlag.isPending ? (
        <div className={styles.stepper} aria-hidden="true" />
      ) : (
        <Stepper steps={steps} current={created ? null : step} />
      )}

      {created ? (
        <section className={styles.done} aria-labelledby="register-step">
          <CheckCircleIcon size={56} />
          <h2 id="register-step" ref={heading} tabIndex={-1} className={styles.stepTitle}>
            {t('success.title')}
          </h2>
          <p className={styles.stepText}>{t('success.text')}</p>
          <span
            className={styles.countdown}
            style={{ '--redirect-delay': `${TIMEOUTS.registrationRedirectMs}ms` } as CSSProperties}
            aria-hidden="true"
          />
          <Link to={paths.login} className={styles.primaryLink}>
            {t('success.login')}
          </Link>
        </section>
      ) : (
        <section aria-labelledby="register-step" className={styles.step}>
          <div className={styles.stepHead}>
            <p className={styles.stepCount}>
              {t('steps.count', { current: steps.indexOf(step) + 1, total: steps.length })}
            </p>
            <h2 id="register-step" ref={heading} tabIndex={-1} className={styles.stepTitle}>
              {t(`${step}.title`)}
            </h2>
            <p className={styles.stepText}>{t(`${step}.description`, { phone: draft.phone })}</p>
          </div>

          {step === 'phone' ? (
            <PhoneStep
              phone={draft.phone}
              onPhoneChange={(phone) => change({ phone })}
              onDone={(sent) => {
                setTicket(sent);
                if (sent?.code === 'SUCCESS') {
                  change({ otpCode: '' });
                  go('otp');
                } else go('profile');
              }}
            />
          ) : null}
          {step === 'otp' && ticket ? (
            <OtpStep
              phone={draft.phone}
              ticket={ticket}
              code={draft.otpCode}
              onCodeChange={(otpCode) => change({ otpCode })}
              onResent={setTicket}
              onVerified={() => go('profile')}
              onBack={() => go('phone')}
            />
          ) : null}
          {step === 'profile' ? (
            <ProfileStep
              draft={draft}
              onChange={change}
              onDone={() => go('bank')}
              onBack={() => go(otpAsked ? 'otp' : 'phone')}
            />
          ) : null}
          {step === 'bank' ? (
            <BankStep
              draft={draft}
              onChange={change}
              inviteLocked={storedCode !== null}
              onInviteRefused={() => {
                clearInviterCode();
                setStoredCode(null);
              }}
              onDone={() => {
                moved.current = true;
                clearInviterCode();
                toast(t('success.toast'), 'success');
                setCreated(true);
              }}
              onBack={() => go('profile')}
            />
          ) : null}
        </section>
      )}
    </div>
  );
}
