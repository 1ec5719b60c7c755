import { useTranslation } from '@cabinet/shared';

import { NAMESPACE } from '../../../shared/i18n';
import type { FieldError } from '../lib/validate-form';

/** A field's error in the user's language; the platform's own message as it came. */
export function useErrorText(): (error: FieldError | undefined) => string | null {
  const { t } = useTranslation(NAMESPACE);
  return (error) => {
    if (!error) return null;
    if (error.kind === 'server') return error.message;
    if (error.kind === 'tooLong') return t('form.tooLong', { max: error.max });
    if (error.kind === 'timeInvalid') return t('form.timeInvalid', { time: error.time });
    return t(`form.${error.kind}`);
  };
}
