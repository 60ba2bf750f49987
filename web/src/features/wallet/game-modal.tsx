import { TRANSFER_MINIMUM, WALLET_CODE } from '@portal/contract/constants';
import type { GameAccount } from '@portal/contract/schemas';
import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/texts';
import { queryKeys, useWallet } from '../../api/queries';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { EyeIcon, EyeOffIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import type { UrlModalProps } from '../../components/url-modal';
import { useCopy } from '../../components/use-copy';
import { useForm } from '../../components/use-form';
import { amountText, formatMoney, parseAmount, toMinor } from '../../lib/money';
import { useActivateGame } from '../../api/game-accounts';
import { gameCredentialsQuery, playKey, transferKey, usePlay, useResetGamePassword, useTransfer } from './api';
import styles from './game-modal.module.css';
import { ModalFailure, ModalLoading } from '../../components/modal-states';
import type { KeyIn } from '../../i18n/keys';

/**
 * Whether the portal runs inside another page's frame (the spec's iframe-environment flag; decision 013):
 * a game opened in the same window would then be drawn inside that frame, which game providers refuse, so
 * it opens in a new tab instead.
 */
export function inFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent may not even be compared: framed all the same.
    return true;
  }
}

/**
 * The game modal (`?modal=game&code=…`, spec §2, §4, §5): the account's balance and the game's credit, its
 * credentials to copy (the password hidden until asked) with a password reset, and the ways to play. Play
 * moves the whole wallet into the game (its button says how much), then opens it (auto-login link, or the
 * provider's sign-in form): in the same window, or a new tab when the portal is framed. A wallet below the
 * transfer minimum, which the server would refuse to move, stays where it is: play just opens the game, and
 * says so. Transfer only moves
 * the amount the player chose, everything the wallet holds unless they type less. The Android and iOS apps
 * are links, off when the game has none.
 */
export default function GameModal({ params, onClose }: UrlModalProps<'game'>) {
  const { t } = useTranslation('home');
  const wallet = useWallet();
  const account = wallet.data?.body.slots.find((slot) => slot.code === params.code);
  return (
    <Modal open onClose={onClose} title={account?.name ?? t('game.title')}>
      {wallet.isError ? (
        <ModalFailure text={t('failed')} busy={wallet.isFetching} onRetry={() => void wallet.refetch()} />
      ) : !wallet.data ? (
        <ModalLoading label={t('game.loading')} />
      ) : !account ? (
        <p className={styles.note}>{t('game.unknown')}</p>
      ) : account.isActive ? (
        <OpenGame
          account={account}
          walletAmount={wallet.data.body.wallet.amount}
          unit={t(`currency.${wallet.data.body.wallet.currency}`)}
        />
      ) : (
        <ClosedGame account={account} />
      )}
    </Modal>
  );
}

function ClosedGame({ account }: { account: GameAccount }) {
  const { t } = useTranslation('home');
  const activate = useActivateGame();
  const { showFailure } = useFeedback();
  return (
    <div className={styles.game}>
      <p className={styles.note}>{t('game.closed', { name: account.name })}</p>
      <Button
        block
        busy={activate.isPending}
        onClick={() => activate.mutate(account.code, { onError: (error) => void showFailure(error, 'alert') })}
      >
        {t('games.open')}
      </Button>
    </div>
  );
}

interface OpenGameProps {
  account: GameAccount;
  walletAmount: number;
  /** The wallet's currency, in words. */
  unit: string;
}

