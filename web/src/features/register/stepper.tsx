import { useTranslation } from '../../i18n/texts';
import { VisuallyHidden } from '../../components/visually-hidden';
import styles from './register.module.css';

export type Step = 'phone' | 'otp' | 'profile' | 'bank';

/**
 * The wizard's progress: one dot per step that applies (the OTP step only when registration asks for one),
 * steps before the current one ticked. `current` null: every step is done.
 */
export function Stepper({ steps, current }: { steps: readonly Step[]; current: Step | null }) {
  const { t } = useTranslation('register');
  const at = current === null ? steps.length : steps.indexOf(current);
  return (
    <nav className={styles.stepper} aria-label={t('steps.label')}>
      <ol>
        {steps.map((step, index) => {
          const state = index < at ? 'done' : index === at ? 'current' : 'todo';
          return (
            <li key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.stepDot} aria-hidden="true">
                {state === 'done' ? (
                  <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth={3}>
                    <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                ) : (
                  index + 1
                )}
              </span>
              <span className={styles.stepName}>
                {t(`steps.${step}`)}
                {state === 'done' ? <VisuallyHidden> ({t('steps.done')})</VisuallyHidden> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
