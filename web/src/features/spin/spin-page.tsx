import type { SpinSlice } from '@portal/contract/schemas';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/texts';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { CoinIcon, WheelIcon } from '../../components/icons';
import { ListEmpty, ListFailure } from '../../components/list-state';
import { Modal } from '../../components/modal';
import { SafeHtml } from '../../components/safe-html';
import { useReadWheelAgain, useSpin, useSpinSetup } from './api';
import { Coupons } from './coupons';
import { useSpinErrorText } from './error-text';
import styles from './spin.module.css';
import { Wheel } from './wheel';
import { planSpin } from './wheel-math';
import { paths } from '../../lib/pages';

type Slice = z.infer<typeof SpinSlice>;

/**
 * /user/spin (spec §2 Spin wheel, §4 Spin): the wheel's name, the wheel drawn from its slices with the spin
 * button and the coins in the middle, and the coupons won. A spin is ignored while one is turning or with no
 * coins; the server picks the slice and the wheel turns to it (at once when the member asks for reduced
 * motion); then the prize dialog, whose closing reads the wheel again. An inactive wheel says so.
 * The prize and claim dialogs are not in the address, unlike the app's other dialogs: each answers a tap just
 * made, like an alert, and a link or a reload could not bring one back.
 */
export default function SpinPage() {
  const { t } = useTranslation('spin');
  const setup = useSpinSetup();

  if (setup.isPending) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('pages:member.screens.spin')}</h1>
        <div className={styles.wheelSkeleton} role="status" aria-busy="true" aria-label={t('loading')} />
      </div>
    );
  }
  if (setup.isError && !setup.data) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('pages:member.screens.spin')}</h1>
        <ListFailure
          title={t('failed')}
          error={setup.error}
          busy={setup.isFetching}
          onRetry={() => void setup.refetch()}
        />
      </div>
    );
  }
  const { activeSpinwheel, userCoin } = setup.data.body.result;
  if (!activeSpinwheel || activeSpinwheel.slice.length === 0) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('pages:member.screens.spin')}</h1>
        <ListEmpty icon={WheelIcon} title={t('inactive')}>
          {t('inactiveHint')}
        </ListEmpty>
        <Link className={styles.homeLink} to={paths.home}>
          {t('backHome')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{activeSpinwheel.name}</h1>
      <SpinWheel slices={activeSpinwheel.slice} coins={userCoin} />
      <Coupons />
    </div>
  );
}

interface Turn {
  rotation: number;
  durationMs: number;
  count: number;
  /** The slice won, shown once the wheel has stopped. */
  won: Slice | null;
}

function SpinWheel({ slices, coins }: { slices: readonly Slice[]; coins: number }) {
  const { t } = useTranslation('spin');
  const { alert } = useFeedback();
  const errorText = useSpinErrorText();
  const spin = useSpin();
  const readAgain = useReadWheelAgain();
  const [turn, setTurn] = useState<Turn>({ rotation: 0, durationMs: 0, count: 0, won: null });
  const [spinning, setSpinning] = useState(false);
  // The coins the last spin answered, until the setup read after it says otherwise.
  const [coinsLeft, setCoinsLeft] = useState<{ value: number; setupSaid: number } | null>(null);
  const [prize, setPrize] = useState<Slice | null>(null);
  const coinsNow = coinsLeft && coinsLeft.setupSaid === coins ? coinsLeft.value : coins;
  // Set in the tap itself: a second tap before the next render must not spin again.
  const busy = useRef(false);

  const start = async () => {
    if (busy.current || coinsNow <= 0) return;
    busy.current = true;
    setSpinning(true);
    try {
      const result = await spin.mutateAsync();
      setCoinsLeft({ value: result.remainingCoin, setupSaid: coins });
      const index = slices.findIndex((slice) => slice.code === result.code);
      const won = slices[index] ?? {
        code: result.code,
        label: result.label,
        bgColor: '',
        textColor: '',
        htmlDescription: null,
      };
      const plan = planSpin(turn.rotation, Math.max(0, index), slices.length);
      // Reduced motion: the wheel is set on the result at once, and the prize shows.
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      setTurn((current) => ({
        rotation: index >= 0 ? plan.to : current.rotation,
        durationMs: reduceMotion || index < 0 ? 0 : plan.durationMs,
        count: current.count + 1,
        won,
      }));
    } catch (error) {
      busy.current = false;
      setSpinning(false);
      void readAgain();
      await alert(errorText(error));
    }
  };

  const turned = useCallback(() => {
    busy.current = false;
    setSpinning(false);
    setPrize(turn.won);
  }, [turn.won]);

  const closePrize = () => {
    setPrize(null);
    void readAgain();
  };

  const empty = coinsNow <= 0;
  return (
    <section className={styles.wheelSection} aria-label={t('wheel')}>
      <p className={styles.coins} data-testid="spin-coins">
        <CoinIcon size={20} />
        {t('coins', { count: coinsNow })}
      </p>
      <Wheel
        slices={slices}
        rotation={turn.rotation}
        durationMs={turn.durationMs}
        turn={turn.count}
        onTurned={turned}
        label={t('wheelLabel', { labels: slices.map((slice) => slice.label).join(', ') })}
      >
        <button
          type="button"
          className={styles.spinButton}
          onClick={() => void start()}
          aria-disabled={spinning || empty || undefined}
          aria-busy={spinning || undefined}
          aria-describedby={empty ? 'spin-no-coins' : undefined}
        >
          <span className={styles.spinLabel}>{t('spin')}</span>
          <span className={styles.spinCoins} aria-hidden="true">
            {coinsNow}
          </span>
        </button>
      </Wheel>
      {empty && !spinning ? (
        <p id="spin-no-coins" className={styles.noCoins}>
          {t('noCoins')}
        </p>
      ) : null}
      <p className={styles.live} role="status">
        {spinning ? t('spinning') : ''}
      </p>
      {prize ? (
        <Modal
          open
          onClose={closePrize}
          title={t('prize.title', { label: prize.label })}
          footer={
            <Button block onClick={closePrize} data-autofocus>
              {t('prize.ok')}
            </Button>
          }
        >
          <div className={styles.prize}>
            <p className={styles.prizeLabel} style={{ backgroundColor: prize.bgColor, color: prize.textColor }}>
              {prize.label}
            </p>
            {prize.htmlDescription ? <SafeHtml className={styles.prizeHtml} html={prize.htmlDescription} /> : null}
            <p className={styles.prizeHint}>{t('prize.hint')}</p>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
