import { useUnit } from 'effector-react';

import { toastClosed, $toasts, useTranslation } from '@cabinet/shared';

import styles from './toast-area.module.css';

/** Stacked toasts from any app; each closes on click or after 5 s, and is read out politely. */
export function ToastArea() {
  const { t } = useTranslation();
  const [toasts, close] = useUnit([$toasts, toastClosed]);
  return (
    <div className={styles.area} role="status" aria-live="polite" aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <button
          key={toast.id}
          type="button"
          className={styles.toast}
          title={t('toast.dismiss')}
          onClick={() => close(toast.id)}
        >
          {toast.content}
        </button>
      ))}
    </div>
  );
}
