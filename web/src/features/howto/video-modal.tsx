import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircleIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import styles from './howto-page.module.css';
import type { Tutorial } from './tutorials';

/**
 * One tutorial playing in a modal. Closing the modal removes the video element, which stops it; a source
 * that cannot be loaded shows a calm message instead of a broken player.
 */
export function VideoModal({ tutorial, onClose }: { tutorial: Tutorial | null; onClose: () => void }) {
  const { t } = useTranslation('pages');
  return (
    <Modal open={tutorial !== null} onClose={onClose} title={tutorial ? t(`howto.items.${tutorial.id}.title`) : ''}>
      {tutorial ? <Player key={tutorial.id} src={tutorial.src} /> : null}
    </Modal>
  );
}

function Player({ src }: { src: string }) {
  const { t } = useTranslation('pages');
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className={styles.unavailable} role="status">
        <AlertCircleIcon size={32} />
        <p className={styles.unavailableTitle}>{t('howto.unavailable')}</p>
        <p className={styles.unavailableHint}>{t('howto.unavailableHint')}</p>
      </div>
    );
  }
  return (
    <video
      className={styles.video}
      src={src}
      controls
      playsInline
      autoPlay
      preload="metadata"
      onError={() => setFailed(true)}
    />
  );
}
