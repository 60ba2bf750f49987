import { QR_PROVIDERS, type QrProvider } from '@portal/contract/constants';
import type { DepositLookup } from '@portal/contract/schemas';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/texts';
import { useDepositLookup, useWallet } from '../../../api/queries';
import { Modal } from '../../../components/modal';
import type { UrlModalProps } from '../../../components/url-modal';
import { ModalFailure, ModalLoading } from '../../../components/modal-states';
import { BankMethod } from './bank-method';
import styles from './deposit.module.css';
import { QrMethod } from './qr-method';
import { SlipUpload } from '../../../components/slip-upload';
import { TrueWalletMethod } from './true-wallet-method';

type Method = 'bank' | 'qr' | 'truewallet' | 'slip';

/** The ways to deposit the site offers, in the order they are shown (spec §2): nothing it does not offer. */
export function depositMethods(lookup: DepositLookup): Method[] {
  const methods: Method[] = [];
  if (lookup.banks.some((bank) => bank.bankType === 'bank')) methods.push('bank');
  if (qrProvidersOf(lookup).length > 0) methods.push('qr');
  if (lookup.wallets.length > 0) methods.push('truewallet');
  if (methods.includes('bank')) methods.push('slip');
  return methods;
}

/** The QR providers the site offers (KBANK, WW, ZAPMAN), each once, in the contract's order. */
export function qrProvidersOf(lookup: DepositLookup): QrProvider[] {
  const offered = new Set(lookup.banks.filter((bank) => bank.bankType === 'qrcode').map((bank) => bank.bankCode));
  return QR_PROVIDERS.filter((provider) => offered.has(provider));
}

/**
 * The deposit modal (`?modal=deposit`, spec §2, §4, §5): the ways the site offers, as tabs. Bank transfer (the
 * site's accounts to copy; with manual deposit, the amount announced after), a one-time bank QR per provider,
 * a True Wallet gift link, and a slip upload for a transfer that did not arrive by itself. What the site
 * offers comes from the deposit lookup; without it there is nothing to show, so its failure offers a retry.
 */
export default function DepositModal({ onClose }: UrlModalProps<'deposit'>) {
  const { t } = useTranslation('deposit');
  const lookup = useDepositLookup();
  const wallet = useWallet();
  const [chosen, setChosen] = useState<Method | null>(null);
  const ids = useId();

  const body = lookup.data?.body;
  const methods = body ? depositMethods(body) : [];
  const method = chosen && methods.includes(chosen) ? chosen : methods[0];
  const tabId = (name: Method) => `${ids}-tab-${name}`;
  const panelId = `${ids}-panel`;

  const onTabKey = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step || !method) return;
    const next = methods[(methods.indexOf(method) + step + methods.length) % methods.length]!;
    setChosen(next);
    document.getElementById(tabId(next))?.focus();
  };

  const failed = lookup.isError || wallet.isError;
  return (
    <Modal open onClose={onClose} title={t('title')}>
      {failed ? (
        <ModalFailure
          text={t('lookupFailed')}
          busy={lookup.isFetching || wallet.isFetching}
          onRetry={() => {
            if (lookup.isError) void lookup.refetch();
            if (wallet.isError) void wallet.refetch();
          }}
        />
      ) : !body || !wallet.data ? (
        <ModalLoading label={t('loading')} />
      ) : !method ? (
        <p className={styles.empty}>{t('none')}</p>
      ) : (
        <div className={styles.deposit}>
          {methods.length > 1 ? (
            <div className={styles.tabs} role="tablist" aria-label={t('methods')} onKeyDown={onTabKey}>
              {methods.map((name) => (
                <button
                  key={name}
                  id={tabId(name)}
                  type="button"
                  role="tab"
                  className={styles.tab}
                  aria-selected={name === method}
                  aria-controls={panelId}
                  tabIndex={name === method ? 0 : -1}
                  onClick={() => setChosen(name)}
                >
                  {t(`method.${name}`)}
                </button>
              ))}
            </div>
          ) : null}
          <div
            id={panelId}
            role={methods.length > 1 ? 'tabpanel' : undefined}
            aria-labelledby={methods.length > 1 ? tabId(method) : undefined}
            className={styles.panel}
          >
            {method === 'bank' ? (
              <BankMethod lookup={body} wallet={wallet.data.body} onSlip={() => setChosen('slip')} />
            ) : method === 'qr' ? (
              <QrMethod providers={qrProvidersOf(body)} wallet={wallet.data.body} onDone={onClose} />
            ) : method === 'truewallet' ? (
              <TrueWalletMethod lookup={body} wallet={wallet.data.body} />
            ) : (
              <SlipUpload wallet={wallet.data.body} />
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
