import { droppedFrom } from '@portal/contract/described';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/texts';
import { Button } from '../../components/button';
import { DroppedNote } from '../../components/list-state';
import { Pager } from '../../components/pager';
import styles from './promo.module.css';

interface PagedHistoryProps<Row> {
  /** The list's heading (also the pager's name). */
  title: string;
  /** A page query of api/paged.ts. */
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    pageCount: number | undefined;
    refetch: () => unknown;
  };
  rows: readonly Row[] | undefined;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  failed: string;
  row: (row: Row) => ReactNode;
}

/**
 * A dialog's history, 10 a page (spec §9: invites, refunds): skeleton rows while the first page loads, the
 * page on screen (dimmed) while the next one loads, what failed with a retry, a line when there is nothing yet.
 */
export function PagedHistory<Row>({ title, query, rows, page, onPage, empty, failed, row }: PagedHistoryProps<Row>) {
  const { t } = useTranslation('common');
  const headingId = useId();
  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subTitle}>
        {title}
      </h3>
      {query.isPending ? (
        <ul className={styles.rows} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((index) => (
            <li key={index} className={styles.row} aria-hidden="true">
              <span className={styles.skeleton} />
              <span className={styles.skeleton} data-size="short" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div className={styles.failure} role="alert">
          <p>{failed}</p>
          <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : !rows?.length && !(rows && droppedFrom(rows)) ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <>
          <ul className={styles.rows} aria-label={title} aria-busy={query.isPlaceholderData || undefined}>
            {rows.map((each, index) => (
              <li key={index} className={styles.row}>
                {row(each)}
              </li>
            ))}
          </ul>
          <DroppedNote list={rows} />
          <Pager page={page} pageCount={query.pageCount ?? 1} onPage={onPage} label={title} />
        </>
      )}
    </section>
  );
}
