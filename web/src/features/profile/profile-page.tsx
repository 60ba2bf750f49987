import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/texts';
import { useProfile } from '../../api/queries';
import { Button } from '../../components/button';
import { LockIcon } from '../../components/icons';
import { ListFailure } from '../../components/list-state';
import { useOpenModal } from '../../components/url-modal';
import { bankName, formatBankAccount } from '../../lib/bank-account';
import { formatDateTime } from '../../lib/dates';
import styles from './profile.module.css';

/**
 * /user/profile (spec §2 profile): name, member id and creation time, the read-only username (the phone),
 * the bank account (holder, bank's Thai name, number as 3-3-rest), and the lock that opens the password
 * change (`?modal=password`). When it cannot be read: what failed and why, with a retry (it also tries again by
 * itself, api/recovery.ts).
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
      {profile.isError && !body ? (
        <ListFailure
          title={t('profile.failed')}
          error={profile.error}
          busy={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <>
          <section className={styles.card} aria-labelledby="profile-name" aria-busy={body ? undefined : true}>
            <div className={styles.who}>
              <span className={styles.avatar} aria-hidden="true">
                {body?.profile.name.trim().slice(0, 1).toUpperCase()}
              </span>
              <div>
                <h2 id="profile-name" className={styles.name}>
                  {body ? (
                    body.profile.name
                  ) : (
                    // The page's own script fills the name in as soon as it is read, before the app runs (early/).
                    <span className={styles.skeleton} data-size="name" data-early="profile-name" />
                  )}
                </h2>
                <span className={styles.muted}>
                  {body ? t('profile.id', { id: body.profile._id }) : <span className={styles.skeleton} />}
                </span>
              </div>
            </div>
            <dl className={styles.facts}>
              <Fact label={t('profile.username')} icon>
                {body?.profile.username}
              </Fact>
              <Fact label={t('profile.createdAt')}>{body && formatDateTime(body.profile.createdAt)}</Fact>
            </dl>
          </section>
          <section className={styles.card} aria-labelledby="profile-bank" aria-busy={body ? undefined : true}>
            <h2 id="profile-bank" className={styles.sectionTitle}>
              {t('profile.bankTitle')}
            </h2>
            <dl className={styles.facts}>
              <Fact label={t('profile.holder')}>{body?.bankAccount.bankAccountName}</Fact>
              <Fact label={t('profile.bank')}>
                {body && bankName(body.bankAccount.bank, body.bankAccount.bankCode, false)}
              </Fact>
              <Fact label={t('profile.accountNo')}>
                {body && <span className={styles.number}>{formatBankAccount(body.bankAccount.bankAccountNo)}</span>}
              </Fact>
            </dl>
          </section>
        </>
      )}
    </div>
  );
}

/** One labelled fact; a skeleton while its value is still on its way. */
function Fact({ label, icon = false, children }: { label: string; icon?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {children ? (
          <>
            {icon ? <LockIcon size={14} /> : null}
            {children}
          </>
        ) : (
          <span className={styles.skeleton} />
        )}
      </dd>
    </div>
  );
}
