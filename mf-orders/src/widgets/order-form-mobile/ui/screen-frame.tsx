import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Button } from '@cabinet/shared/ui';

import { CREATION_NAMESPACE } from '../../../shared/i18n/creation-strings';
import { $rejections, backPressed } from '../model/wizard-model';
import styles from './mobile-wizard.module.css';

interface ScreenFrameProps {
  title: string;
  /** The wizard's heading ref: it takes the focus when the screen changes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Without a back button (the first screen). */
  noBack?: boolean;
  /** The screen's main action, kept in view at the bottom. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * One screen of the wizard: a back button, the heading (a region's name), the content and the main
 * action. When a step is refused, the focus goes to the first invalid field, else to the message.
 */
export function ScreenFrame({ title, headingRef, noBack, footer, children }: ScreenFrameProps) {
  const { t } = useTranslation(CREATION_NAMESPACE);
  const [rejections, back] = useUnit([$rejections, backPressed]);
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const seen = useRef(rejections);

  useEffect(() => {
    if (rejections === seen.current) return;
    seen.current = rejections;
    const target =
      section.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      section.current?.querySelector<HTMLElement>('[data-problems]');
    target?.focus();
  }, [rejections]);

  return (
    <section ref={section} className={styles.screen} aria-labelledby={headingId}>
      <div className={styles.screenHeader}>
        {noBack ? null : (
          <Button variant="ghost" className={styles.backButton} onClick={() => back()}>
            <span aria-hidden="true">←</span> {t('creation.wizard_back')}
          </Button>
        )}
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
      </div>
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}

/** What stops the user from going on, announced and focusable (the focus lands here when no field can take it). */
export function ProblemList({ intro, problems }: { intro: string; problems: readonly ReactNode[] }) {
  if (problems.length === 0) return null;
  return (
    <div className={styles.problems} role="alert" tabIndex={-1} data-problems="">
      <p className={styles.problemsIntro}>{intro}</p>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
