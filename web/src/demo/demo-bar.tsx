import type { DemoControl, DemoDrift } from '@portal/mock-server/browser';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from '../i18n/texts';
import { tsr } from '../api/client';
import { ChevronDownIcon } from '../components/icons';
import { formatDateTime } from '../lib/dates';
import { clearSession, setToken } from '../lib/storage';
import styles from './demo-bar.module.css';
import {
  advance,
  answerSupport,
  clearDrifts,
  decideSlips,
  payNewestQr,
  restart,
  setDrift,
  stateReader,
  type DemoState,
} from './demo-world';
import { memberArea } from '../lib/pages';
import type { KeyIn } from '../i18n/keys';

/** The clock moves the presenter offers. */
const MOVES = [
  { key: 'minute', ms: 60_000 },
  { key: 'fiveMinutes', ms: 5 * 60_000 },
  { key: 'hour', ms: 60 * 60_000 },
  { key: 'day', ms: 24 * 60 * 60_000 },
] as const;

/** How often the world's time on the bar is read again while the panel is open. */
const TICK_MS = 1000;

/**
 * The world as the bar shows it (null until first read): read while the panel is open, after each change and
 * each second. Closed, nothing is read: the QA surface is fetched when the presenter first opens the bar.
 */
function useDemoState(control: DemoControl, open: boolean): [DemoState | null, () => void] {
  const [state, setState] = useState<DemoState | null>(null);
  const refresh = useMemo(() => stateReader(control.admin, setState), [control]);
  useEffect(() => {
    if (!open) return;
    refresh();
    const timer = setInterval(refresh, TICK_MS);
    const unsubscribe = control.subscribe(refresh);
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [control, refresh, open]);
  return [state, refresh];
}

export function DemoBar({ control, queryClient }: { control: DemoControl; queryClient: QueryClient }) {
  const { t } = useTranslation('demo');
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  // The different backends, folded away until asked for (the bar stays short over the page) or while one is on.
  const [driftShown, setDriftShown] = useState<boolean | null>(null);
  const [state, refresh] = useDemoState(control, open);
  // The scenario chosen in the list; until one is, the world's own.
  const [choice, setChoice] = useState<string | null>(null);
  const current = state?.scenario ?? control.scenarios[0]?.name ?? '';
  const picked = choice ?? current;
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const scenario = control.scenarios.find((s) => s.name === current);
  const drifts = state?.drifts ?? [];
  const driftOpen = driftShown ?? drifts.length > 0;

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  /** Screens read the world again after a change the presenter made. */
  const done = (message: string) => {
    setNotice(message);
    void queryClient.invalidateQueries();
  };
  /** A step through the QA surface: it says what it did, or that it did not happen. */
  const act = async (step: () => Promise<string>) => {
    try {
      done(await step());
    } catch {
      setNotice(t('failed'));
    }
  };
  const title = (name: string, fallback: string) => t(`scenarios.${name}`, { defaultValue: fallback });

  const logIn = async (as = scenario?.login) => {
    if (!as) return;
    setBusy(true);
    try {
      const answer = await tsr.account.login.mutate({ body: { username: as.phone, password: as.password } });
      if (answer.status !== 200) return setNotice(t('loginFailed'));
      setToken(answer.body.token, true);
      await control.flush();
      window.location.assign(memberArea);
    } catch {
      setNotice(t('loginFailed'));
    } finally {
      setBusy(false);
    }
  };

  const start = () =>
    act(async () => {
      await restart(control.admin, picked);
      // The new world knows no one: the old log-in goes with the old world.
      clearSession();
      window.location.assign('/');
      return '';
    });

  /**
   * A world file (saved by the QA console, or captured from a real backend by `npm run capture`) replaces the
   * world; its member is logged in (a captured world names its log-in, a saved one its scenario's).
   */
  const loadWorld = (file: File) =>
    act(async () => {
      const world = JSON.parse(await file.text()) as Parameters<typeof control.admin.importWorld>[0]['body'];
      const answer = await control.admin.importWorld({ body: world });
      if (answer.status !== 200) return t('worldRefused');
      clearSession();
      setChoice(null);
      const login = world.captured?.login ?? control.scenarios.find((s) => s.name === world.scenario)?.login;
      if (login) await logIn(login);
      return t('worldLoaded', { members: answer.body.members });
    });

  /**
   * A backend that drifted from the contract: presets add up; a preset tapped again is taken off. The screens
   * read again, as after any change the presenter makes.
   */
  const toggleDrift = (name: DemoDrift) => {
    const on = drifts.includes(name);
    setDriftShown(true);
    return act(async () => {
      await setDrift(control.admin, name, !on);
      return on ? t('drift.off', { name: t(`drift.presets.${name}`) }) : t(`drift.shown.${name}`);
    });
  };
  const backToContract = () => {
    setDriftShown(true);
    return act(async () => {
      await clearDrifts(control.admin);
      return t('drift.restored');
    });
  };

  /** The scripted events, each saying what it did. */
  const events: { label: KeyIn<'demo'>; disabled: boolean; run: () => Promise<string> }[] = [
    {
      label: 'payQr',
      disabled: !state || state.openQrs === 0,
      run: async () => ((await payNewestQr(control.admin)) ? t('qrPaid') : t('noQr')),
    },
    {
      label: 'supportAnswer',
      disabled: false,
      run: async () => ((await answerSupport(control.admin, t('supportText'))) ? t('answered') : t('noChat')),
    },
    {
      label: 'approveSlip',
      disabled: !state || state.waitingSlips === 0,
      run: async () => t('slipsDecided', { count: await decideSlips(control.admin, true) }),
    },
    {
      label: 'rejectSlip',
      disabled: !state || state.waitingSlips === 0,
      run: async () => t('slipsDecided', { count: await decideSlips(control.admin, false) }),
    },
  ];

  return (
    <div className={styles.root} data-demo-bar="">
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label={t('open')}
        aria-expanded={open}
        aria-controls={open ? titleId : undefined}
        onClick={() => {
          refresh();
          setOpen((now) => !now);
        }}
      >
        <span className={styles.badge}>{t('badge')}</span>
      </button>
      {open && (
        <div
          ref={panel}
          id={titleId}
          className={styles.panel}
          role="dialog"
          aria-modal="false"
          aria-labelledby={`${titleId}-title`}
          tabIndex={-1}
        >
          <div className={styles.head}>
            <div>
              <h2 id={`${titleId}-title`} className={styles.title}>
                {t('title')}
              </h2>
              <p className={styles.note}>{t('note')}</p>
            </div>
            <button
              type="button"
              className={styles.close}
              aria-label={t('close')}
              onClick={() => {
                setOpen(false);
                trigger.current?.focus();
              }}
            >
              ×
            </button>
          </div>

          <section className={styles.section} aria-labelledby={`${titleId}-scenario`}>
            <h3 id={`${titleId}-scenario`} className={styles.label}>
              {t('scenario')}
            </h3>
            <div className={styles.row}>
              <select
                className={styles.select}
                value={picked}
                aria-label={t('scenario')}
                onChange={(event) => setChoice(event.target.value)}
              >
                {control.scenarios.map((s) => (
                  <option key={s.name} value={s.name}>
                    {title(s.name, s.title)}
                  </option>
                ))}
              </select>
              <button type="button" className={styles.action} onClick={() => void start()}>
                {picked === current ? t('restart') : t('start')}
              </button>
            </div>
            <label className={`${styles.action} ${styles.load}`}>
              {t('loadWorld')}
              <input
                type="file"
                accept="application/json,.json"
                className={styles.file}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void loadWorld(file);
                }}
              />
            </label>
            {scenario?.login && (
              <button
                type="button"
                className={styles.primary}
                disabled={busy}
                aria-busy={busy}
                onClick={() => void logIn()}
              >
                {t('logIn', { phone: scenario.login.phone })}
              </button>
            )}
          </section>

          <section className={styles.section} aria-labelledby={`${titleId}-clock`}>
            <h3 id={`${titleId}-clock`} className={styles.label}>
              {t('clock')}
            </h3>
            <p className={styles.time} data-testid="demo-time">
              {state ? formatDateTime(state.now) : ''}
            </p>
            <div className={styles.grid}>
              {MOVES.map((move) => (
                <button
                  key={move.key}
                  type="button"
                  className={styles.action}
                  onClick={() =>
                    void act(async () => {
                      await advance(control.admin, move.ms);
                      return t('moved', { by: t(`move.${move.key}`) });
                    })
                  }
                >
                  {t(`move.${move.key}`)}
                </button>
              ))}
            </div>
          </section>

          <section className={styles.section} aria-labelledby={`${titleId}-events`}>
            <h3 id={`${titleId}-events`} className={styles.label}>
              {t('events')}
            </h3>
            <div className={styles.grid}>
              {events.map((event) => (
                <button
                  key={event.label}
                  type="button"
                  className={styles.action}
                  disabled={event.disabled}
                  onClick={() => void act(event.run)}
                >
                  {t(event.label)}
                </button>
              ))}
            </div>
            {state?.lastOtp && (
              <p className={styles.otp} data-testid="demo-otp">
                {t('lastOtp', state.lastOtp)}
              </p>
            )}
          </section>

          <section className={styles.section} aria-labelledby={`${titleId}-drift`}>
            <h3 className={styles.label}>
              <button
                id={`${titleId}-drift`}
                type="button"
                className={styles.disclose}
                aria-expanded={driftOpen}
                aria-controls={driftOpen ? `${titleId}-drifts` : undefined}
                onClick={() => setDriftShown(!driftOpen)}
              >
                <span>{t('drift.title')}</span>
                {drifts.length > 0 && (
                  <span className={styles.count}>{t('drift.active', { count: drifts.length })}</span>
                )}
                <ChevronDownIcon size={18} />
              </button>
            </h3>
            {driftOpen && (
              <div id={`${titleId}-drifts`}>
                <p className={styles.hint}>{t('drift.note')}</p>
                <div className={styles.grid}>
                  {control.drifts.map((preset) => (
                    <button
                      key={preset}
                      type="button"
                      className={styles.action}
                      aria-pressed={drifts.includes(preset)}
                      onClick={() => void toggleDrift(preset)}
                    >
                      {t(`drift.presets.${preset}`)}
                    </button>
                  ))}
                </div>
                <button
                  type="button"
                  className={`${styles.action} ${styles.wide}`}
                  onClick={() => void backToContract()}
                >
                  {t('drift.contract')}
                </button>
              </div>
            )}
          </section>

          <p className={styles.notice} role="status">
            {notice}
          </p>
        </div>
      )}
    </div>
  );
}

/** Puts the bar in a root of its own beside the app's, so the app's markup is the same as in any build. */
export function mountDemoBar(control: DemoControl, queryClient: QueryClient): void {
  const host = document.createElement('div');
  host.id = 'demo-bar';
  document.body.append(host);
  createRoot(host).render(
    <Suspense fallback={null}>
      <DemoBar control={control} queryClient={queryClient} />
    </Suspense>,
  );
}
