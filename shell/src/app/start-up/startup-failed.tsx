import { useEffect } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Button, EmptyState } from '@cabinet/shared/ui';

import { dropPrerenderedPage } from '../../shared/lib';

/** Shown instead of a blank page when config.json or remotes.json cannot be loaded. */
export function StartupFailed() {
  const { t } = useTranslation();
  // A public page's static copy would otherwise stay in front of this message.
  useEffect(() => dropPrerenderedPage(), []);
  return (
    <main>
      <EmptyState
        role="alert"
        title={t('startup.configFailedTitle')}
        text={t('startup.configFailedText')}
        action={<Button onClick={() => window.location.reload()}>{t('startup.reload')}</Button>}
      />
    </main>
  );
}