function OpenGame({ account, walletAmount, unit }: OpenGameProps) {
  const { t } = useTranslation('home');
  const { toast, showFailure } = useFeedback();
  const copy = useCopy();
  const [revealed, setRevealed] = useState(false);
  const credentials = useQuery(gameCredentialsQuery(account.code));
  const reset = useResetGamePassword(account.code);

  const transferring = useIsMutating({ mutationKey: transferKey(account.code) }) > 0;
  const movesWallet = toMinor(walletAmount) >= toMinor(TRANSFER_MINIMUM);
  const play = usePlay(account, movesWallet);

  // What play does: moves the wallet (saying how much), leaves a wallet below the minimum, or just plays.
  const playLabel = movesWallet
    ? t('game.playWithWallet', { amount: formatMoney(walletAmount), unit })
    : t(walletAmount > 0 ? 'game.playWithoutMoving' : 'game.play');
  const busy = play.isPending || transferring;
  const canPlay = account.autoLoginGame !== null || account.url !== null;
  const creds = credentials.data;

  return (
    <div className={styles.game}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('game.balance')}</dt>
          <dd className={styles.amount} data-testid="game-balance">
            {formatMoney(account.amount)}
          </dd>
        </div>
        <div>
          <dt>{t('game.credit')}</dt>
          <dd>{formatMoney(account.amount * account.ftWalletSlot)}</dd>
        </div>
      </dl>

      <section className={styles.credentials} aria-labelledby="game-credentials">
        <h3 id="game-credentials" className={styles.subTitle}>
          {t('game.credentials')}
        </h3>
        {credentials.isError ? (
          <ModalFailure
            text={t('game.credentialsFailed')}
            busy={credentials.isFetching}
            onRetry={() => void credentials.refetch()}
          />
        ) : !creds ? (
          <ModalLoading label={t('game.credentialsLoading')} />
        ) : (
          <>
            <div className={styles.row}>
              <div>
                <span className={styles.label}>{t('game.username')}</span>
                <span className={styles.value} data-testid="game-username">
                  {creds.username}
                </span>
              </div>
              <Button variant="ghost" onClick={() => void copy(creds.username)} aria-label={t('game.copyUsername')}>
                {t('game.copy')}
              </Button>
            </div>
            <div className={styles.row}>
              <div>
                <span className={styles.label}>{t('game.password')}</span>
                <span className={styles.value} data-testid="game-password">
                  {revealed ? creds.password : '••••••••'}
                </span>
              </div>
              <button
                type="button"
                className={styles.eye}
                onClick={() => setRevealed((value) => !value)}
                aria-label={revealed ? t('common:hidePassword') : t('common:showPassword')}
                aria-pressed={revealed}
              >
                {revealed ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
              </button>
              <Button variant="ghost" onClick={() => void copy(creds.password)} aria-label={t('game.copyPassword')}>
                {t('game.copy')}
              </Button>
            </div>
            <Button
              variant="secondary"
              busy={reset.isPending}
              onClick={() =>
                reset.mutate(undefined, {
                  onSuccess: () => toast(t('game.resetDone'), 'success'),
                  onError: (error) => void showFailure(error, 'alert'),
                })
              }
            >
              {t('game.reset')}
            </Button>
          </>
        )}
      </section>

      <Button
        block
        busy={play.isPending}
        disabled={!canPlay || transferring}
        onClick={() => {
          if (busy) return;
          // The new tab is opened in the tap itself, so no pop-up blocker stops it; it is sent on after.
          const tab = inFrame() ? window.open('', '_blank') : null;
          if (tab) tab.opener = null;
          return play.mutateAsync(tab, {
            onError: (error) => {
              tab?.close();
              void showFailure(error, 'alert');
            },
          });
        }}
      >
        {playLabel}
      </Button>

      <TransferOnly account={account} walletAmount={walletAmount} unit={unit} />

      <div className={styles.apps}>
        <AppLink href={account.android} label={t('game.android')} />
        <AppLink href={account.ios} label={t('game.ios')} />
      </div>
    </div>
  );
}

/**
 * Transfer only (spec §2, §5): money from the wallet into this game, as much as the player says. The field
 * holds everything the wallet holds, as the server last said, until the player types; one tap puts that back.
 * After a transfer the field is empty, so another tap on the button moves nothing before an amount is given.
 * The amount is checked as the transfer modal checks it (figures with at most 2 decimals, at least the
 * minimum, at most the wallet), the button is off at 0 or less, and what will move is said in words under the
 * field before it moves (POST /api/wallet/transfer). A refusal is said in an alert and the wallet read again
 * (a provider's refusal puts the money back): a typed amount stays, an untouched field shows the wallet anew.
 */
