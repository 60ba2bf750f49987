import { APP_VERSION } from '@portal/contract/constants';
import { useTranslation } from '../../i18n/texts';
import { Button } from '../../components/button';
import { AlertCircleIcon, ChatIcon, ExternalIcon } from '../../components/icons';
import { PageHero } from '../../components/page-hero';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useContact } from '../../api/queries';
import type { PageProps } from '../../lib/pages';
import styles from './contact-page.module.css';

/**
 * /contact (visitor) and /user/contact (member): the support text, the QR code of the support account, a
 * link to that account and the app version. The public page has no top offset, so its hero runs up under
 * the floating top bar; the member page sits in the normal flow below the bar.
 */
export default function ContactPage({ shell }: PageProps) {
  const { t } = useTranslation('pages');
  const contact = useContact();

  return (
    <div className={styles.page} data-variant={shell}>
      <PageHero
        className={styles.hero}
        icon={<ChatIcon size={28} />}
        title={t('contact.title')}
        subtitle={t('contact.subtitle')}
      />

      {contact.isPending ? (
        <div className={styles.card} aria-busy="true" role="status" aria-label={t('contact.loading')}>
          <span className={styles.skeletonText} />
          <span className={styles.skeletonText} data-short />
          <span className={styles.skeletonQr} data-early-hide="contact-qr" />
          {/* The member page's own script shows the QR code as soon as it is read, before the app runs (early/). */}
          <figure className={styles.qr} data-early-show="contact-qr" hidden>
            <img data-early="contact-qr" alt="" width={184} height={184} />
            <figcaption>{t('contact.qrTitle')}</figcaption>
          </figure>
          <span className={styles.skeletonButton} />
        </div>
      ) : contact.isError ? (
        <div className={styles.card} role="alert">
          <div className={styles.failure}>
            <AlertCircleIcon size={28} />
            <p>{t('contact.failed')}</p>
          </div>
          <Button variant="secondary" block onClick={() => void contact.refetch()} busy={contact.isFetching}>
            {t('common:retry')}
          </Button>
        </div>
      ) : (
        <section className={styles.card} aria-labelledby="support-account">
          <p className={styles.text}>{contact.data.body.contactText}</p>
          {/* What a backend sent without a picture or a link is not drawn (decision 018). */}
          {contact.data.body.lineQR && (
            <figure className={styles.qr}>
              <img
                src={contact.data.body.lineQR}
                alt={t('contact.qrAlt', { name: contact.data.body.lineName })}
                width={184}
                height={184}
                decoding="async"
              />
              <figcaption>{t('contact.qrTitle')}</figcaption>
            </figure>
          )}
          <div className={styles.account}>
            <span id="support-account" className={styles.accountLabel}>
              {t('contact.account')}
            </span>
            {contact.data.body.lineLink && (
              <a className={styles.link} href={contact.data.body.lineLink} target="_blank" rel="noopener noreferrer">
                <ChatIcon size={20} />
                <span className={styles.linkText}>{t('contact.chatWith', { name: contact.data.body.lineName })}</span>
                <VisuallyHidden>{t('contact.newTab')}</VisuallyHidden>
                <ExternalIcon size={18} />
              </a>
            )}
          </div>
        </section>
      )}

      <footer className={styles.version}>{t('contact.version', { version: APP_VERSION })}</footer>
    </div>
  );
}
