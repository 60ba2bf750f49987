import type { GameAccount } from '@portal/contract/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/texts';
import { openGamesMinor } from '../../api/balances';
import { queryKeys, useActiveBonus, useWallet, useWithdrawLimits } from '../../api/queries';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { InlineNotice } from '../../components/inline-failure';
import { Modal } from '../../components/modal';
import { ModalFailure, ModalLoading } from '../../components/modal-states';
import { TextField } from '../../components/text-field';
import type { UrlModalProps } from '../../components/url-modal';
import { useForm } from '../../components/use-form';
import { bankLabel, formatBankAccount } from '../../lib/bank-account';
import { amountText, formatMoney, fromMinor, parseAmount, toMinor } from '../../lib/money';
import { useWithdraw, type WithdrawSource as Source } from './api';
import styles from './withdraw-modal.module.css';
import type { KeyIn } from '../../i18n/keys';

/**
 * The withdraw modal (`?modal=withdraw`, spec §2, §5): the amount, between the server's withdrawMin and
 * withdrawMax and within what the chosen source holds, to the member's own bank account. When game accounts
 * hold money the member chooses: the wallet and the games (withdrawAll, which empties each game listed, with
 * its amount, into the wallet first) or the wallet alone. Until they choose, the wallet alone is chosen for
 * them while it covers the amount, and the wallet and the games once the amount needs the games; "withdraw
 * everything" then fills in what both hold. Nothing is sent before a review says what goes out,
 * from where and to where; a member holding a bonus reads there that whatever the withdrawal leaves is
 * forfeited. On success the balances come from the answer, the member reads waiteTransfer, and the wallet is
 * read again; a refusal is said in an alert and the form comes back with what was typed.
 */
