import type { Banner } from '@portal/contract/schemas';
import { useRef, useState } from 'react';
import { useTranslation } from '../i18n/texts';
import styles from './banner-carousel.module.css';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { SafeHtml } from './safe-html';

/**
 * The operator's banners (image and html each, spec §2 invite, refund and bonus dialogs) as a row of slides
 * the finger swipes (native scroll snapping, so the browser does the motion), with previous and next buttons
 * and "2 / 3" for the rest of us. The html goes through SafeHtml.
 */
export function BannerCarousel({ banners, label }: { banners: readonly Banner[]; label: string }) {
  const { t } = useTranslation('common');
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const many = banners.length > 1;

  const goTo = (index: number) => {
    const node = track.current;
    if (!node) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    node.scrollTo({ left: index * node.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <ul
        ref={track}
        className={styles.track}
        onScroll={(event) => {
          const node = event.currentTarget;
          setCurrent(Math.round(node.scrollLeft / Math.max(1, node.clientWidth)));
        }}
      >
        {banners.map((banner, index) => (
          <li
            key={index}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={t('slide', { index: index + 1, count: banners.length })}
          >
            {banner.image && (
              <img className={styles.image} src={banner.image} alt="" width={600} height={422} decoding="async" />
            )}
            {banner.html ? <SafeHtml className={styles.html} html={banner.html} /> : null}
          </li>
        ))}
      </ul>
      {many ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.step}
            onClick={() => goTo(Math.max(0, current - 1))}
            aria-disabled={current === 0 || undefined}
            aria-label={t('previousSlide')}
          >
            <ChevronLeftIcon size={20} />
          </button>
          <span className={styles.position} aria-live="polite">
            {current + 1} / {banners.length}
          </span>
          <button
            type="button"
            className={styles.step}
            onClick={() => goTo(Math.min(banners.length - 1, current + 1))}
            aria-disabled={current === banners.length - 1 || undefined}
            aria-label={t('nextSlide')}
          >
            <ChevronRightIcon size={20} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
