import { QR_CLOSED_MESSAGES, QR_RULES, type QrClosedReason, type QrProvider } from '@portal/contract/constants';
import type { QrState, WalletResponse } from '@portal/contract/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/texts';
import { okBody, recoveryInterval, tsr } from '../../../api/client';
import { queryKeys } from '../../../api/queries';
import { Button } from '../../../components/button';
import { useFeedback } from '../../../components/feedback';
import { InlineNotice } from '../../../components/inline-failure';
import { TextField } from '../../../components/text-field';
import { formatMoney, parseAmount } from '../../../lib/money';
import { ModalFailure, ModalLoading } from '../../../components/modal-states';
import { formatCountdown, useSecondsLeft } from './countdown';
import { useCancelQr, useCreateQr } from '../api';
import styles from './deposit.module.css';

/** How often an open QR is read again: a payment or an expiry the server saw shows within this long. */
const OPEN_QR_POLL_MS = 5000;

/** How a shown QR ended: the contract's words for it (`none` says only that there is no QR), else `closed`. */
type QrEnd = Exclude<QrClosedReason, 'none'> | 'closed';

/** What became of the last QR, when the server says so in words the contract names (else `closed`). */
function closedReason(message: string): QrEnd {
  const found = (Object.keys(QR_CLOSED_MESSAGES) as QrClosedReason[]).find(
    (reason) => QR_CLOSED_MESSAGES[reason] === message,
  );
  return found && found !== 'none' ? found : 'closed';
}

interface QrMethodProps {
  providers: QrProvider[];
  wallet: WalletResponse;
  /** Closes the modal (the member went to pay in the bank app). */
  onDone: () => void;
}

/** Deposit by one-time bank QR (spec §2, §4): a provider, then its QR (or the form that makes one). */
export function QrMethod({ providers, wallet, onDone }: QrMethodProps) {
  const { t } = useTranslation('deposit');
  const [provider, setProvider] = useState(providers[0]!);
  return (
    <div className={styles.method}>
      {providers.length > 1 ? (
        <div className={styles.chips} role="radiogroup" aria-label={t('qr.provider')}>
          {providers.map((code) => (
            <button
              key={code}
              type="button"
              role="radio"
              aria-checked={code === provider}
              className={styles.chip}
              onClick={() => setProvider(code)}
            >
              {code}
            </button>
          ))}
        </div>
      ) : null}
      <QrPanel key={provider} provider={provider} currency={wallet.wallet.currency} onDone={onDone} />
    </div>
  );
}

interface QrPanelProps {
  provider: QrProvider;
  currency: WalletResponse['wallet']['currency'];
  onDone: () => void;
}

/**
 * One provider's QR (GET, POST, DELETE /api/qrcode/{provider}). No QR: the amount, with the provider's quick
 * amounts and minimum (spec §9). A QR: its picture, the amount and an mm:ss countdown to its deadline, read
 * again every few seconds and on return to the tab, so a payment, an expiry or a moved server clock shows;
 * at 00:00 it is gone. Creating one flags the other providers' QRs to be read again (spec §4).
 */
