import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import type { MouseEvent } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Button } from '@cabinet/shared/ui';

import styles from './place-draft-note.module.css';
import { ADDRESS_PICKER_NAMESPACE } from './strings';

export interface PlaceDraftNoteProps {
  /** The form's state (createAddressFormModel with `draft`). */
  form: { $draftRestored: Store<boolean>; draftDiscarded: EventCallable<void> };
}

/**
 * Said at the top of a place form that opened with changes of an earlier visit (a reload, a tab the
 * phone's browser dropped), with a way to drop them. Put it inside the form: dropping the changes
 * takes the focus to the form's first field, where the button was.
 */
export function PlaceDraftNote({ form }: PlaceDraftNoteProps) {
  const { t } = useTranslation(ADDRESS_PICKER_NAMESPACE);
  const [restored, discarded] = useUnit([form.$draftRestored, form.draftDiscarded]);
  if (!restored) return null;

  const discard = (event: MouseEvent<HTMLButtonElement>) => {
    const owner = event.currentTarget.form;
    discarded();
    owner?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea')?.focus();
  };

  return (
    <div className={styles.note} role="status">
      <p className={styles.text}>{t('draftRestored')}</p>
      <Button variant="secondary" onClick={discard}>
        {t('draftDiscard')}
      </Button>
    </div>
  );
}
