import { useTranslation } from 'react-i18next';
import { PlayCircleIcon } from '../../components/icons';
import { PageHero } from '../../components/page-hero';
import { useOpenModal } from '../../components/url-modal';
import styles from './howto-page.module.css';
import { tutorials } from './tutorials';

/** /howto: the five tutorial videos as cards; a card opens its video in a modal (`?modal=video&video=<id>`). */
export default function HowToPage() {
  const { t } = useTranslation('pages');
  const openModal = useOpenModal();

  return (
    <div className={styles.page}>
      <PageHero layout="inline" title={t('howto.title')} subtitle={t('howto.subtitle')} />

      <ol className={styles.list}>
        {tutorials.map((tutorial, index) => (
          <li key={tutorial.id}>
            <button type="button" className={styles.card} onClick={() => openModal('video', { video: tutorial.id })}>
              <span className={styles.tile} data-tone={tutorial.tone} aria-hidden="true">
                <span className={styles.number}>{String(index + 1).padStart(2, '0')}</span>
                <span className={styles.play}>
                  <PlayCircleIcon size={30} />
                </span>
              </span>
              <span className={styles.text}>
                <span className={styles.cardTitle}>{t(`howto.items.${tutorial.id}.title`)}</span>
                <span className={styles.description}>{t(`howto.items.${tutorial.id}.description`)}</span>
              </span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
