import { useTranslation } from 'react-i18next';
import { useProfile } from '../../api/queries';
import { Button } from '../../components/button';
import { LockIcon } from '../../components/icons';
import { useOpenModal } from '../../components/url-modal';
import { formatBankAccount } from '../../lib/bank-account';
import { formatDateTime } from '../../lib/dates';
import styles from './profile.module.css';

/**
 * /user/profile (spec §2 profile): name, member id and creation time, the read-only username (the phone),
 * the bank account (holder, bank's Thai name, number as 3-3-rest), and the lock that opens the password
 * change (`?modal=password`).
 */
export default function ProfilePage() {
  const { t } = useTranslation('pages');
  const profile = useProfile();
  const openModal = useOpenModal();
  const body = profile.data?.body;

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('member.screens.profile')}</h1>
        <Button variant="secondary" onClick={() => openModal('password')} disabled={!body}>
          <LockIcon size={18} />
          {t('profile.changePassword')}
        </Button>
      </div>
      {profile.isError ? (
        <div className={styles.card} role="alert">
          <p className={styles.failed}>{t('profile.failed')}</p>
          <Button variant="secondary" onClick={() => void profile.refetch()} busy={profile.isFetching}>
            {t('common:retry')}
          </Button>
        </div>
      ) : !body ? (
        <div className={styles.card} role="status" aria-busy="true" aria-label={t('profile.loading')}>
          {[0, 1, 2, 3].map((line) => (
            <span key={line} className={styles.skeleton} />
          ))}
        </div>
      ) : (
        <>
          <section className={styles.card} aria-labelledby="profile-name">
            <div className={styles.who}>
              <span className={styles.avatar} aria-hidden="true">
                {body.profile.name.trim().slice(0, 1).toUpperCase()}
              </span>
              <div>
                <h2 id="profile-name" className={styles.name}>
                  {body.profile.name}
                </h2>
                <span className={styles.muted}>{t('profile.id', { id: body.profile._id })}</span>
              </div>
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>{t('profile.username')}</dt>
                <dd>
                  <LockIcon size={14} /> {body.profile.username}
                </dd>
              </div>
              <div>
                <dt>{t('profile.createdAt')}</dt>
                <dd>{formatDateTime(body.profile.createdAt)}</dd>
              </div>
            </dl>
          </section>
          <section className={styles.card} aria-labelledby="profile-bank">
            <h2 id="profile-bank" className={styles.sectionTitle}>
              {t('profile.bankTitle')}
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>{t('profile.holder')}</dt>
                <dd>{body.bankAccount.bankAccountName}</dd>
              </div>
              <div>
                <dt>{t('profile.bank')}</dt>
                <dd>{body.bankAccount.bank.nameTH}</dd>
              </div>
              <div>
                <dt>{t('profile.accountNo')}</dt>
                <dd className={styles.number}>{formatBankAccount(body.bankAccount.bankAccountNo)}</dd>
              </div>
            </dl>
          </section>
        </>
      )}
    </div>
  );
}
