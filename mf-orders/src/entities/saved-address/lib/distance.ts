/** A distance in km as people write it here: "10", "2,5" (a decimal comma in ru and kk). */
export const formatKm = (km: number): string => String(Math.round(km * 100) / 100).replace('.', ',');
