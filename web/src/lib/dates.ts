import dayjs from 'dayjs';

/** Date and time as the spec shows them (§9), in the browser's local time; '-' when the input is no date. */
export function formatDateTime(value: string | number | Date): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('DD/MM/YYYY HH:mm:ss') : '-';
}
