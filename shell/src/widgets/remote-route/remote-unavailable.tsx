import { useTranslation } from '@cabinet/shared';
import { Button, EmptyState } from '@cabinet/shared/ui';

import styles from './remote-route.module.css';

/** The inline fallback for a remote that cannot be shown; the rest of the layout stays usable. */
export function RemoteUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback}>
      <EmptyState
        role="alert"
        title={t('remote.unavailableTitle')}
        text={t('remote.unavailableText')}
        action={
          <Button onClick={onRetry} disabled={retrying}>
            {retrying ? t('remote.retrying') : t('remote.retry')}
          </Button>
        }
      />
    </div>
  );
}
