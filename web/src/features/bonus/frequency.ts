import type { Bonus } from '@portal/contract/schemas';
import { useTranslation } from '../../i18n/texts';

/**
 * How often a bonus can be received, in words: "Once", "2 times a day", "Once a week". A type the app does not
 * know (a backend's newer one) says only how many times: "Up to 2 times".
 */
export function useFrequencyText() {
  const { t } = useTranslation('bonus');
  return (bonus: Pick<Bonus, 'type' | 'maxReceived'>) => {
    const type = bonus.type === 'day' ? 'day' : bonus.type === 'week' ? 'week' : 'limit';
    return t(`frequency.${type}`, { count: bonus.maxReceived });
  };
}
