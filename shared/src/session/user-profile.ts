import type { UserProfile } from '../entities';

/** GET rocket/users/me as far as the cabinet reads it (§7). */
export interface UserMeAnswer {
  choco_user_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string;
  avatar?: string | null;
}

/** GET /rocket/v0/business/company as far as the cabinet reads it (§7). */
export interface CompanyAnswer {
  id: number;
  name: string;
  contact_name: string;
  is_kaspi_box: boolean;
  use_chocofood_SaaS: boolean;
  cent_token: string | null;
  balance: number;
}

/** Maps the two answers to §3's profile, so screens never read platform field names (no company: null). */
export function toUserProfile(me: UserMeAnswer, company: CompanyAnswer | null): UserProfile {
  return {
    id: me.choco_user_id,
    firstName: me.first_name,
    lastName: me.last_name,
    phone: me.phone_number,
    avatar: me.avatar ?? null,
    email: me.email,
    addresses: [],
    balance: company?.balance ?? 0,
    isChocoFoodSaas: company?.use_chocofood_SaaS ?? false,
    companyData: company
      ? {
          id: company.id,
          name: company.name,
          contact_name: company.contact_name,
          is_kaspi_box: company.is_kaspi_box,
          cent_token: company.cent_token,
        }
      : null,
  };
}
