import type { Bonus } from '@portal/contract/schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/texts';
import { Link } from 'react-router-dom';
import { failureOf } from '../../api/failure';
import { useActiveBonus } from '../../api/queries';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { GiftIcon, SearchIcon } from '../../components/icons';
import { ModalFailure } from '../../components/modal-states';
import { TextField } from '../../components/text-field';
import { useModalLink, useOpenModal } from '../../components/url-modal';
import { useFailureText } from '../../i18n/failure-text';
import { bonusCardState, type BonusCardState } from '../../lib/bonus-card';
import { formatMoney } from '../../lib/money';
import { useBonusList, useClearBonus } from './api';
import { BonusRules } from './bonus-rules';
import { useFrequencyText } from './frequency';
import { ListEmpty, ListFailure } from '../../components/list-state';
import styles from './bonus.module.css';

/** A promotion code as the server keeps it: upper case, no spaces around it (spec §2). */
export const normalizePromotionCode = (value: string) => value.toUpperCase().trim();

const PROMOTION_CODE_MAX = 64;

/**
 * /user/bonus (spec §2 Bonus, §4): the bonus or promotion the member holds, with its cancel button, or else
 * the promotion-code form; then the bonus cards, each with its first banner and its state (active, received up
 * to its limit, or open: a tap opens the bonus dialog).
 */
export default function BonusPage() {
  const { t } = useTranslation('bonus');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('pages:member.screens.bonus')}</h1>
      <Holding />
      <BonusGrid />
    </div>
  );
}

/** What the member holds now: the bonus type and its cancel button, or, when nothing, the promotion form. */
function Holding() {
  const { t } = useTranslation('bonus');
  const active = useActiveBonus();
  if (active.isPending) {
    return <div className={styles.holdingSkeleton} role="status" aria-busy="true" aria-label={t('checking')} />;
  }
  if (active.isError && !active.data) {
    return <ModalFailure text={t('checkFailed')} busy={active.isFetching} onRetry={() => void active.refetch()} />;
  }
  const { status, type } = active.data.body;
  return status && type ? <HeldBonus type={type} /> : <PromotionForm />;
}

/** The bonus or promotion held: which kind, what it means for a withdrawal, and how to end it. */
function HeldBonus({ type }: { type: 'limit' | 'day' | 'week' | 'promotion' }) {
  const { t } = useTranslation('bonus');
  const failureText = useFailureText();
  const { confirm, toast, alert } = useFeedback();
  const clear = useClearBonus();
  const held = useBonusList().data?.body.find((bonus) => bonus.userBonus?.isActive);

  const cancel = async () => {
    const sure = await confirm(t('cancel.question'), {
      title: t('cancel.title'),
      confirmLabel: t('cancel.confirm'),
      cancelLabel: t('cancel.keep'),
    });
    if (!sure) return;
    try {
      const answer = await clear.mutateAsync();
      toast(t(`errors:${answer.message}`), 'success');
    } catch (error) {
      await alert(failureText(failureOf(error)), { title: t('cancel.failed') });
    }
  };

  return (
    <section className={styles.held} aria-labelledby="held-bonus">
      <p className={styles.heldLabel}>{t('held.label')}</p>
      <h2 id="held-bonus" className={styles.heldType}>
        {t(`types.${type}`)}
      </h2>
      {held && type !== 'promotion' && held.name !== t(`types.${type}`) ? (
        <p className={styles.heldName}>{held.name}</p>
      ) : null}
      <BonusRules held />
      <Button variant="danger" onClick={cancel}>
        {t('cancel.button')}
      </Button>
    </section>
  );
}

