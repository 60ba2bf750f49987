import type { Slip, WalletResponse } from '@portal/contract/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../i18n/texts';
import { okBody, recoveryInterval, routes, tsr } from '../api/client';
import { queryKeys, useSlipLookup } from '../api/queries';
import { isAbort, uploadFile } from '../api/upload';
import { Button } from './button';
import { UploadIcon } from './icons';
import { InlineFailure, InlineNotice } from './inline-failure';
import { formatMoney } from '../lib/money';
import { ModalFailure, ModalLoading } from './modal-states';
import styles from './slip-upload.module.css';

/** How often a slip being read is asked after (the base scenario reads one in 10 s). */
const VERDICT_POLL_MS = 2000;
const MB = 1024 * 1024;

type Phase =
  | { kind: 'chosen' }
  | { kind: 'sending'; sent: number; total: number }
  | { kind: 'reading'; slip: Slip }
  | { kind: 'settled'; slip: Slip };

/** 2_400_000 → "2.3 MB", 48_000 → "47 KB". */
export function fileSize(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Whether the server still reads the slip (spec §4: anything but SUCCESS and FAILED is in progress). */
const settled = (slip: Slip) => slip.status === 'SUCCESS' || slip.status === 'FAILED';

/**
 * Deposit by slip (POST /api/wallet/slip, spec §2): the picture of a bank transfer, checked here against the
 * slip lookup (the daily closed window, png or jpeg, the size), sent with a real progress bar and a cancel,
 * then followed until the server has read it: the amount credited, or the reason it was refused (spec §8).
 * A failed upload keeps the chosen picture, to send again. The deposit dialog's slip tab and the statement's
 * slips dialog both offer it (texts in the deposit namespace); the slips are read again when one is sent and
 * when it has been read.
 */
export function SlipUpload({ wallet }: { wallet: WalletResponse }) {
  const { t } = useTranslation('deposit');
  const rules = useSlipLookup();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'chosen' });
  const [failure, setFailure] = useState<unknown>(null);
  const stop = useRef<AbortController | null>(null);
  const unit = t(`currency.${wallet.wallet.currency}`);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  // A slip being read is asked after until the server has read it; then the wallet is read again.
  const reading = phase.kind === 'reading' ? phase.slip : null;
  const verdict = useQuery({
    queryKey: ['slip-verdict', reading?._id],
    queryFn: async () => {
      const { slips } = okBody(await tsr.statement.slips.mutate({ body: { page: 1, limit: 10 } }));
      const found = slips.find((slip) => slip._id === reading?._id) ?? null;
      if (found && settled(found)) {
        await Promise.all(
          [queryKeys.wallet(), queryKeys.allPages('slips'), queryKeys.allPages('statement')].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      }
      return found;
    },
    enabled: reading !== null,
    refetchInterval: (query) =>
      recoveryInterval(query) ?? (query.state.data && settled(query.state.data) ? false : VERDICT_POLL_MS),
    gcTime: 0,
  });
  const outcome =
    phase.kind === 'settled' ? phase.slip : reading && verdict.data && settled(verdict.data) ? verdict.data : null;

  if (rules.isError) {
    return <ModalFailure text={t('slip.rulesFailed')} busy={rules.isFetching} onRetry={() => void rules.refetch()} />;
  }
  if (!rules.data) return <ModalLoading label={t('slip.loading')} />;
  const { isOpen, closedFrom, closedTo, maxFileBytes, fileTypes, uploadWithinMinutes } = rules.data.body;
  const mb = Math.round(maxFileBytes / MB);

  const choose = (chosen: File | undefined) => {
    setFailure(null);
    setPhase({ kind: 'chosen' });
    if (!chosen) return;
    if (!fileTypes.includes(chosen.type.toLowerCase())) {
      setFile(null);
      return setProblem(t('slip.wrongType'));
    }
    if (chosen.size > maxFileBytes) {
      setFile(null);
      return setProblem(t('slip.tooLarge', { mb }));
    }
    setProblem(null);
    setFile(chosen);
  };

  const send = async () => {
    if (!file || phase.kind === 'sending') return;
    const controller = new AbortController();
    stop.current = controller;
    setFailure(null);
    setPhase({ kind: 'sending', sent: 0, total: file.size });
    try {
      const answer = okBody(
        await uploadFile(routes.wallet.slip, file, {
          signal: controller.signal,
          onProgress: ({ sent, total }) => setPhase({ kind: 'sending', sent, total }),
        }),
      );
      setPhase(settled(answer.slip) ? { kind: 'settled', slip: answer.slip } : { kind: 'reading', slip: answer.slip });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allPages('slips') });
    } catch (error) {
      setPhase({ kind: 'chosen' });
      if (!isAbort(error)) setFailure(error);
    } finally {
      stop.current = null;
    }
  };

  if (outcome) {
    const slip = outcome;
    return (
      <div className={styles.upload} data-testid="slip-verdict">
        {slip.status === 'SUCCESS' ? (
          <InlineNotice tone="info">
            <p>{t('slip.accepted', { amount: formatMoney(slip.amount), unit })}</p>
          </InlineNotice>
        ) : (
          <InlineNotice tone="error">
            <p>
              {t('slip.refused', {
                reason: slip.note ? t(`errors:slip.${slip.note}`, { defaultValue: slip.note }) : t('slip.noReason'),
              })}
            </p>
          </InlineNotice>
        )}
        <Button
          variant="secondary"
          onClick={() => {
            setFile(null);
            setPhase({ kind: 'chosen' });
          }}
        >
          {t('slip.another')}
        </Button>
      </div>
    );
  }

  const percent = phase.kind === 'sending' && phase.total > 0 ? Math.round((phase.sent / phase.total) * 100) : 0;
  return (
    <div className={styles.upload}>
      <ul className={styles.rules}>
        <li>{t('slip.within', { minutes: uploadWithinMinutes })}</li>
        <li>{t('slip.files', { mb })}</li>
        <li>{t('slip.closedDaily', { from: closedFrom, to: closedTo })}</li>
      </ul>
      {!isOpen ? (
        <InlineNotice tone="error">
          <p>{t('slip.closedNow', { from: closedFrom, to: closedTo })}</p>
        </InlineNotice>
      ) : null}
      <label htmlFor={inputId} className={styles.drop} data-disabled={!isOpen || phase.kind !== 'chosen' || undefined}>
        {preview ? (
          <img className={styles.preview} src={preview} alt={t('slip.previewAlt')} />
        ) : (
          <UploadIcon size={32} />
        )}
        <span>{file ? file.name : t('slip.choose')}</span>
        {file ? <span className={styles.fileSize}>{fileSize(file.size)}</span> : null}
      </label>
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept={fileTypes.join(',')}
        disabled={!isOpen || phase.kind !== 'chosen'}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <InlineFailure error={failure} />
      {phase.kind === 'sending' ? (
        <div className={styles.sending}>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={t('slip.sending')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.aside}>{t('slip.sendingPercent', { percent })}</p>
          <Button variant="ghost" onClick={() => stop.current?.abort()}>
            {t('slip.cancel')}
          </Button>
        </div>
      ) : phase.kind === 'reading' ? (
        <p className={styles.reading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('slip.reading')}
        </p>
      ) : (
        <Button block disabled={!file || !isOpen} onClick={() => void send()}>
          {t('slip.send')}
        </Button>
      )}
    </div>
  );
}
