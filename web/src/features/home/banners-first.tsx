import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/texts';
import { BannerCarousel } from '../../components/banner-carousel';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useBanners } from './promo-api';
import { ModalLoading } from '../../components/modal-states';
import styles from './promo.module.css';

interface BannersFirstModalProps {
  area: 'invite' | 'refund';
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The invite and refund dialogs (spec §2): the area's banners come first, in a carousel; closing it (its close
 * button, Escape, the backdrop or Continue) opens the dialog itself. With no banners, or when they cannot be
 * read (they are the operator's decoration, nothing to act on), the dialog opens directly.
 */
export function BannersFirstModal({ area, title, onClose, children }: BannersFirstModalProps) {
  const { t } = useTranslation('home');
  const banners = useBanners(area);
  const [passed, setPassed] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const showBanners = !passed && (banners.data?.length ?? 0) > 0;
  const waiting = !passed && banners.isPending;

  // Continue leaves with its button: the focus goes to the dialog's content, not to the page behind.
  useEffect(() => {
    if (passed) content.current?.focus();
  }, [passed]);

  return (
    <Modal
      open
      title={title}
      onClose={showBanners ? () => setPassed(true) : onClose}
      footer={
        showBanners ? (
          <Button block onClick={() => setPassed(true)}>
            {t('banners.continue')}
          </Button>
        ) : undefined
      }
    >
      {waiting ? (
        <ModalLoading label={t('banners.loading')} />
      ) : showBanners ? (
        <BannerCarousel banners={banners.data ?? []} label={t('banners.label', { title })} />
      ) : (
        <div ref={content} className={styles.content} tabIndex={-1}>
          {children}
        </div>
      )}
    </Modal>
  );
}