function QrPanel({ provider, currency, onDone }: QrPanelProps) {
  const { t } = useTranslation('deposit');
  const queryClient = useQueryClient();
  const { toast, showFailure } = useFeedback();
  const unit = t(`currency.${currency}`);
  const key = queryKeys.qr(provider);

  const state = useQuery({
    queryKey: key,
    queryFn: async () => okBody(await tsr.qrcode.get.query({ params: { bankCode: provider } })),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => recoveryInterval(query) ?? (query.state.data?.hasQrcode ? OPEN_QR_POLL_MS : false),
  });
  const qr = state.data;
  const deadline = qr?.hasQrcode ? state.dataUpdatedAt + qr.expireIn * 1000 : null;
  const left = useSecondsLeft(deadline);
  const open = qr?.hasQrcode === true && left > 0;

  // What became of the QR on screen when the server stops showing it (paid, expired, cancelled, failed).
  const shown = useRef<QrState | null>(null);
  const [ended, setEnded] = useState<{ reason: QrEnd; amount: number } | null>(null);
  useEffect(() => {
    if (!qr) return;
    if (qr.hasQrcode) {
      shown.current = qr;
      return;
    }
    const last = shown.current;
    shown.current = null;
    if (!last) return;
    const reason = closedReason(qr.message);
    setEnded({ reason, amount: last.amount ?? 0 });
    if (reason === 'paid') void queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
  }, [qr, queryClient]);

  // 00:00 by this device: the QR is gone from the screen at once; the server is asked what became of it.
  const refetch = state.refetch;
  useEffect(() => {
    if (qr?.hasQrcode && left === 0) void refetch();
  }, [qr?.hasQrcode, left, refetch]);

  const write = (answer: QrState) => queryClient.setQueryData(key, answer);

  const cancel = useCancelQr(provider);

  if (state.isError && !qr) {
    return <ModalFailure text={t('qr.failed')} busy={state.isFetching} onRetry={() => void refetch()} />;
  }
  if (!qr) return <ModalLoading label={t('qr.loading')} />;

  if (open) {
    const picture = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.qrcode ?? '')}`;
    return (
      <div className={styles.qr} data-testid="qr-open">
        <p className={styles.qrAmount}>
          {formatMoney(qr.amount ?? 0)} <span>{unit}</span>
        </p>
        {/* The server's SVG is drawn as an image: a picture, never markup run in the page. */}
        <img className={styles.qrImage} src={picture} width={240} height={240} alt={t('qr.alt', { provider })} />
        <p className={styles.countdown} role="timer" aria-label={t('qr.expiresIn')}>
          <span>{t('qr.expiresIn')}</span>
          <strong data-testid="qr-countdown">{formatCountdown(left)}</strong>
        </p>
        <p className={styles.aside}>{t('qr.how')}</p>
        <div className={styles.actions}>
          <Button
            variant="ghost"
            busy={cancel.isPending}
            onClick={() => {
              if (cancel.isPending || !qr.qrcodeId) return;
              cancel.mutate(qr.qrcodeId, { onSuccess: write, onError: (error) => void showFailure(error, 'alert') });
            }}
          >
            {t('qr.cancel')}
          </Button>
          <Button
            onClick={() => {
              toast(t('qr.refreshSoon'), 'success');
              void queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
              onDone();
            }}
          >
            {t('qr.paid')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <>
      {ended ? (
        <InlineNotice tone={ended.reason === 'failed' ? 'error' : 'info'}>
          <p>{t(`qr.ended.${ended.reason}`, { amount: formatMoney(ended.amount), unit })}</p>
        </InlineNotice>
      ) : qr.hasQrcode ? (
        <InlineNotice tone="info">
          <p>{t('qr.ended.expired')}</p>
        </InlineNotice>
      ) : null}
      <QrCreateForm
        provider={provider}
        unit={unit}
        onCreated={(answer) => {
          setEnded(null);
          write(answer);
          // Another provider's QR may have changed on the server with this one: read them again (spec §4).
          void queryClient.invalidateQueries({
            queryKey: queryKeys.qr(),
            predicate: (query) => query.queryKey[1] !== provider,
          });
        }}
      />
    </>
  );
}

interface QrCreateFormProps {
  provider: QrProvider;
  unit: string;
  onCreated: (answer: QrState) => void;
}

/**
 * The amount of a new QR (spec §5, §9): the provider's quick amounts; KBANK's button is off at 0 or less, WW's
 * and ZAPMAN's below their minimum of 100; below 1 nothing is asked. A refusal (hasQrcode false) shows the
 * server's message as it is (spec §8); a failure (QR_FAIL, the network) an alert. The amount typed stays.
 */
function QrCreateForm({ provider, unit, onCreated }: QrCreateFormProps) {
  const { t } = useTranslation('deposit');
  const { showFailure } = useFeedback();
  const { quickAmounts, minimum } = QR_RULES[provider];
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const value = parseAmount(amount);
  const off = provider === 'KBANK' ? (value ?? 0) <= 0 : (value ?? 0) < minimum;

  const create = useCreateQr(provider);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || off) return;
    if (value === null || value < 1) {
      setProblem(t('qr.min', { min: formatMoney(Math.max(1, minimum)), unit }));
      return;
    }
    setProblem(null);
    create.mutate(value, {
      onSuccess: (answer) => {
        if (answer.hasQrcode) onCreated(answer);
        else setProblem(answer.message);
      },
      onError: (error) => void showFailure(error, 'alert'),
    });
  };

  return (
    <form className={styles.subForm} onSubmit={submit} noValidate>
      <TextField
        label={t('qr.amount')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        value={amount}
        error={problem}
        hint={t('qr.minHint', { min: formatMoney(minimum), unit })}
        onChange={(event) => {
          setProblem(null);
          setAmount(event.target.value);
        }}
      />
      <div className={styles.amounts} role="group" aria-label={t('qr.quick')}>
        {quickAmounts.map((quick) => (
          <button
            key={quick}
            type="button"
            className={styles.chip}
            aria-pressed={value === quick}
            onClick={() => {
              setProblem(null);
              setAmount(String(quick));
            }}
          >
            {quick.toLocaleString('en-US')}
          </button>
        ))}
      </div>
      <Button type="submit" block disabled={off} busy={create.isPending}>
        {t('qr.create')}
      </Button>
    </form>
  );
}
