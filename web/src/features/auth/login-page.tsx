import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '@portal/contract/errors';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { NavigationState } from '../../api/navigation';
import { Button } from '../../components/button';
import { ChatIcon, LockIcon, PhoneIcon, ShieldIcon } from '../../components/icons';
import { takeTypedEarly } from '../../components/hydration';
import { InlineFailure, InlineNotice } from '../../components/inline-failure';
import { PageHero } from '../../components/page-hero';
import { TextField } from '../../components/text-field';
import { useFailureText } from '../../i18n/failure-text';
import { useFocusFirstInvalid } from '../../components/use-focus-invalid';
import { isLaosBuild } from '../../lib/flavour';
import { phoneDigits } from '../../lib/phone';
import { setToken } from '../../lib/storage';
import { useServiceActive } from '../../api/queries';
import { useLogin } from './api';
import styles from './login-page.module.css';
import { loginErrors, type LoginField } from './validation';

/** /login: phone and password, remember me, the server's refusal inline; success opens the member area. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const failureText = useFailureText();
  const ended = (useLocation().state as NavigationState | null)?.sessionEnded;
  useServiceActive();
  const login = useLogin();

  // What was typed into the pre-rendered page before the app ran is kept (components/hydration.tsx).
  const [phone, setPhone] = useState(() => phoneDigits(takeTypedEarly('username'), isLaosBuild));
  const [password, setPassword] = useState(() => takeTypedEarly('password'));
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const { form, focusFirstInvalid } = useFocusFirstInvalid();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = loginErrors({ phone, password }, isLaosBuild);
    setErrors(found);
    if (found.phone || found.password) {
      login.reset();
      return focusFirstInvalid();
    }
    login.mutate(
      { body: { username: phone, password } },
      {
        onSuccess: ({ body }) => {
          setToken(body.token, remember);
          void navigate('/user', { replace: true });
        },
      },
    );
  }

  const fieldError = (field: LoginField) => (errors[field] ? t(`errors.${errors[field]}`) : undefined);

  return (
    <div className={styles.page}>
      <PageHero icon={<ShieldIcon size={32} />} title={t('hero.title')} subtitle={t('hero.subtitle')} />

      <form ref={form} className={styles.card} onSubmit={submit} noValidate aria-labelledby="login-title">
        <h2 id="login-title" className={styles.cardTitle}>
          {t('form.title')}
        </h2>
        <TextField
          label={t('form.phone')}
          name="username"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          leading={<PhoneIcon size={20} />}
          value={phone}
          error={fieldError('phone')}
          onChange={(event) => {
            setPhone(phoneDigits(event.target.value, isLaosBuild));
            setErrors((current) => ({ ...current, phone: undefined }));
          }}
        />
        <TextField
          label={t('form.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          leading={<LockIcon size={20} />}
          value={password}
          error={fieldError('password')}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        <label className={styles.remember}>
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <span className={styles.box} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth={3}>
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <span>{t('form.remember')}</span>
        </label>

        {login.error ? (
          <InlineFailure error={login.error} />
        ) : isErrorCode(ended) && !login.isPending && !login.isSuccess ? (
          <InlineNotice tone="info">
            <p>{failureText({ kind: 'code', code: ended })}</p>
          </InlineNotice>
        ) : null}

        <Button type="submit" block busy={login.isPending || login.isSuccess}>
          {t('form.submit')}
        </Button>
      </form>

      <div className={styles.register}>
        <span>{t('register.prompt')}</span>
        <Link to="/register" className={styles.registerLink}>
          {t('register.link')}
        </Link>
      </div>

      <Link to="/contact" className={styles.help}>
        <ChatIcon size={18} />
        <span>{t('help')}</span>
      </Link>
    </div>
  );
}
