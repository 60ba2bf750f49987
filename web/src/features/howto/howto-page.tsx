import { useTranslation } from '../../i18n/texts';
import { Link } from 'react-router-dom';
import { PlayCircleIcon } from '../../components/icons';
import { PageHero } from '../../components/page-hero';
import { useModalLink } from '../../components/url-modal';
import styles from './howto-page.module.css';
import { tutorials, type Tutorial } from './tutorials';

/**
 * /howto: the five tutorial videos as cards; a card opens its video in a modal (`?modal=video&video=<id>`).
 * The cards are links, so a tap on the pre-rendered page opens the video even before the app's code has come.
 */
export default function HowToPage() {
  const { t } = useTranslation('pages');

  return (
    <div className={styles.page}>
      <PageHero layout="inline" title={t('howto.title')} subtitle={t('howto.subtitle')} />

      <ol className={styles.list}>
        {tutorials.map((tutorial, index) => (
          <li key={tutorial.id}>
            <TutorialCard tutorial={tutorial} number={index + 1} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function TutorialCard({ tutorial, number }: { tutorial: Tutorial; number: number }) {
  const { t } = useTranslation('pages');
  const { to, state } = useModalLink('video', { video: tutorial.id });
  return (
    <Link to={to} state={state} className={styles.card}>
      <span className={styles.tile} data-tone={tutorial.tone} aria-hidden="true">
        <span className={styles.number}>{String(number).padStart(2, '0')}</span>
        <span className={styles.play}>
          <PlayCircleIcon size={30} />
        </span>
      </span>
      <span className={styles.text}>
        <span className={styles.cardTitle}>{t(`howto.items.${tutorial.id}.title`)}</span>
        <span className={styles.description}>{t(`howto.items.${tutorial.id}.description`)}</span>
      </span>
    </Link>
  );
}
