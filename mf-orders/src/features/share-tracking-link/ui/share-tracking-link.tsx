import { useUnit } from 'effector-react';
import { useId } from 'react';

import { useTranslation } from '@cabinet/shared';
import type { Group } from '@cabinet/shared/contract';
import { Button } from '@cabinet/shared/ui';

import { trackingLink } from '../../../entities/order';
import { NAMESPACE } from '../../../shared/i18n';
import { canShareLinks, copyClicked, shareClicked } from '../model/share-link-model';
import styles from './share-tracking-link.module.css';

/** The order's public tracking link (§2 `/tracking`): shown, copied with a toast, or shared. */
export function ShareTrackingLink({ order }: { order: Pick<Group, 'number' | 'tracking_token'> }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const [copy, share] = useUnit([copyClicked, shareClicked]);
  const link = trackingLink(order.tracking_token);
  return (
    <section className={styles.share} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('orderDetails.trackingLinkTitle')}
      </h3>
      <p className={styles.hint}>{t('orderDetails.trackingLinkHint')}</p>
      <a className={styles.link} href={link} target="_blank" rel="noreferrer">
        {link}
      </a>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => copy(link)}>
          {t('orderDetails.copyLink')}
        </Button>
        {canShareLinks() ? (
          <Button
            variant="ghost"
            onClick={() => share({ link, title: t('orderDetails.shareText', { number: order.number }) })}
          >
            {t('orderDetails.shareLink')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
