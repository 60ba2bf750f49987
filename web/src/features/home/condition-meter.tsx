import { useTranslation } from '../../i18n/texts';
import styles from './promo.module.css';

/** Keeps a server's percentage between 0 and 100 for drawing. */
const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * The success and fail percentages the invite and refund dialogs show (spec §2): two figures, and a bar
 * split between them.
 */
export function ConditionMeter({ success, fail }: { success: number; fail: number }) {
  const { t } = useTranslation('home');
  const total = clamp(success) + clamp(fail);
  const share = total > 0 ? (clamp(success) / total) * 100 : 0;
  return (
    <div className={styles.meter}>
      <dl className={styles.meterFigures}>
        <div>
          <dt>{t('conditions.success')}</dt>
          <dd data-tone="success">{success}%</dd>
        </div>
        <div>
          <dt>{t('conditions.fail')}</dt>
          <dd data-tone="error">{fail}%</dd>
        </div>
      </dl>
      <div className={styles.meterBar} aria-hidden="true">
        <span style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
