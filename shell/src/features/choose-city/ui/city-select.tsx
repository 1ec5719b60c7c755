import { useUnit } from 'effector-react';

import { $geoCity, GEO_CITIES, geoCityChosen, isGeoCity, useTranslation } from '@cabinet/shared';
import { Field, Select } from '@cabinet/shared/ui';

/**
 * The city choice of §2 (all Kazakhstan, Almaty, Astana): shows the city the cabinet works in (the
 * user's choice, else the one their location is in) and tells the platform a new choice (§7).
 */
export function CitySelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [city, choose] = useUnit([$geoCity, geoCityChosen]);
  return (
    <Field label={t('city.label')} className={className}>
      <Select
        value={city}
        options={GEO_CITIES.map((option) => ({ value: option, label: t(`city.${option}`) }))}
        onChange={(event) => {
          if (isGeoCity(event.target.value)) choose(event.target.value);
        }}
      />
    </Field>
  );
}
