import { useTranslation } from '../../i18n/texts';
import { failureOf } from '../../api/failure';
import { useFailureText } from '../../i18n/failure-text';

/** A spin or claim refusal's text: spin.error.{code} (spec §8), else the app's usual text for the failure. */
export function useSpinErrorText() {
  const { t } = useTranslation('spin');
  const failureText = useFailureText();
  return (error: unknown) => {
    const failure = failureOf(error);
    const usual = failureText(failure);
    return failure.kind === 'code' ? t(`error.${failure.code}`, { defaultValue: usual }) : usual;
  };
}
