import { useTranslation } from '@cabinet/shared';

import { DELIVERY_NAMESPACE } from '../../../shared/i18n/delivery-strings';
import type { FieldError } from '../lib/validate-form';

/** A field's error in the user's language; the platform's own message as it came. */
export function useErrorText(): (error: FieldError | null | undefined) => string | null {
  const { t } = useTranslation(DELIVERY_NAMESPACE);
  return (error) => {
    if (!error) return null;
    switch (error.kind) {
      case 'server':
        return error.message;
      case 'tooLong':
        return t('delivery.tooLong', { max: error.max });
      case 'distanceInvalid':
        return t('delivery.distanceInvalid', { max: error.max });
      default:
        return t(`delivery.${error.kind}`);
    }
  };
}
