import { useUnit } from 'effector-react';
import type { ReactElement } from 'react';

import { $isMobile } from '@cabinet/shared';

/** `/` shows a different page at 650 px or less (§2), switching live as the window resizes. */
export function ResponsiveElement({ desktop, mobile }: { desktop: ReactElement; mobile: ReactElement }) {
  const isMobile = useUnit($isMobile);
  return isMobile ? mobile : desktop;
}
