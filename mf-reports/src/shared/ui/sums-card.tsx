import styles from './sums-card.module.css';

interface SumsCardProps {
  /** The region's name for a screen reader ("Итоги за период"). */
  label: string;
  /** Each sum as its label and its value, formatted for the reader's language. */
  items: ReadonlyArray<readonly [string, string]>;
}

/** The sums of a range as the reports and the statistics show them: one card, a grid of figures. */
export function SumsCard({ label, items }: SumsCardProps) {
  return (
    <section className={styles.card} aria-label={label}>
      <dl className={styles.list}>
        {items.map(([name, value]) => (
          <div key={name} className={styles.item}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
