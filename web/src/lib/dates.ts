import dayjs from 'dayjs';

/** The start of an ISO 8601 date: what the API sends (anything else is not taken for a date). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * Date and time as the spec shows them (§9), in the browser's local time. A text that is not an ISO 8601 date
 * (a backend that sends another form) is shown as it came, never read as some other date; '-' when there is
 * nothing.
 */
export function formatDateTime(value: string | number | Date): string {
  if (typeof value === 'string' && !ISO_DATE.test(value)) return value.trim() || '-';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm:ss') : typeof value === 'string' ? value : '-';
}

/**
 * A day's name for a divider (chat): the language's own medium date when the browser knows the language, else
 * the spec's DD/MM/YYYY (§9). A browser without Lao data would otherwise write a Lao reader's dates in its own
 * default language and calendar (Thai months, Buddhist years).
 */
export function dayFormatter(locale: string): (value: string | number | Date) => string {
  if (Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0) {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return (value) => format.format(new Date(value));
  }
  return (value) => dayjs(value).format('DD/MM/YYYY');
}