/** The promotion-code form: the code in upper case, then the promotion dialog searches for it. */
function PromotionForm() {
  const { t } = useTranslation('bonus');
  const openModal = useOpenModal();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalizePromotionCode(code);
    if (!value) {
      setError(t('promotion.required'));
      return;
    }
    openModal('promotion', { code: value });
  };

  return (
    <form className={styles.promotion} onSubmit={submit} noValidate aria-labelledby="promotion-title">
      <h2 id="promotion-title" className={styles.sectionTitle}>
        {t('promotion.title')}
      </h2>
      <p className={styles.hint}>{t('promotion.hint')}</p>
      <div className={styles.promotionRow}>
        <TextField
          label={t('promotion.label')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setError(undefined);
          }}
          error={error}
          maxLength={PROMOTION_CODE_MAX}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
        <Button type="submit" block>
          <SearchIcon size={20} />
          {t('promotion.search')}
        </Button>
      </div>
    </form>
  );
}

/** The bonus cards: loading, failure with retry, none, or the grid. */
function BonusGrid() {
  const { t } = useTranslation('bonus');
  const list = useBonusList();
  // The cards' states as of the list's answer: a card turns open again when the list is next read.
  const now = list.dataUpdatedAt;

  return (
    <section className={styles.bonuses} aria-labelledby="bonus-list" aria-busy={list.isFetching || undefined}>
      <h2 id="bonus-list" className={styles.sectionTitle}>
        {t('list.title')}
      </h2>
      {list.isPending ? (
        <ul className={styles.grid} role="status" aria-label={t('list.loading')}>
          {[0, 1, 2].map((card) => (
            <li key={card} className={styles.cardSkeleton} aria-hidden="true">
              <span className={styles.cardImage}>
                {/* The member page's own script draws the first card's picture once the list is read (early/). */}
                {card === 0 ? (
                  <img
                    data-early="first-bonus-image"
                    data-early-show="first-bonus-image"
                    hidden
                    alt=""
                    width={600}
                    height={422}
                    fetchPriority="high"
                  />
                ) : null}
              </span>
              <span className={styles.skeletonBody}>
                <span className={styles.cardName}>&nbsp;</span>
                <span className={styles.cardAmount}>&nbsp;</span>
                <span className={styles.cardFrequency}>&nbsp;</span>
              </span>
            </li>
          ))}
        </ul>
      ) : list.isError && !list.data ? (
        <ListFailure
          title={t('list.failed')}
          error={list.error}
          busy={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data || list.data.body.length === 0 ? (
        <ListEmpty icon={GiftIcon} title={t('list.empty')}>
          {t('list.emptyHint')}
        </ListEmpty>
      ) : (
        <ul className={styles.grid}>
          {list.data.body.map((bonus, index) => (
            <li key={`${index}:${bonus.code}`}>
              <BonusCard bonus={bonus} state={bonusCardState(bonus, now)} position={index} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One bonus: its first banner, name, credit and how often; a link to its dialog unless received up to the
 * limit. The first screen's pictures (three cards at most, on any width) are fetched at once, the leading
 * card's first of all; the rest when scrolled near.
 */
function BonusCard({ bonus, state, position }: { bonus: Bonus; state: BonusCardState; position: number }) {
  const { t } = useTranslation('bonus');
  const frequency = useFrequencyText();
  const link = useModalLink('bonus', { code: bonus.code });
  const image = bonus.banners[0]?.image;
  const body = (
    <>
      <span className={styles.cardImage}>
        {image ? (
          <img
            src={image}
            alt=""
            width={600}
            height={422}
            loading={position < 3 ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : 'auto'}
          />
        ) : null}
        {state !== 'open' ? (
          <span className={styles.badge} data-state={state}>
            {t(`card.${state}`)}
          </span>
        ) : null}
      </span>
      <span className={styles.cardBody}>
        <span className={styles.cardName}>{bonus.name}</span>
        <span className={styles.cardAmount}>+{formatMoney(bonus.amount)}</span>
        <span className={styles.cardFrequency}>{frequency(bonus)}</span>
      </span>
    </>
  );
  if (state === 'received') {
    return (
      <div className={styles.card} data-state={state} aria-disabled="true" data-testid="bonus-card">
        {body}
      </div>
    );
  }
  return (
    <Link className={styles.card} data-state={state} data-testid="bonus-card" {...link}>
      {body}
    </Link>
  );
}
