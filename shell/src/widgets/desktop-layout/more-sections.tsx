import * as Popover from '@radix-ui/react-popover';
import { useState, type ReactNode } from 'react';

import styles from './sections-row.module.css';

export interface MoreSectionsProps {
  label: string;
  /** The classes of a section link, and of the current one when the page is behind "more". */
  className: string;
  /** The class of the layout's list of sections (a column), for the hidden ones. */
  listClassName: string;
  /** The hidden sections' list items; `close` closes the list when one is followed. */
  children: (close: () => void) => ReactNode;
}

/**
 * "More": the sections that did not fit the tablet's row, in a popover (Radix: the focus moves into
 * it, Escape and a click outside close it and the focus returns). Not in a portal, so that its links
 * stay inside the navigation landmark. Loaded only where the row overflows.
 */
export default function MoreSections({ label, className, listClassName, children }: MoreSectionsProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={className}>
        {label}
        <span aria-hidden="true" className={styles.chevron} />
      </Popover.Trigger>
      <Popover.Content align="end" sideOffset={4} collisionPadding={8} className={styles.panel}>
        <ul className={listClassName}>{children(() => setOpen(false))}</ul>
      </Popover.Content>
    </Popover.Root>
  );
}
