import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/texts';
import { Link } from 'react-router-dom';
import { useNotice, useSpinActive, useWallet } from '../../api/queries';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import {
  ArrowDownCircleIcon,
  ArrowUpCircleIcon,
  CoinIcon,
  GiftIcon,
  InfoIcon,
  RefreshIcon,
  RefundIcon,
  UsersIcon,
  WheelIcon,
} from '../../components/icons';
import { useHydrated } from '../../components/hydration';
import { ModalLink } from '../../components/modal-link';
import type { PlainModalName } from '../../components/url-modal';
import { VisuallyHidden } from '../../components/visually-hidden';
import srOnly from '../../components/visually-hidden.module.css';
import { HIDDEN_AMOUNT } from '../../early/early-reads';
import { formatMoney } from '../../lib/money';
import { useRefreshBalances } from './api';
import { useAgreementOnFirstVisit, useBalanceHidden } from './home-hooks';
import { BalanceCard } from './balance-card';
import { GameShelves, PredrawnShelves } from './game-shelves';
import { ReceiveInviteButton } from './receive-invite-button';
import styles from './home.module.css';
import { paths, type PagePath } from '../../lib/pages';

/**
 * /user/home (spec §2 home screen): the member's header (initial, name, coins), the wallet total with its eye
 * and check-balance control, the invite bonus with its receive button, the shortcut tiles, the operator's
 * notice, then the game carousels. While the wallet loads, the same layout holds skeletons (the total is filled in early).
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const wallet = useWallet();
  const [hidden, setHidden] = useBalanceHidden();
  const body = wallet.data?.body;
  // The rings are drawn in a transition after the first render: React may pause it for the browser, so the
  // app's start is not one long task (total blocking time); the first ring's picture holds their place.
  const [ringsDrawn, setRingsDrawn] = useState(false);
  useEffect(() => startTransition(() => setRingsDrawn(true)), []);
  useAgreementOnFirstVisit();

  return (
    <div className={styles.page}>
      <h1 className={srOnly.hidden}>{t('title')}</h1>
      <header className={styles.member}>
        <span className={styles.avatar} aria-hidden="true">
          {body?.profile.name.trim().slice(0, 1).toUpperCase()}
        </span>
        <div className={styles.who}>
          <span className={styles.label}>{t('greeting')}</span>
          {body ? (
            <span className={styles.name}>{body.profile.name}</span>
          ) : (
            <span className={styles.skeleton} data-size="name" />
          )}
        </div>
        {body && (
          <span className={styles.coins} title={t('coins', { count: body.profile.coin })}>
            <CoinIcon size={18} />
            <span aria-hidden="true">{body.profile.coin}</span>
            <VisuallyHidden>{t('coins', { count: body.profile.coin })}</VisuallyHidden>
          </span>
        )}
      </header>

      {wallet.isError ? (
        <div className={styles.failure} role="alert">
          <p>{t('failed')}</p>
          <Button variant="secondary" onClick={() => void wallet.refetch()} busy={wallet.isFetching}>
            {t('common:retry')}
          </Button>
        </div>
      ) : (
        <BalanceCard wallet={body} readAt={wallet.dataUpdatedAt} hidden={hidden} onHiddenChange={setHidden} />
      )}

      <InviteBox
        amount={body?.invite?.amount}
        failed={body?.invite === null}
        retrying={wallet.isFetching}
        onRetry={() => void wallet.refetch()}
        hidden={hidden}
      />
      <Shortcuts />
      {/* Below the tiles: the notice arrives after the page is drawn, and here it moves nothing the player sees. */}
      <Notice />
      {body && ringsDrawn ? <GameShelves wallet={body} hidden={hidden} /> : <PredrawnShelves wallet={body} />}
    </div>
  );
}

/** The operator's notice (GET /api/lookup/notice), as plain text, when there is one. */
function Notice() {
  const notice = useNotice().data?.body.notice.trim();
  if (!notice) return null;
  return (
    <p className={styles.notice} role="note">
      <InfoIcon size={20} />
      <span>{notice}</span>
    </p>
  );
}

