import type { Locale } from '@portal/contract/constants';

/** The build flavour: `vite build` is Thai, `vite build --mode laos` is the Laos build (spec §1, §5). */
export const isLaosBuild = import.meta.env.VITE_FLAVOUR === 'laos';

export const defaultLocale: Locale = isLaosBuild ? 'lo' : 'th';
