/** "проспект Абая, 10": the street and building of a saved address as one line. */
export const savedAddressLine = ({ street, building }: { street: string; building: string }): string =>
  [street.trim(), building.trim()].filter(Boolean).join(', ');
