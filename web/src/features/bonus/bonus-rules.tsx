import { useTranslation } from '../../i18n/texts';
import styles from './bonus.module.css';

/**
 * What a bonus or promotion means for the member's money (spec §9), said plainly before it is taken and while
 * it is held: the turnover before a withdrawal, a withdrawal takes the whole balance (the rest is forfeited),
 * and it can be ended only once the balance has fallen below the operator's threshold.
 */
export function BonusRules({ held = false }: { held?: boolean }) {
  const { t } = useTranslation('bonus');
  return (
    <div className={styles.rules}>
      <p className={styles.rulesTitle}>{held ? t('rules.heldTitle') : t('rules.title')}</p>
      <ul className={styles.rulesList}>
        <li>{t('rules.turnover')}</li>
        <li>{t('rules.wholeBalance')}</li>
        <li>{t('rules.end')}</li>
      </ul>
    </div>
  );
}
