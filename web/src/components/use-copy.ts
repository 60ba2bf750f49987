import { useCallback } from 'react';
import { useTranslation } from '../i18n/texts';
import { useFeedback } from './feedback';

/**
 * The clipboard's copy, in a page served without https (a demo on a phone over the LAN) too, where
 * `navigator.clipboard` is missing: a selected, off-screen text area and the copy command then.
 */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
}

/** Copies a text, then says so ('Copied:' and the text) or that it could not ('Failed to copy'), spec §8. */
export function useCopy() {
  const { t } = useTranslation('common');
  const { toast } = useFeedback();
  return useCallback(
    async (text: string): Promise<boolean> => {
      try {
        await writeClipboard(text);
        toast(t('copied', { text }), 'success');
        return true;
      } catch {
        toast(t('copyFailed'));
        return false;
      }
    },
    [t, toast],
  );
}
