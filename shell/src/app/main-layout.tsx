import { useUnit } from 'effector-react';

import { $isMobile } from '@cabinet/shared';

import { DesktopLayout } from '../widgets/desktop-layout';
import { MobileLayout } from '../widgets/mobile-layout';

/** Desktop or mobile layout by width (§2), switching live when the window crosses 650 px. */
export function MainLayout() {
  const isMobile = useUnit($isMobile);
  return isMobile ? <MobileLayout /> : <DesktopLayout />;
}