/**
 * The invite bonus ready to receive, and the button that moves it into the wallet (spec §2, §7 invite). Drawn
 * before the wallet is known too (its amount a skeleton, filled in by the early read), so nothing below moves.
 */
/**
 * The invite box: the bonus waiting to be received. When the wallet's answer came without a readable invite
 * part (a backend that differs from the contract), the box alone says so, with a retry; no amount is made up.
 */
function InviteBox({
  amount,
  failed,
  retrying,
  onRetry,
  hidden,
}: {
  amount: number | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  hidden: boolean;
}) {
  const { t } = useTranslation('home');
  return (
    <section className={styles.invite} aria-labelledby="invite-bonus">
      <GiftIcon size={24} className={styles.inviteIcon} />
      <div className={styles.inviteText}>
        <span id="invite-bonus" className={styles.label}>
          {t('invite.title')}
        </span>
        {failed ? (
          <span className={styles.inviteFailed} role="alert">
            {t('invite.failed')}
          </span>
        ) : amount === undefined ? (
          <span className={styles.inviteAmount}>
            <span className={styles.skeleton} data-size="short" data-early="invite-amount" />
          </span>
        ) : (
          <span className={styles.inviteAmount} data-testid="invite-amount">
            {hidden ? HIDDEN_AMOUNT : formatMoney(amount)}
          </span>
        )}
      </div>
      {failed ? (
        <Button variant="secondary" onClick={onRetry} busy={retrying}>
          {t('common:retry')}
        </Button>
      ) : (
        <ReceiveInviteButton amount={amount} variant="secondary" />
      )}
    </section>
  );
}

interface Tile {
  key: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  /** A page, a modal (both links, which work on the pre-drawn page too), or an action of the app. */
  to?: PagePath;
  modal?: PlainModalName;
  onSelect?: () => void;
  busy?: boolean;
}

/**
 * The six shortcut tiles in two rows (spec §2): deposit, withdraw, the spin wheel while one is active
 * (otherwise refresh-all in its place), invite, the bonus page, refund.
 */
function Shortcuts() {
  const { t } = useTranslation('home');
  const spinActive = useSpinActive().data?.body.isActive === true;
  const refresh = useRefreshBalances();
  const { toast, showFailure } = useFeedback();
  const hydrated = useHydrated();
  const tiles: Tile[] = [
    { key: 'deposit', label: t('tiles.deposit'), icon: ArrowDownCircleIcon, modal: 'deposit' },
    { key: 'withdraw', label: t('tiles.withdraw'), icon: ArrowUpCircleIcon, modal: 'withdraw' },
    spinActive
      ? { key: 'spin', label: t('tiles.spin'), icon: WheelIcon, to: paths.spin }
      : {
          key: 'refresh',
          label: t('tiles.refresh'),
          icon: RefreshIcon,
          busy: refresh.isPending,
          onSelect: () =>
            refresh.mutate(undefined, {
              onSuccess: () => toast(t('balance.refreshed'), 'success'),
              onError: (error) => void showFailure(error),
            }),
        },
    { key: 'invite', label: t('tiles.invite'), icon: UsersIcon, modal: 'invite' },
    { key: 'bonus', label: t('tiles.bonus'), icon: GiftIcon, to: paths.bonus },
    { key: 'refund', label: t('tiles.refund'), icon: RefundIcon, modal: 'refund' },
  ];
  return (
    <nav className={styles.tiles} aria-label={t('tiles.label')}>
      {tiles.map(({ key, label, icon: Icon, to, modal, onSelect, busy }) =>
        modal ? (
          <ModalLink key={key} modal={modal} className={styles.tile}>
            <Icon size={26} />
            <span>{label}</span>
          </ModalLink>
        ) : to ? (
          <Link key={key} to={to} className={styles.tile}>
            <Icon size={26} />
            <span>{label}</span>
          </Link>
        ) : (
          <button
            key={key}
            type="button"
            className={styles.tile}
            onClick={onSelect}
            disabled={busy || !hydrated}
            aria-busy={busy || undefined}
          >
            <Icon size={26} />
            <span>{label}</span>
          </button>
        ),
      )}
    </nav>
  );
}
