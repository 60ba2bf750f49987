import { useTranslation } from './texts';
import type { Failure } from '../api/failure';

/** The localized text of a failure: a catalogue code's text, a raw server message as it is. */
export function useFailureText(): (failure: Failure) => string {
  const { t } = useTranslation('errors');
  return (failure) => {
    switch (failure.kind) {
      case 'code':
        return t(failure.code);
      case 'raw':
        return failure.message;
      case 'network':
        return t(`client.${failure.reason}`);
      default:
        return t('client.unexpected');
    }
  };
}
