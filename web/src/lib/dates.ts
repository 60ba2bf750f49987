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
 * A day as the spec writes dates (§9: DD/MM/YYYY), in the browser's local time: the chat's day dividers, in every
 * language alike, as every other date in the app (no month names, no Buddhist years).
 */
export function formatDay(value: string | number | Date): string {
  return dayjs(value).format('DD/MM/YYYY');
}
