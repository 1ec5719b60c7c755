import styles from './spinner.module.css';

/** Loading indicator with a text label, so screen readers hear what is happening. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.spinner} role="status" aria-live="polite">
      <span className={styles.circle} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
