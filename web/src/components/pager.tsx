import { useTranslation } from '../i18n/texts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './pager.module.css';

/** How many page numbers the pager shows before and after the current one (spec §9). */
export const PAGER_RANGE = { before: 3, after: 1 } as const;

/** The page numbers shown around `page`: up to 3 before and 1 after it, within 1..pageCount. */
export function pagerPages(page: number, pageCount: number): number[] {
  const first = Math.max(1, page - PAGER_RANGE.before);
  const last = Math.min(pageCount, page + PAGER_RANGE.after);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What the pages are of, for assistive tech ("Statement pages"). */
  label: string;
}

/**
 * Previous, the page numbers around the current one, next. Numbers 3 away from the current page give way on
 * the narrowest phones, so the row always fits. Nothing when there is a single page. At either end the step
 * button is marked unavailable rather than disabled, so a keyboard user who pressed it keeps the focus.
 */
export function Pager({ page, pageCount, onPage, label }: PagerProps) {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        onClick={() => page > 1 && onPage(page - 1)}
        aria-disabled={page <= 1 || undefined}
        aria-label={t('pager.previous')}
      >
        <ChevronLeftIcon size={20} />
      </button>
      <ol className={styles.pages}>
        {pagerPages(page, pageCount).map((number) => (
          <li key={number} data-far={Math.abs(number - page) >= PAGER_RANGE.before || undefined}>
            <button
              type="button"
              className={styles.page}
              onClick={() => onPage(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pager.page', { page: number })}
            >
              {number}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.step}
        onClick={() => page < pageCount && onPage(page + 1)}
        aria-disabled={page >= pageCount || undefined}
        aria-label={t('pager.next')}
      >
        <ChevronRightIcon size={20} />
      </button>
    </nav>
  );
}
