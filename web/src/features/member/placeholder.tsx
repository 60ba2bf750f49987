import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './member.module.css';

export type MemberScreen = 'home' | 'profile' | 'bonus' | 'spin';

/** A member screen still to be built: its title, what it already shows, and a line saying it comes later. */
export function Placeholder({ screen, children }: { screen: MemberScreen; children?: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(`member.screens.${screen}`)}</h1>
      {children}
      <p className={styles.soon}>{t('member.comingSoon')}</p>
    </div>
  );
}
