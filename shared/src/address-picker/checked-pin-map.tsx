import { useTranslation } from '@cabinet/shared';

import styles from './checked-pin-map.module.css';
import { PinMapLazy } from './pin-map-lazy';
import type { PinMapProps } from './pin-map';
import { ADDRESS_PICKER_NAMESPACE } from './strings';

export interface CheckedPinMapProps extends PinMapProps {
  /** The platform is checking the last drop (createPinCheck's $pinChecking). */
  checking: boolean;
  /** Why the last drop was refused (createPinCheck's $pinError). */
  error: string | null;
}

/** The pin map of an address form with the state of its check: "checking…", or why a spot was refused. */
export function CheckedPinMap({ checking, error, ...map }: CheckedPinMapProps) {
  const { t } = useTranslation(ADDRESS_PICKER_NAMESPACE);
  return (
    <div className={styles.map}>
      <PinMapLazy {...map} />
      {checking ? (
        <p role="status" className={styles.hint}>
          {t('pinChecking')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
