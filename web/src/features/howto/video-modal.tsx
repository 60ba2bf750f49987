import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/texts';
import { AlertCircleIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import type { UrlModalProps } from '../../components/url-modal';
import styles from './howto-page.module.css';
import { tutorials } from './tutorials';

/**
 * One tutorial playing in a modal, `?modal=video&video=<id>`. Closing the modal removes the video element,
 * which stops it; a source that cannot be loaded shows a calm message instead of a broken player; an address
 * naming no tutorial closes.
 */
export default function VideoModal({ params, onClose }: UrlModalProps<'video'>) {
  const { t } = useTranslation('pages');
  const tutorial = tutorials.find((item) => item.id === params.video);
  useEffect(() => {
    if (!tutorial) onClose();
  }, [tutorial, onClose]);
  if (!tutorial) return null;
  return (
    <Modal open onClose={onClose} title={t(`howto.items.${tutorial.id}.title`)}>
      <Player key={tutorial.id} src={tutorial.src} />
    </Modal>
  );
}

function Player({ src }: { src: string }) {
  const { t } = useTranslation('pages');
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  // The element is made (and starts loading) while the modal's render may still wait to be shown: a source
  // refused before then fired its error event too early for React, so the element is asked once shown.
  useEffect(() => {
    if (video.current?.error) setFailed(true);
  }, []);
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
      ref={video}
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
