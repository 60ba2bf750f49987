import { QR_PROVIDERS } from '@portal/contract/constants';
import type { StatementEntry, StatementType } from '@portal/contract/schemas';
import { useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/texts';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ArrowDownCircleIcon,
  ArrowUpCircleIcon,
  GiftIcon,
  ListIcon,
  SwapIcon,
  UploadIcon,
} from '../../components/icons';
import { DroppedNote, ListEmpty, ListFailure } from '../../components/list-state';
import { Pager } from '../../components/pager';
import { useModalLink } from '../../components/url-modal';
import { useBanks, useWallet } from '../../api/queries';
import { bankLabel } from '../../lib/bank-account';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useStatementPage } from './api';
import styles from './statement-page.module.css';

/** Each entry type's icon (spec §2: bonus and finish_bonus a gift). */
const typeIcons: Record<StatementType, ComponentType<{ size?: number }>> = {
  deposit: ArrowDownCircleIcon,
  withdraw: ArrowUpCircleIcon,
  transfer: SwapIcon,
  bonus: GiftIcon,
  finish_bonus: GiftIcon,
};

/**
 * The sign before an entry's amount (spec §2): '+' for deposit and bonus, '-' for withdraw, none for a
 * transfer between the member's own accounts. finish_bonus, which the spec leaves out, takes '-': it is the
 * remainder forfeited when a bonus ends, money leaving the member.
 */
export function signOf(type: StatementType): '+' | '-' | '' {
  if (type === 'deposit' || type === 'bonus') return '+';
  if (type === 'withdraw' || type === 'finish_bonus') return '-';
  return '';
}

/** A type of entry the app knows; another (a backend's newer type) is shown by its name as it came, with a plain icon. */
const isKnownType = (type: string): type is StatementType => Object.hasOwn(typeIcons, type);

/**
 * What an entry is about: the bonus, promotion, invite, refund or lucky draw it came from, else from → to, each
 * place on its own (a table's column keeps a name whole and wraps at the arrow).
 */
function describe(entry: StatementEntry, place: (code: string) => string): ReactNode {
  const source = entry.bonus ?? entry.promotion ?? entry.invite ?? entry.refund ?? entry.luckydraw;
  if (source?.description) return source.description;
  return (
    <>
      <span className={styles.place}>{place(entry.from)}</span> →{' '}
      <span className={styles.place}>{place(entry.to)}</span>
    </>
  );
}

/** Places the statement names in words of its own: the wallet, the system, a slip, a TrueMoney deposit. */
const WORDED_PLACES = ['WALLET', 'SYSTEM', 'SLIP', 'TRUEWALLET'] as const;
type WordedPlace = (typeof WORDED_PLACES)[number];
const isWorded = (code: string): code is WordedPlace => (WORDED_PLACES as readonly string[]).includes(code);

/** A QR provider that is no bank of the bank list (KBANK is, by its name): named as its QR, as the deposit offers it. */
const QR_PROVIDER_CODES = new Set<string>(QR_PROVIDERS);

/**
 * A place of an entry in words: the wallet, the system, a slip and TrueMoney in the reader's language, a game or a
 * bank by its name in `names` (the member's cards, the bank list), a QR provider as its QR ("WW QR"); anything
 * else (a place a backend added, a game or bank while those answers are on their way) by its code as it came.
 */
export function placeName(
  code: string,
  names: ReadonlyMap<string, string>,
  t: (key: `statement.places.${WordedPlace | 'qr'}`, options?: { provider: string }) => string,
): string {
  if (isWorded(code)) return t(`statement.places.${code}`);
  const name = names.get(code);
  if (name) return name;
  return QR_PROVIDER_CODES.has(code) ? t('statement.places.qr', { provider: code }) : code;
}

/** The reader's `placeName`: the games' and banks' names from the wallet and the bank list, in the page's language. */
function usePlaceName() {
  const { t, i18n } = useTranslation('pages');
  const slots = useWallet().data?.body.slots;
  const banks = useBanks().data?.body;
  const language = i18n.language;
  const names = useMemo(() => {
    const known = new Map<string, string>();
    for (const bank of banks ?? []) known.set(bank.code, bankLabel(bank, language));
    for (const slot of slots ?? []) if (slot.name) known.set(slot.code, slot.name);
    return known;
  }, [banks, slots, language]);
  return (code: string) => placeName(code, names, t);
}

/** The page's address with page `page` (1: none), every other parameter (an open dialog) kept. */
function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page === 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** The page number of `?page=`, 1 when it names none. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /user/statement: the member's statement, newest first, 10 a page (spec §2). The page is in the address
 * (`?page=2`), so a reload or a shared link keeps it. While the next page loads the current one stays,
 * dimmed; the one after is fetched ahead. A page with an entry in progress is read again every few seconds
 * until it has settled. The upload-slip button opens the slips dialog.
 */
