import type { Bonus } from '@portal/contract/schemas';
import { useTranslation } from 'react-i18next';

/** How often a bonus can be received, in words: "Once", "2 times a day", "Once a week". */
export function useFrequencyText() {
  const { t } = useTranslation('bonus');
  return (bonus: Pick<Bonus, 'type' | 'maxReceived'>) => t(`frequency.${bonus.type}`, { count: bonus.maxReceived });
}