function TransferOnly({ account, walletAmount, unit }: OpenGameProps) {
  const { t } = useTranslation('home');
  const queryClient = useQueryClient();
  const { toast, showFailure } = useFeedback();
  const summaryId = useId();
  const playing = useIsMutating({ mutationKey: playKey(account.code) }) > 0;
  // What the player typed; null while the field follows everything the wallet holds (with 2 decimals, as the
  // amounts around it are written).
  const [typed, setTyped] = useState<string | null>(null);
  const everything = amountText(toMinor(walletAmount));
  const amount = typed ?? everything;

  const transfer = useTransfer(transferKey(account.code));

  const problems = (values: { amount: string }): { amount?: KeyIn<'home'> } => {
    if (!values.amount.trim()) return { amount: 'transfer.required' };
    const value = parseAmount(values.amount);
    if (value === null) return { amount: 'transfer.invalid' };
    if (toMinor(value) < toMinor(TRANSFER_MINIMUM)) return { amount: 'transfer.min' };
    if (toMinor(value) > toMinor(walletAmount)) return { amount: 'transfer.overBalance' };
    return {};
  };
  const form = useForm({
    values: { amount },
    onChange: (patch) => setTyped(patch.amount ?? null),
    text: (key: KeyIn<'home'>) => t(key, { min: formatMoney(TRANSFER_MINIMUM), unit }),
    validate: problems,
  });

  const value = parseAmount(amount);
  const off = value === null ? !amount.trim() : value <= 0;
  // The amount said in words under the field: only one that would be sent.
  const moving = value !== null && !problems({ amount }).amount ? value : null;

  const submit = form.submit(async () => {
    if (transfer.isPending || value === null) return;
    try {
      await transfer.mutateAsync({ from: WALLET_CODE, to: account.code, amount: value });
    } catch (error) {
      await showFailure(error, 'alert');
      await queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
      return;
    }
    setTyped('');
    toast(t('game.transferred', { amount: formatMoney(value), unit, name: account.name }), 'success');
  });

  return (
    <section className={styles.move} aria-labelledby="game-move">
      <h3 id="game-move" className={styles.subTitle}>
        {t('game.moveTitle')}
      </h3>
      <form className={styles.moveForm} onSubmit={submit} noValidate>
        <TextField
          label={t('game.amount', { name: account.name })}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          hint={t('game.amountHint', {
            amount: formatMoney(walletAmount),
            min: formatMoney(TRANSFER_MINIMUM),
            unit,
          })}
          {...form.field('amount')}
        />
        <Button
          variant="ghost"
          onClick={() => {
            // Through the form first, so a message about what was typed goes with it; then the wallet again.
            form.set('amount', everything);
            setTyped(null);
          }}
        >
          {t('game.everything', { amount: formatMoney(walletAmount), unit })}
        </Button>
        {moving !== null ? (
          <p id={summaryId} className={styles.summary} data-testid="game-move-summary">
            {t('game.moves', { amount: formatMoney(moving), unit, name: account.name })}
          </p>
        ) : null}
        <Button
          type="submit"
          variant="secondary"
          block
          busy={transfer.isPending}
          disabled={off || playing}
          aria-describedby={moving !== null ? summaryId : undefined}
        >
          {t('game.transferOnly')}
        </Button>
      </form>
    </section>
  );
}

/** A store link for the game's app; a disabled button when the game has none (spec §2). */
function AppLink({ href, label }: { href: string | null; label: string }) {
  if (!href) {
    return (
      <Button variant="ghost" disabled>
        {label}
      </Button>
    );
  }
  return (
    <a className={styles.appLink} href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}
