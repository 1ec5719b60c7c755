import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { pageTitleChanged } from '@cabinet/shared';

/** A page names itself once; the shell's header and the browser tab show the name. */
export function usePageTitle(title: string): void {
  const setTitle = useUnit(pageTitleChanged);
  useEffect(() => {
    setTitle(title);
    document.title = title;
  }, [setTitle, title]);
}
