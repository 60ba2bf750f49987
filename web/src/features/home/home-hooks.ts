import { TIMEOUTS } from '@portal/contract/constants';
import { useEffect, useState } from 'react';
import { useHydrated } from '../../components/hydration';
import { useModalAddress, useOpenModal } from '../../components/url-modal';
import { getAgreementRemembered, getBalanceHidden, storeBalanceHidden } from '../../lib/storage';

/** The home's hooks that keep no server data: what this browser remembers, and when the agreement opens. */

/** The hide-balance choice, remembered in this browser (lib/storage). */
export function useBalanceHidden(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHidden] = useState(getBalanceHidden);
  return [
    hidden,
    (next) => {
      storeBalanceHidden(next);
      setHidden(next);
    },
  ];
}

/** Whether this page load has offered the agreement already (one that failed to load is offered next load). */
let agreementOffered = false;

/**
 * The agreement on a member's first visit (spec §4): 1.5 s after the home is drawn, unless this browser
 * remembers it was closed. A modal the member opened meanwhile goes first; the wait starts again when it closes.
 */
export function useAgreementOnFirstVisit() {
  const hydrated = useHydrated();
  const open = useOpenModal();
  const { name } = useModalAddress();
  useEffect(() => {
    if (!hydrated || name !== null || agreementOffered || getAgreementRemembered()) return;
    const timer = window.setTimeout(() => {
      agreementOffered = true;
      open('agreement');
    }, TIMEOUTS.agreementDelayMs);
    return () => window.clearTimeout(timer);
  }, [hydrated, name, open]);
}
