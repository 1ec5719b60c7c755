import type { UserProfile } from '@cabinet/shared';

/** A signed-in company employee for tests, so each test overrides only what it is about. */
export function testUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 1,
    firstName: 'Айгерим',
    lastName: 'Сапарова',
    phone: '+77011110001',
    avatar: null,
    email: null,
    addresses: [],
    balance: 0,
    isChocoFoodSaas: false,
    companyData: {
      id: 1,
      name: 'ТОО «Алма Логистик»',
      contact_name: 'Айгерим',
      is_kaspi_box: false,
      cent_token: null,
    },
    ...overrides,
  };
}
