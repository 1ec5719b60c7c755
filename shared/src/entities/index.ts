/** Entity types of spec §3, in the shape the front end works with after mapping server answers. */
import type { PaymentType } from '../constants';

export interface CompanyData {
  id: number;
  name: string;
  contact_name: string;
  is_kaspi_box: boolean;
  cent_token: string | null;
}

export interface SavedAddress {
  id: number;
  street: string;
  building?: string;
  longitude: number;
  latitude: number;
  max_order_distance?: number | null;
}

export interface UserProfile {
  /** From `choco_user_id`. */
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  avatar: string | null;
  email: string | null;
  addresses: SavedAddress[];
  balance: number;
  /** From `use_chocofood_SaaS`: such companies do not see reports. */
  isChocoFoodSaas: boolean;
  companyData: CompanyData | null;
}

export interface PointAddress {
  street: string;
  entrance: string;
  floor: string;
  building: string;
  apartment: string;
  intercom: string;
  extra_info: string;
  longitude: number | null;
  latitude: number | null;
}

export interface PointContact {
  phone_number: string;
  contact_name: string;
}

export interface Point {
  /** The point's index in the route. */
  id: number;
  /** Only the first point can be saved as an address. */
  save?: boolean;
  /**
   * The saved address this point was picked from (its max_order_distance is enforced by the
   * platform); dropped as soon as the user changes where the point is.
   */
  address_id?: number | null;
  address: PointAddress;
  contact_info: PointContact;
  geo_data: [number, number] | null;
}

export type Transport = 'CAR' | 'MOTORBIKE' | 'FOOT';

export interface Tariff {
  id: number;
  price: number;
  is_fastest: boolean;
  transport: Transport;
  delivery_sla_hours?: number;
  weight_limit_kg?: number;
  eta_minutes?: number;
  is_multipoint?: boolean;
  is_unavailable?: boolean;
}

export interface RatesResponse {
  tariffs: Tariff[];
  distance: number;
  waypoints: Array<[number, number]>;
}

export type TaskServiceType = 'destination_change' | 'on_delivery_payment';

export interface Task {
  id: number;
  comment: string;
  extra_fields: {
    price: number;
    price_type?: 'ON_DELIVERY_PAYMENT';
    service_type?: TaskServiceType;
  };
}

export interface DeliveryPaymentItem {
  id: number;
  title: string;
  price: number;
}

export interface OrderDetailsState {
  deliveryTimeType: number;
  datetime: string | null;
  datetimeToDisplay: string | null;
  paymentType: PaymentType;
  selectedCardToken: string | null;
}

export interface OrderListQuery {
  page: number;
  status?: number[];
  was_planned?: boolean;
}

export interface ReportFilters {
  start_date: string;
  end_date: string;
}

export type ErrorType = 'back' | 'custom';

export interface ErrorHandlerState {
  code: string | null;
  status: number | null;
  url: string | null;
  message: string | null;
  type: ErrorType;
  counter: number;
}

export interface Toast {
  id: string;
  content: string;
}
