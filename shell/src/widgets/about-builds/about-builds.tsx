import { useUnit } from 'effector-react';
import { useId, useState } from 'react';

import { $lang, loadedBuilds, type BuildInfo } from '@cabinet/shared';

import styles from './about-builds.module.css';

/** Strings of this entry stay in the layouts' chunks, out of the first load (decision 0007). */
const TEXTS = {
  ru: { toggle: 'О версиях', heading: 'Версии на этой странице', unknown: 'не указана' },
  kk: { toggle: 'Нұсқалар туралы', heading: 'Осы беттегі нұсқалар', unknown: 'көрсетілмеген' },
} as const;

/** The shell's own build, "version (commit)", from the meta tag index.html was built with. */
const shellBuild = () => document.querySelector<HTMLMetaElement>('meta[name="cabinet-build"]')?.content;

/** "0.1.0 (0679a711b2)"; a build made before the build identity names no commit. */
function describe(build: BuildInfo | undefined, unknown: string): string {
  if (!build?.buildVersion) return unknown;
  return build.commit ? `${build.buildVersion} (${build.commit})` : build.buildVersion;
}

/**
 * "About": which build of the shell and of each remote loaded on this page runs here, as support
 * asks for it (decision 0013). Read when opened, so remotes loaded since are listed too.
 */
export function AboutBuilds({ className }: { className?: string }) {
  const lang = useUnit($lang);
  const texts = lang === 'kk' ? TEXTS.kk : TEXTS.ru;
  const [builds, setBuilds] = useState<[string, string][] | null>(null);
  const listId = useId();
  const toggle = () =>
    setBuilds(
      builds
        ? null
        : [
            ['shell', shellBuild() ?? texts.unknown],
            ...Object.entries(loadedBuilds).map(([app, build]): [string, string] => [
              app,
              describe(build, texts.unknown),
            ]),
          ],
    );
  return (
    <div className={className}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={builds !== null}
        aria-controls={listId}
        onClick={toggle}
      >
        {texts.toggle}
      </button>
      {builds ? (
        <section id={listId} aria-label={texts.heading} className={styles.panel}>
          <dl className={styles.list}>
            {builds.map(([app, build]) => (
              <div key={app} className={styles.row}>
                <dt>{app}</dt>
                <dd>{build}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
