import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';

import { useTranslation } from '@cabinet/shared';
import type { Banner } from '@cabinet/shared/contract';
import { showKzPhone } from '@cabinet/shared/phone';
import { Button, EmptyState, Spinner } from '@cabinet/shared/ui';

import {
  OrderStatusBadge,
  SearchNotice,
  formatDateTime,
  searchEstimateMinutes,
  type Tracking,
  OrderNumberText,
} from '../../../entities/order';
import { NAMESPACE } from '../../../shared/i18n';
import {
  $banner,
  $polling,
  $status,
  $tracking,
  TRACKING_REFRESH_MS,
  retryClicked,
  trackingOpened,
  trackingTicked,
} from '../model/public-tracking-model';
import styles from './public-tracking.module.css';

/** What a recipient sees from a tracking link: status, ETA, courier, points, the banner. */
export function PublicTracking({
  token,
  map,
}: {
  token: string;
  /** The delivery on a map (points, courier), drawn above the points. */
  map?: (tracking: Tracking) => ReactNode;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [tracking, status, banner, polling, open, tick, retry] = useUnit([
    $tracking,
    $status,
    $banner,
    $polling,
    trackingOpened,
    trackingTicked,
    retryClicked,
  ]);

  useEffect(() => {
    open(token);
  }, [token, open]);
  // Polls only while there is something to wait for (not for an unknown, expired or finished one).
  useEffect(() => {
    if (!polling) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') tick();
    }, TRACKING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [polling, tick]);

  if (status === 'not-found') {
    return (
      <EmptyState
        role="alert"
        title={t('tracking.trackingNotFound')}
        text={t('tracking.trackingNotFoundText')}
      />
    );
  }
  if (status === 'expired') {
    return (
      <EmptyState
        role="alert"
        title={t('orderDetails.linkExpired')}
        text={t('orderDetails.linkExpiredText')}
      />
    );
  }
  if (status === 'error') {
    return (
      <EmptyState
        role="alert"
        title={t('tracking.detailsError')}
        text={t('tracking.loadErrorText')}
        action={<Button onClick={() => retry()}>{t('tracking.retry')}</Button>}
      />
    );
  }
  if (!tracking) return <Spinner label={t('tracking.trackingLoading')} />;

  const finished = tracking.state === 'delivered' || tracking.state === 'cancelled';
  const points = [...tracking.points].sort((a, b) => a.index - b.index);
  return (
    <div className={styles.tracking}>
      <section className={styles.card}>
        <h2 className={styles.number}>
          <OrderNumberText
            text={t('tracking.orderNumber', { number: tracking.number })}
            number={tracking.number}
          />
        </h2>
        <p className={styles.muted}>{t('tracking.trackingFrom', { company: tracking.company_name })}</p>
        {/* The one live region: a state change is announced, the countdown and the ETA are not. */}
        <p className={styles.state} role="status" aria-live="polite">
          <OrderStatusBadge state={tracking.state} />
        </p>
        {!finished && tracking.eta_minutes !== null && tracking.courier ? (
          <p>{t('tracking.eta', { minutes: tracking.eta_minutes })}</p>
        ) : null}
        {tracking.batching && !finished ? <p className={styles.notice}>{t('tracking.batching')}</p> : null}
        {tracking.state === 'searching' ? (
          <SearchNotice
            since={tracking.updated_at ?? tracking.created_at}
            estimateMinutes={searchEstimateMinutes(tracking)}
          />
        ) : null}
        {tracking.delivered_at ? (
          <p>{t('tracking.deliveredAt', { date: formatDateTime(tracking.delivered_at, i18n.language) })}</p>
        ) : null}
        {tracking.courier && !finished ? (
          <p>
            {t('tracking.courier')}: {tracking.courier.name} ·{' '}
            <a href={`tel:${tracking.courier.phone_number}`}>{showKzPhone(tracking.courier.phone_number)}</a>
          </p>
        ) : null}
      </section>
      {map ? map(tracking) : null}
      <section className={styles.card}>
        <h2 className={styles.subtitle}>{t('tracking.route')}</h2>
        <ol className={styles.points} aria-label={t('tracking.route')}>
          {points.map((point, position) => (
            <li key={point.index} data-state={point.state}>
              <strong>{t('tracking.pointN', { n: position + 1 })}</strong>:{' '}
              {[point.street, point.building].filter(Boolean).join(', ')}{' '}
              <span className={styles.muted}>({t(`tracking.point_${point.state}`)})</span>
            </li>
          ))}
        </ol>
      </section>
      {banner ? <TrackingBanner banner={banner} /> : null}
    </div>
  );
}

/** The platform's tracking banner (§7 business/banners): a link when it has one, else a plain card. */
function TrackingBanner({ banner }: { banner: Banner }) {
  const content = (
    <>
      <img src={banner.image_url} alt="" />
      <span className={styles.bannerText}>
        <strong>{banner.title}</strong>
        <br />
        {banner.text}
      </span>
    </>
  );
  return (
    <aside className={styles.banner} aria-label={banner.title}>
      {banner.link ? (
        <a className={styles.bannerLink} href={banner.link} target="_blank" rel="noreferrer">
          {content}
        </a>
      ) : (
        content
      )}
    </aside>
  );
}
