import { List, Trigger } from '@radix-ui/react-tabs';

import styles from './tabs.module.css';
import { classNames } from '../class-names';

// The root of a tabbed view (it holds the chosen tab: `value`, `onValueChange`) and one tab's
// content, as Radix Tabs has them: re-exported, so a screen takes every part of its tabs from the kit.
export { Root as Tabs, Content as TabPanel } from '@radix-ui/react-tabs';

export interface TabListProps<T extends string> {
  /** What the tabs choose between, for screen readers ("Заказы по статусу"). */
  label: string;
  tabs: ReadonlyArray<{ value: T; label: string }>;
  /** The screen's own layout of the row (wrapping, scrolling). */
  className?: string;
  /** The screen's own sizing of each tab. */
  tabClassName?: string;
}

/**
 * A row of tabs drawn by the kit, inside `Tabs`: roles, arrow keys and focus come from Radix Tabs,
 * so that no screen draws or wires its own.
 */
export function TabList<T extends string>({ label, tabs, className, tabClassName }: TabListProps<T>) {
  return (
    <List className={classNames(styles.list, className)} aria-label={label}>
      {tabs.map((tab) => (
        <Trigger key={tab.value} value={tab.value} className={classNames(styles.tab, tabClassName)}>
          {tab.label}
        </Trigger>
      ))}
    </List>
  );
}
