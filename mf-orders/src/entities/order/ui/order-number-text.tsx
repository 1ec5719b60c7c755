import styles from './order-number-text.module.css';

export interface OrderNumberTextProps {
  /** The translated title with the number in it ("Заказ № R-000017", "№ R-000017 тапсырыс"). */
  text: string;
  number: string;
}

/**
 * An order's title whose "№ <number>" is never parted at a line's end: a number's hyphen
 * ("R-000017") is a place the browser would break, and "R-" over "000017" reads as two things. The
 * text stays as it is (copied or searched, the number is the platform's), only its lines change.
 */
export function OrderNumberText({ text, number }: OrderNumberTextProps) {
  const at = text.indexOf(number);
  if (at < 0 || number === '') return <>{text}</>;
  const sign = text.lastIndexOf('№', at);
  const from = sign >= 0 && at - sign <= 2 ? sign : at;
  const to = at + number.length;
  return (
    <>
      {text.slice(0, from)}
      <span className={styles.whole}>{text.slice(from, to)}</span>
      {text.slice(to)}
    </>
  );
}