export default function WithdrawModal({ onClose }: UrlModalProps<'withdraw'>) {
  const { t, i18n } = useTranslation('home');
  const queryClient = useQueryClient();
  const { alert, showFailure } = useFeedback();
  const walletRead = useWallet();
  const wallet = walletRead.data?.body;
  const limits = useWithdrawLimits();
  const bonus = useActiveBonus().data?.body;
  // The source the player picked; null until they pick one.
  const [chosen, setChosen] = useState<Source | null>(null);
  // The withdrawal under review before it is sent; null while the form is shown.
  const [review, setReview] = useState<{ amount: number; source: Source } | null>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const changing = useRef(false);
  const notesId = useId();
  const unit = wallet ? t(`currency.${wallet.wallet.currency}`) : '';
  // Amounts are added and compared in minor units, so a total is exact and the figure typed matches it.
  const walletMinor = wallet ? toMinor(wallet.wallet.amount) : 0;
  const totalMinor = walletMinor + (wallet ? openGamesMinor(wallet) : 0);
  // What withdrawAll empties into the wallet first: the open game accounts holding money.
  const games = wallet ? wallet.slots.filter((slot) => slot.isActive && slot.amount > 0) : [];
  /**
   * Where the amount typed comes from: with no game holding money there is nothing to choose, the wallet
   * alone; else the player's choice, or, before they make one, the wallet alone unless the amount needs the
   * games too.
   */
  const sourceFor = (typed: string): Source => {
    if (games.length === 0) return 'wallet';
    if (chosen) return chosen;
    const value = parseAmount(typed);
    return value !== null && toMinor(value) > walletMinor ? 'all' : 'wallet';
  };
  // A tap on a radio makes it the player's choice, the one chosen for them too (a click; no change then).
  const choose = (from: Source) => ({ onClick: () => setChosen(from), onChange: () => setChosen(from) });
  /** What a source holds, in minor units. */
  const holds = (from: Source) => (from === 'all' ? totalMinor : walletMinor);

  const withdraw = useWithdraw();

  const form = useForm({
    initial: { amount: '' },
    text: (key: KeyIn<'home'>) =>
      t(key, {
        min: formatMoney(limits.data?.body.withdrawMin ?? 0),
        max: formatMoney(limits.data?.body.withdrawMax ?? 0),
        unit,
      }),
    validate: ({ amount }) => {
      const value = parseAmount(amount);
      if (!amount.trim()) return { amount: 'withdraw.required' };
      if (value === null) return { amount: 'withdraw.invalid' };
      const { withdrawMin, withdrawMax } = limits.data?.body ?? { withdrawMin: 0, withdrawMax: Infinity };
      const minor = toMinor(value);
      if (minor < toMinor(withdrawMin) || minor <= 0) return { amount: 'withdraw.min' };
      if (minor > toMinor(withdrawMax)) return { amount: 'withdraw.max' };
      const from = sourceFor(amount);
      if (minor > holds(from)) return { amount: from === 'all' ? 'withdraw.overAll' : 'withdraw.overBalance' };
      return {};
    },
  });

  // The review takes the focus, so it is read out; Change gives it back to the amount.
  useEffect(() => {
    if (review) reviewHeading.current?.focus();
    else if (changing.current) {
      changing.current = false;
      formRef.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
    }
  }, [review]);

  const send = async () => {
    // A second tap while the first is on its way sends nothing (the button is busy then too).
    if (!review || withdraw.isPending) return;
    try {
      await withdraw.mutateAsync(review);
    } catch (error) {
      setReview(null);
      await showFailure(error, 'alert');
      return;
    }
    onClose();
    await queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
    await alert(t('withdraw.waiting'), { tone: 'success' });
  };

  const source = sourceFor(form.values.amount);
  const availableMinor = holds(source);
  // Everything the chosen source holds; before the player chooses, everything the wallet and the games hold.
  const everythingMinor = holds(chosen ?? 'all');
  const submit = form.submit(async ({ amount }) => setReview({ amount: parseAmount(amount) ?? 0, source }));

  const ready = wallet && limits.data;
  // The bank named as the statement names it: in the reader's language where the bank has a name in it.
  const account = wallet
    ? `${bankLabel({ code: wallet.bankAccount.bankCode, ...wallet.bankAccount.bank }, i18n.language)} ${formatBankAccount(wallet.bankAccount.bankAccountNo)}`
    : '';
  // Where the money goes, said in the form and again in its review.
  const destination = wallet ? (
    <div>
      <dt>{t('withdraw.to')}</dt>
      <dd>
        {account}
        <br />
        {wallet.bankAccount.bankAccountName}
      </dd>
    </div>
  ) : null;
  // A bonus held: whatever the withdrawal leaves, in the wallet and the games, is forfeited (spec §9).
  const forfeitedMinor = review && bonus?.status ? totalMinor - toMinor(review.amount) : 0;

  return (
    <Modal open onClose={onClose} title={t('withdraw.title')}>
      {limits.isError ? (
        <ModalFailure
          text={t('withdraw.limitsFailed')}
          busy={limits.isFetching}
          onRetry={() => void limits.refetch()}
        />
      ) : walletRead.isError && !wallet ? (
        <ModalFailure text={t('failed')} busy={walletRead.isFetching} onRetry={() => void walletRead.refetch()} />
      ) : !ready ? (
        <ModalLoading label={t('withdraw.loading')} />
      ) : review ? (
        <section className={styles.review} aria-labelledby="withdraw-review">
          <h3 id="withdraw-review" ref={reviewHeading} tabIndex={-1} className={styles.reviewTitle}>
            {t('withdraw.review')}
          </h3>
          <dl className={styles.facts}>
            <div>
              <dt>{t('withdraw.amount')}</dt>
              <dd className={styles.factAmount} data-testid="withdraw-review-amount">
                {formatMoney(review.amount)} {unit}
              </dd>
            </div>
            <div>
              <dt>{t('withdraw.from')}</dt>
              <dd>{review.source === 'all' ? t('withdraw.fromAll') : t('withdraw.fromWallet')}</dd>
            </div>
            {destination}
          </dl>
          {games.length > 0 ? (
            <div className={styles.note}>
              {review.source === 'all' ? (
                <>
                  <p>{t('withdraw.fromAllNote')}</p>
                  <GameList games={games} unit={unit} />
                </>
              ) : (
                <p>{t('withdraw.fromWalletNote')}</p>
              )}
            </div>
          ) : null}
          {forfeitedMinor > 0 ? (
            <InlineNotice tone="error">
              <p>
                {t('withdraw.forfeit', {
                  amount: formatMoney(review.amount),
                  rest: formatMoney(fromMinor(forfeitedMinor)),
                  unit,
                })}
              </p>
            </InlineNotice>
          ) : null}
          <div className={styles.actions}>
            <Button block busy={withdraw.isPending} onClick={send}>
              {forfeitedMinor > 0 ? t('withdraw.confirmForfeit') : t('withdraw.confirm')}
            </Button>
            <Button
              variant="secondary"
              block
              disabled={withdraw.isPending}
              onClick={() => {
                changing.current = true;
                setReview(null);
              }}
            >
              {t('withdraw.change')}
            </Button>
          </div>
        </section>
      ) : (
        <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
          <dl className={styles.facts}>
            {games.length === 0 ? (
              <div>
                <dt>{t('withdraw.available')}</dt>
                <dd className={styles.factAmount} data-testid="withdraw-available">
                  {formatMoney(fromMinor(availableMinor))} {unit}
                </dd>
              </div>
            ) : null}
            {destination}
          </dl>
          {bonus?.status ? (
            <InlineNotice tone="info">
              <p>{t('withdraw.bonusHeld')}</p>
            </InlineNotice>
          ) : null}
          {games.length > 0 ? (
            <fieldset className={styles.sources}>
              <legend>{t('withdraw.from')}</legend>
              <SourceOption
                value="all"
                source={source}
                choose={choose}
                noteId={`${notesId}-all`}
                name={t('withdraw.fromAll')}
                amount={`${formatMoney(fromMinor(totalMinor))} ${unit}`}
              >
                <div id={`${notesId}-all`} className={styles.note}>
                  <p>{t('withdraw.fromAllNote')}</p>
                  <GameList games={games} unit={unit} />
                </div>
              </SourceOption>
              <SourceOption
                value="wallet"
                source={source}
                choose={choose}
                noteId={`${notesId}-wallet`}
                name={t('withdraw.fromWallet')}
                amount={`${formatMoney(fromMinor(walletMinor))} ${unit}`}
              >
                <p id={`${notesId}-wallet`} className={styles.note}>
                  {t('withdraw.fromWalletNote')}
                </p>
              </SourceOption>
            </fieldset>
          ) : null}
          <TextField
            label={t('withdraw.amount')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            hint={t('withdraw.limits', {
              min: formatMoney(limits.data.body.withdrawMin),
              max: formatMoney(limits.data.body.withdrawMax),
              unit,
            })}
            {...form.field('amount')}
          />
          <Button
            variant="ghost"
            // Up to the most one withdrawal may take.
            onClick={() =>
              form.set('amount', amountText(Math.min(everythingMinor, toMinor(limits.data.body.withdrawMax))))
            }
          >
            {t('withdraw.all')}
          </Button>
          <Button type="submit" block>
            {t('withdraw.submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}

/** The game accounts a withdrawal from the wallet and the games empties first, each with what it holds. */
function GameList({ games, unit }: { games: GameAccount[]; unit: string }) {
  return (
    <ul className={styles.games}>
      {games.map((game) => (
        <li key={game.code}>
          <span>{game.name}</span>
          <span className={styles.gameAmount}>
            {formatMoney(game.amount)} {unit}
          </span>
        </li>
      ))}
    </ul>
  );
}

interface SourceOptionProps {
  value: Source;
  /** The source the withdrawal takes the money from now. */
  source: Source;
  choose: (from: Source) => { onClick: () => void; onChange: () => void };
  noteId: string;
  name: string;
  /** What it holds, written with its unit. */
  amount: string;
  /** The note under it (its id is noteId). */
  children: ReactNode;
}

/** One place the money can come from: a radio with its name and what it holds, and its note. */
function SourceOption({ value, source, choose, noteId, name, amount, children }: SourceOptionProps) {
  return (
    <div className={styles.source}>
      <label>
        <input
          type="radio"
          name="source"
          value={value}
          checked={source === value}
          {...choose(value)}
          aria-describedby={noteId}
        />
        <span className={styles.sourceName}>{name}</span>
        <span className={styles.sourceAmount} data-testid={source === value ? 'withdraw-available' : undefined}>
          {amount}
        </span>
      </label>
      {children}
    </div>
  );
}
