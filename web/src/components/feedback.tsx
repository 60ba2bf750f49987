import { TIMEOUTS } from '@portal/contract/constants';
import { createContext, useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/texts';
import { failureOf } from '../api/failure';
import { useFailureText } from '../i18n/failure-text';
import { Button } from './button';
import styles from './feedback.module.css';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './icons';
import { Modal } from './modal';

type Tone = 'error' | 'success';

interface Toast {
  id: number;
  tone: Tone;
  text: string;
}

interface Alert {
  id: number;
  tone: Tone | 'question';
  title?: string;
  text: string;
  /** A question has two buttons (cancel, and `confirmLabel`); an alert one. */
  confirmLabel?: string;
  cancelLabel?: string;
  done: (confirmed: boolean) => void;
}

interface ConfirmOptions {
  title: string;
  confirmLabel: string;
  /** The way out, when "Cancel" could be mistaken for the action (cancelling a bonus). */
  cancelLabel?: string;
}

export interface Feedback {
  /** A toast at the top of the screen for 4 s: red for errors (spec §8), green for a quick success. */
  toast: (text: string, tone?: Tone) => void;
  /** A modal alert the user closes; errors are titled errorMsg, successes successMsg. Resolves on close. */
  alert: (text: string, options?: { tone?: Tone; title?: string }) => Promise<void>;
  /**
   * A question before an action that cannot be undone: the title, the text, cancel and `confirmLabel`.
   * Resolves true when confirmed, false when cancelled or dismissed.
   */
  confirm: (text: string, options: ConfirmOptions) => Promise<boolean>;
  /** Maps a failed call to its localized text (or the raw server message) and shows it as a toast or alert. */
  showFailure: (error: unknown, how?: 'toast' | 'alert') => Promise<void>;
}

const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a <FeedbackProvider> above it');
  return feedback;
}

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const failureText = useFailureText();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const nextId = useRef(0);
  const alertId = useId();

  const toast = useCallback((text: string, tone: Tone = 'error') => {
    const id = ++nextId.current;
    setToasts((list) => [...list.slice(-2), { id, tone, text }]);
    setTimeout(() => setToasts((list) => list.filter((item) => item.id !== id)), TIMEOUTS.errorToastMs);
  }, []);

  const ask = useCallback(
    (text: string, options: Omit<Alert, 'id' | 'text' | 'done'>) =>
      new Promise<boolean>((resolve) => {
        const id = ++nextId.current;
        const done = (confirmed: boolean) => {
          setAlerts((list) => list.filter((item) => item.id !== id));
          resolve(confirmed);
        };
        setAlerts((list) => [...list, { id, text, done, ...options }]);
      }),
    [],
  );

  const alert = useCallback(
    async (text: string, options: { tone?: Tone; title?: string } = {}) => {
      await ask(text, { tone: options.tone ?? 'error', title: options.title });
    },
    [ask],
  );

  const confirm = useCallback(
    (text: string, options: ConfirmOptions) => ask(text, { tone: 'question', ...options }),
    [ask],
  );

  const showFailure = useCallback(
    (error: unknown, how: 'toast' | 'alert' = 'toast') => {
      const text = failureText(failureOf(error));
      if (how === 'alert') return alert(text);
      toast(text);
      return Promise.resolve();
    },
    [alert, toast, failureText],
  );

  const value = useMemo(() => ({ toast, alert, confirm, showFailure }), [toast, alert, confirm, showFailure]);
  const current = alerts[0];

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <div className={styles.toasts} aria-live="assertive">
        {toasts.map((item) => (
          <div
            key={item.id}
            className={styles.toast}
            data-tone={item.tone}
            role={item.tone === 'error' ? 'alert' : 'status'}
          >
            {item.tone === 'error' ? <AlertCircleIcon size={20} /> : <CheckCircleIcon size={20} />}
            <span>{item.text}</span>
          </div>
        ))}
      </div>
      {current ? (
        <Modal
          key={current.id}
          open
          variant="alert"
          describedBy={`${alertId}-${current.id}`}
          onClose={() => current.done(false)}
          title={
            <span className={styles.alertTitle} data-tone={current.tone}>
              {current.tone === 'error' ? (
                <AlertCircleIcon size={40} />
              ) : current.tone === 'question' ? (
                <InfoIcon size={40} />
              ) : (
                <CheckCircleIcon size={40} />
              )}
              {current.title ?? (current.tone === 'error' ? t('errorMsg') : t('successMsg'))}
            </span>
          }
          footer={
            current.confirmLabel ? (
              <div className={styles.answers}>
                <Button variant="secondary" onClick={() => current.done(false)} data-autofocus>
                  {current.cancelLabel ?? t('cancel')}
                </Button>
                <Button onClick={() => current.done(true)}>{current.confirmLabel}</Button>
              </div>
            ) : (
              <Button onClick={() => current.done(true)} data-autofocus>
                {t('ok')}
              </Button>
            )
          }
        >
          <p id={`${alertId}-${current.id}`} className={styles.alertText}>
            {current.text}
          </p>
        </Modal>
      ) : null}
    </FeedbackContext.Provider>
  );
}
