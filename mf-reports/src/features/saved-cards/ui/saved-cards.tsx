import { useUnit } from 'effector-react';
import { useEffect } from 'react';

import type { Card as SavedCard } from '@cabinet/shared/contract';
import { useTranslation } from '@cabinet/shared';
import { cardBrandName } from '@cabinet/shared/money';
import { Button, Card, EmptyState, Spinner, Table, type TableColumn } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import { $cards, $cardsStatus, cardsRequested, cardsShown } from '../model/cards-model';
import styles from './saved-cards.module.css';

/** The company's saved cards: brand, masked number, expiry; or how a card gets saved. */
export function SavedCards() {
  const { t } = useTranslation(NAMESPACE);
  const [cards, status, retry, shown] = useUnit([$cards, $cardsStatus, cardsRequested, cardsShown]);
  useEffect(() => {
    shown();
  }, [shown]);

  const columns: Array<TableColumn<SavedCard>> = [
    {
      key: 'number',
      header: t('payments.cardNumber'),
      primary: true,
      cell: (card) => (
        <>
          {cardBrandName(card.brand)} <span className={styles.pan}>{card.pan_masked}</span>
        </>
      ),
    },
    // The number names the system too: in a narrow card this column gives way first.
    { key: 'brand', header: t('payments.brand'), cell: (card) => cardBrandName(card.brand), shownFrom: 510 },
    { key: 'expiry', header: t('payments.expiry'), cell: (card) => card.expiry },
    {
      key: 'default',
      header: t('payments.isDefault'),
      cell: (card) => (card.is_default ? t('payments.yes') : t('payments.no')),
    },
  ];

  return (
    <Card title={t('payments.cards')}>
      {status === 'loading' || status === 'idle' ? <Spinner label={t('payments.cardsLoading')} /> : null}
      {status === 'failed' ? (
        <EmptyState
          role="alert"
          headingLevel={3}
          title={t('payments.cardsFailed')}
          action={
            <Button variant="secondary" onClick={retry}>
              {t('payments.retry')}
            </Button>
          }
        />
      ) : null}
      {status === 'ready' ? (
        <Table<SavedCard>
          caption={t('payments.cardsCaption')}
          columns={columns}
          rows={cards}
          rowKey={(card) => card.token}
          empty={
            <EmptyState
              headingLevel={3}
              title={t('payments.cardsEmptyTitle')}
              text={t('payments.cardsEmptyText')}
            />
          }
        />
      ) : null}
    </Card>
  );
}