export default function StatementPage() {
  const { t } = useTranslation('pages');
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search.get('page'));
  const statement = useStatementPage(page);
  const slipsLink = useModalLink('slips');

  const goTo = (next: number) => {
    setSearch((current) => withPage(current, next), { replace: true });
    window.scrollTo({ top: 0 });
  };

  // An address past the last page (an old link, a shorter history) shows the last page instead of nothing.
  const { pageCount, isPlaceholderData } = statement;
  useEffect(() => {
    if (pageCount !== undefined && page > pageCount && !isPlaceholderData) {
      setSearch((current) => withPage(current, pageCount), { replace: true });
    }
  }, [page, pageCount, isPlaceholderData, setSearch]);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('member.screens.statement')}</h1>
        <Link className={styles.slipsLink} {...slipsLink}>
          <UploadIcon size={20} />
          {t('statement.uploadSlip')}
        </Link>
      </div>

      {statement.isPending ? (
        <>
          {/* The page line's room, kept while loading so the list does not move down when it arrives. */}
          <p className={styles.summary} aria-hidden="true">
            &nbsp;
          </p>
          <div className={styles.board}>
            <ColumnHeads />
            <ul className={styles.list} role="status" aria-busy="true" aria-label={t('statement.loading')}>
              {[0, 1, 2, 3, 4].map((row) => (
                <li key={row} className={styles.entry} aria-hidden="true">
                  <span className={styles.skeleton} data-size="icon" />
                  <span className={styles.skeleton} data-size="type" />
                  <span className={styles.skeleton} data-size="amount" />
                  <span className={styles.skeleton} data-size="line" />
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : statement.isError && !statement.data ? (
        <ListFailure
          title={t('statement.failed')}
          error={statement.error}
          busy={statement.isFetching}
          onRetry={() => void statement.refetch()}
        />
      ) : !statement.data || statement.data.total === 0 ? (
        <ListEmpty icon={ListIcon} title={t('statement.empty')}>
          {t('statement.emptyHint')}
        </ListEmpty>
      ) : (
        <>
          <p className={styles.summary} role="status">
            {t('statement.pageOf', { page, count: statement.pageCount })}
          </p>
          <div className={styles.board}>
            <ColumnHeads />
            <ul
              className={styles.list}
              aria-label={t('member.screens.statement')}
              aria-busy={statement.isPlaceholderData || undefined}
              data-stale={statement.isPlaceholderData || undefined}
            >
              {statement.data.statements.map((entry, index) => (
                <StatementRow key={`${index}:${entry._id}`} entry={entry} />
              ))}
            </ul>
          </div>
          <DroppedNote list={statement.data.statements} />
          <Pager page={page} pageCount={statement.pageCount ?? 1} onPage={goTo} label={t('statement.pages')} />
        </>
      )}
    </div>
  );
}

/**
 * The table's column heads (time, type, from → to, status, amount), shown from 768 px where the entries line
 * up in those columns. Drawn only: each entry already reads in full as an item of the list.
 */
function ColumnHeads() {
  const { t } = useTranslation('pages');
  return (
    <div className={styles.columns} aria-hidden="true">
      <span className={styles.timeHead}>{t('statement.columns.time')}</span>
      <span className={styles.typeHead}>{t('statement.columns.type')}</span>
      <span className={styles.descriptionHead}>{t('statement.columns.description')}</span>
      <span className={styles.statusHead}>{t('statement.columns.status')}</span>
      <span className={styles.amountHead}>{t('statement.columns.amount')}</span>
    </div>
  );
}

function StatementRow({ entry }: { entry: StatementEntry }) {
  const { t } = useTranslation('pages');
  const type = entry.statementType;
  const known = isKnownType(type);
  const Icon = known ? typeIcons[type] : ListIcon;
  const sign = known ? signOf(type) : '';
  const place = usePlaceName();
  // Spec §4: anything but SUCCESS and FAILED is in progress, as the contract's reading gives it (decision 018).
  const status = entry.status;
  const when = formatDateTime(entry.createdAt);
  // Date and time may stand on two lines of the table's time column; a text that is no date stays whole.
  const cut = when.indexOf(' ');
  return (
    <li className={styles.entry} data-testid="statement-entry">
      <span className={styles.icon} data-type={known ? type : undefined} aria-hidden="true">
        <Icon size={22} />
      </span>
      <span className={styles.type}>{known ? t(`statement.types.${type}`) : type}</span>
      <span className={styles.amount} data-sign={sign || undefined} data-status={status}>
        {sign}
        {formatMoney(entry.amount)}
      </span>
      <span className={styles.description}>{describe(entry, place)}</span>
      <span className={styles.status} data-status={status}>
        {t(`statement.status.${status}`)}
      </span>
      <time className={styles.time} dateTime={entry.createdAt}>
        {cut < 0 ? (
          when
        ) : (
          <>
            <span>{when.slice(0, cut)}</span> <span>{when.slice(cut + 1)}</span>
          </>
        )}
      </time>
    </li>
  );
}
