import { CopyIcon } from '../../../components/icons';
import styles from './deposit.module.css';

/** A touch-sized copy button, labelled with what it copies ("Copy the account number"). */
export function CopyButton({ label, onCopy }: { label: string; onCopy: () => void }) {
  return (
    <button type="button" className={styles.copy} onClick={onCopy} aria-label={label}>
      <CopyIcon size={20} />
    </button>
  );
}
