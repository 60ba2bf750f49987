import { LOCALES, type Locale } from '@portal/contract/constants';
import { useTranslation } from '../i18n/texts';
import { currentLocale, setLocale } from '../i18n';
import { useHydrated } from './hydration';
import { GlobeIcon } from './icons';
import styles from './language-select.module.css';
import { VisuallyHidden } from './visually-hidden';

/** Each language named in itself, so a reader of any of them finds their own. */
const NATIVE_NAMES: Record<Locale, string> = { th: 'ไทย', lo: 'ລາວ', en: 'English' };

/**
 * The language dropdown (Thai, Lao, English): the choice applies at once and is remembered. The pill is as wide
 * as the chosen language's name, leaving the top bar's room to the site's name on a narrow phone; under 360 px it
 * is the globe alone.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const value = currentLocale();
  const hydrated = useHydrated();
  return (
    <label className={[styles.select, className].filter(Boolean).join(' ')}>
      <GlobeIcon size={18} />
      <VisuallyHidden>{t('language')}</VisuallyHidden>
      {/* The chosen language as shown; the select lies over the whole pill, unseen, so the pill is as wide as
          this name rather than the longest one, and a tap anywhere on it opens the choice. */}
      <span className={styles.current} aria-hidden="true">
        {NATIVE_NAMES[value]}
      </span>
      <select
        value={value}
        onChange={(event) => void setLocale(event.target.value as Locale)}
        aria-label={t('language')}
        disabled={!hydrated}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
