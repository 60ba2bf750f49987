import { useTranslation } from 'react-i18next';
import styles from './member.module.css';

export type MemberScreen = 'spin';

/** A member screen still to be built: its title and a line saying it comes later. */
export function Placeholder({ screen }: { screen: MemberScreen }) {
  const { t } = useTranslation('pages');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(`member.screens.${screen}`)}</h1>
      <p className={styles.soon}>{t('member.comingSoon')}</p>
    </div>
  );
}
