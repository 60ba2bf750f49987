import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/texts';
import { isErrorCode } from '@portal/contract/errors';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { NavigationState } from '../../api/navigation';
import { Button } from '../../components/button';
import { EarlyNotice, takeEarlyNotice } from '../../components/early-notice';
import { ChatIcon, LockIcon, PhoneIcon, ShieldIcon } from '../../components/icons';
import { takeTypedEarly, useHydrated } from '../../components/hydration';
import { InlineFailure, InlineNotice } from '../../components/inline-failure';
import { PageHero } from '../../components/page-hero';
import { TextField } from '../../components/text-field';
import { useFailureText } from '../../i18n/failure-text';
import { useForm } from '../../components/use-form';
import { isLaosBuild } from '../../lib/flavour';
import { phoneDigits } from '../../lib/phone';
import { setToken } from '../../lib/storage';
import { useServiceActive } from '../../api/queries';
import { takeEarlyLogin } from '../../early/take-early-login';
import { useLogin } from './api';
import styles from './login-page.module.css';
import { loginErrors } from '../../lib/login-validation';
import { memberArea, paths } from '../../lib/pages';

/**
 * Why the session ended. It lives in the history entry, which the pre-rendered page cannot know (and which
 * survives a reload): said once the app has taken the page over, never in the markup it takes over. Only this
 * line draws again then, not the form, whose fields may hold what was typed meanwhile.
 */
function SessionEnded({ text }: { text: string }) {
  if (!useHydrated()) return null;
  return (
    <InlineNotice tone="info">
      <p>{text}</p>
    </InlineNotice>
  );
}

/**
 * /login: phone and password, remember me, the server's refusal inline; success opens the member area. Before
 * the app arrives, the pre-drawn form logs in by itself (early/early-login-script.ts).
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const failureText = useFailureText();
  const ended = (useLocation().state as NavigationState | null)?.sessionEnded;
  useServiceActive();
  const login = useLogin();

  const hydrated = useHydrated();
  const [remember, setRemember] = useState(false);
  // A refusal the page's own script said before the app arrived (early/early-login-script.ts), until the next
  // try; and its log-in still in flight then, whose answer is the app's to show.
  const [early, setEarly] = useState(() => takeEarlyNotice('login'));
  const [inFlight, setInFlight] = useState(takeEarlyLogin);
  useEffect(() => {
    if (!inFlight) return;
    let current = true;
    void inFlight.then((refusal) => {
      if (!current) return;
      setInFlight(null);
      if (refusal !== null) setEarly(refusal);
    });
    return () => {
      current = false;
    };
  }, [inFlight]);
  const form = useForm({
    // What was typed into the pre-rendered page before the app ran is kept (components/hydration.tsx).
    initial: () => ({
      phone: phoneDigits(takeTypedEarly('username'), isLaosBuild),
      password: takeTypedEarly('password'),
    }),
    validate: (values) => loginErrors(values, isLaosBuild),
    text: (key) => t(`errors.${key}`),
  });

  const submit = form.submit(async ({ phone, password }) => {
    setEarly('');
    const { body } = await login.mutateAsync({ body: { username: phone, password } });
    setToken(body.token, remember);
    void navigate(memberArea, { replace: true });
  });

  return (
    <div className={styles.page}>
      <PageHero icon={<ShieldIcon size={32} />} title={t('hero.title')} subtitle={t('hero.subtitle')} />

      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="login-title">
        <h2 id="login-title" className={styles.cardTitle}>
          {t('form.title')}
        </h2>
        <TextField
          label={t('form.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          leading={<PhoneIcon size={20} />}
          {...form.field('phone', (typed) => phoneDigits(typed, isLaosBuild))}
          name="username"
        />
        <TextField
          label={t('form.password')}
          type="password"
          autoComplete="current-password"
          leading={<LockIcon size={20} />}
          {...form.field('password')}
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

        {!hydrated ? (
          <EarlyNotice name="login" />
        ) : form.refusal ? (
          <InlineFailure error={form.refusal} />
        ) : early ? (
          <InlineNotice tone="error">
            <p>{early}</p>
          </InlineNotice>
        ) : isErrorCode(ended) && !login.isPending && !login.isSuccess ? (
          <SessionEnded text={failureText({ kind: 'code', code: ended })} />
        ) : null}

        <Button type="submit" block busy={login.isPending || login.isSuccess || (hydrated && inFlight !== null)}>
          {t('form.submit')}
        </Button>
      </form>

      <div className={styles.register}>
        <span>{t('register.prompt')}</span>
        <Link to={paths.register} className={styles.registerLink}>
          {t('register.link')}
        </Link>
      </div>

      <Link to={paths.contact} className={styles.help}>
        <ChatIcon size={18} />
        <span>{t('help')}</span>
      </Link>
    </div>
  );
}
