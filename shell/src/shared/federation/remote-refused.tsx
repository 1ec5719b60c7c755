import { createEvent, sample } from 'effector';
import { useUnit } from 'effector-react';

import { $lang, $runtimeConfig, $user, sendErrorReportFx } from '@cabinet/shared';
import { EmptyState } from '@cabinet/shared/ui';

import styles from './remote-refused.module.css';

/** Its own chunk, fetched only when a remote is refused: none of this is in the first load. */
const TEXTS = {
  ru: {
    title: 'Раздел обновляется',
    text: 'Этот раздел сейчас обновляется и скоро снова будет доступен. Остальные разделы работают.',
  },
  kk: {
    title: 'Бөлім жаңартылуда',
    text: 'Бұл бөлім қазір жаңартылып жатыр, жақында қайта қолжетімді болады. Басқа бөлімдер жұмыс істейді.',
  },
} as const;

/**
 * The inline fallback of a remote the shell refused to run, in the remote's place inside the
 * layout: its build asks for shared versions this shell does not provide (decision 0013). A load
 * after the next deploy of either side shows the section again.
 */
export function RemoteUpdating() {
  const lang = useUnit($lang);
  const texts = lang === 'kk' ? TEXTS.kk : TEXTS.ru;
  return (
    <div className={styles.fallback}>
      <EmptyState role="alert" title={texts.title} text={texts.text} />
    </div>
  );
}

/** The shell refused to run a remote whose manifest asks for shared versions it does not provide. */
export const remoteRefused = createEvent<{ remote: string; manifestUrl: string; unmet: string[] }>();

// Support learns which build was refused and why; the sender adds every version this page ran.
sample({
  clock: remoteRefused,
  source: { config: $runtimeConfig, user: $user, lang: $lang },
  filter: ({ config }) => config !== null,
  fn: ({ config, user, lang }, { remote, manifestUrl, unmet }) => ({
    botUrl: config?.bot.url ?? '',
    chatId: config?.bot.chatId ?? '',
    report: {
      url: manifestUrl,
      method: 'GET',
      code: 'remote_incompatible',
      status: null,
      userId: user?.id ?? null,
      companyName: user?.companyData?.name ?? null,
      payload: { remote, unmet },
      state: { route: window.location.pathname, lang },
    },
  }),
  target: sendErrorReportFx,
});
