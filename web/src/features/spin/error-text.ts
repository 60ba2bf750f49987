import { useTranslation } from '../../i18n/texts';
import { failureOf } from '../../api/failure';
import { useFailureText } from '../../i18n/failure-text';

/** A spin or claim refusal's text: spin.error.{code} (spec §8), else the app's usual text for the failure. */
export function useSpinErrorText() {
  const { t, i18n } = useTranslation('spin');
  const failureText = useFailureText();
  return (error: unknown) => {
    const failure = failureOf(error);
    const key = failure.kind === 'code' ? `error.${failure.code}` : null;
    return key && i18n.exists(key, { ns: 'spin' }) ? t(key) : failureText(failure);
  };
}
