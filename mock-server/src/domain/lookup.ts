import type { DepositLookup } from '@portal/contract/schemas';
import { UPLOAD_LIMITS } from '@portal/contract/constants';
import type { World } from '../world/world.js';

const BANK_NAMES: Record<string, { nameTH: string; nameEN: string }> = {
  WW: { nameTH: 'วอลเล็ท วิน', nameEN: 'WW Pay' },
  ZAPMAN: { nameTH: 'แซปแมน', nameEN: 'Zapman' },
};

export function bankNames(world: World, code: string): { nameTH: string; nameEN: string } {
  const bank = world.scenario.site.banks.find((b) => b.code === code);
  return bank ? { nameTH: bank.nameTH, nameEN: bank.nameEN } : (BANK_NAMES[code] ?? { nameTH: code, nameEN: code });
}

export function depositLookup(world: World): DepositLookup {
  const { deposit } = world.scenario.site;
  return {
    isManual: deposit.isManual,
    wallets: deposit.wallets,
    banks: deposit.banks.map((bank) => {
      const names = bankNames(world, bank.bankCode);
      return { ...bank, bankNameTH: names.nameTH, bankNameEN: names.nameEN };
    }),
  };
}

/** Minutes since midnight of a HH:mm string. */
function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/**
 * Whether slip upload is open now: closed by the scenario flag or inside the daily window (world clock, UTC+7),
 * unless the window is switched off.
 */
export function slipUploadOpen(world: World): boolean {
  if (world.flags.slipClosed) return false;
  if (world.flags.slipWindowOff) return true;
  const { closedFrom, closedTo } = world.scenario.site.slipWindow;
  const local = new Date(world.clock.now() + 7 * 3_600_000);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const from = minutesOf(closedFrom);
  const to = minutesOf(closedTo);
  const inside = from <= to ? minute >= from && minute < to : minute >= from || minute < to;
  return !inside;
}

export function slipLookup(world: World) {
  const { slipWindow } = world.scenario.site;
  return {
    isOpen: slipUploadOpen(world),
    closedFrom: slipWindow.closedFrom,
    closedTo: slipWindow.closedTo,
    maxFileBytes: UPLOAD_LIMITS.slipBytes,
    fileTypes: [...UPLOAD_LIMITS.slipMimeTypes],
    uploadWithinMinutes: slipWindow.uploadWithinMinutes,
  };
}
