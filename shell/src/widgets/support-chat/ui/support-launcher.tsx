import { useTranslation } from '@cabinet/shared';

import { supportChatRequested } from '../model/support-chat-model';
import styles from './support-chat.module.css';

/** What the launcher shows: a speech bubble and its name (only the bubble on a phone's header). */
export function LauncherContent({ label }: { label: string }) {
  return (
    <>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 5h16v11H9l-4 4v-4H4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.label}>{label}</span>
    </>
  );
}

/**
 * The launcher before the widget's code is there: the same button in the same place, which asks
 * for the chat at once (the panel then opens with its own trigger in this place).
 */
export function SupportLauncher() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.launcher}
      aria-haspopup="dialog"
      onClick={() => supportChatRequested()}
    >
      <LauncherContent label={t('supportChat.open')} />
    </button>
  );
}
