import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import { $isMobile } from '@cabinet/shared';
import { whenIdle } from '@cabinet/shared/lazy';
import { useNavigate } from '@cabinet/shared/router';

import { deliveryZonesRequested } from '../../../entities/delivery-zone';
import { $taskCatalogueSettled, taskCatalogueRequested } from '../../../entities/task';
import { cardsRequested, clockTicked, draftFlushRequested, draftRestoreRequested } from '../../order-form';
import { $createdOrderId, createdOrderHandled } from '../model/submit-model';

const CLOCK_TICK_MS = 60_000;

/**
 * Opens the draft with what the form needs (cards, task catalogue; the zones of the map and the
 * address search once the form's first screen is complete), keeps the working-hours clock, writes
 * a waiting draft before the page is hidden or left, and lands on the order once it exists.
 */
export function useOrderCreation() {
  const navigate = useNavigate();
  const [createdId, isMobile, catalogueSettled] = useUnit([
    $createdOrderId,
    $isMobile,
    $taskCatalogueSettled,
  ]);

  useEffect(() => {
    draftRestoreRequested();
    cardsRequested();
    // Asked for as the page was entered (orderFormEntered) too: the catalogue is fetched once a page.
    taskCatalogueRequested();
    clockTicked(new Date());
    const timer = setInterval(() => clockTicked(new Date()), CLOCK_TICK_MS);
    const flush = () => draftFlushRequested();
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      flush();
    };
  }, []);

  useEffect(() => {
    // The zones only outline the map and scope the address search: asked for at an idle moment once
    // the tasks, the last part of the first screen, are in (decision 0015).
    if (!catalogueSettled) return undefined;
    return whenIdle(() => deliveryZonesRequested());
  }, [catalogueSettled]);

  useEffect(() => {
    if (createdId === null) return;
    createdOrderHandled();
    navigate(isMobile ? `/mobile/orders/${createdId}` : `/?order=${createdId}`);
  }, [createdId, isMobile, navigate]);
}
