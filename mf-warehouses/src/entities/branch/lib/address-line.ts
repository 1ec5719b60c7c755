/** "проспект Абая, 10": the street and building of a branch as one line. */
export const addressLine = (street: string, building: string): string =>
  [street.trim(), building.trim()].filter(Boolean).join(', ');
