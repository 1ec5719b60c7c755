import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { $isMobile } from '@cabinet/shared';
import { useNavigate } from '@cabinet/shared/router';

import { cardsRequested, clockTicked, draftRestoreRequested } from '../../order-form';
import { $createdOrderId, createdOrderHandled } from '../model/submit-model';

const CLOCK_TICK_MS = 60_000;

/** Opens the draft, keeps the working-hours clock and lands on the order once it exists. */
export function useOrderCreation() {
  const navigate = useNavigate();
  const [createdId, isMobile] = useUnit([$createdOrderId, $isMobile]);

  useEffect(() => {
    draftRestoreRequested();
    cardsRequested();
    clockTicked(new Date());
    const timer = setInterval(() => clockTicked(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (createdId === null) return;
    createdOrderHandled();
    navigate(isMobile ? `/mobile/orders/${createdId}` : `/?order=${createdId}`);
  }, [createdId, isMobile, navigate]);
}
