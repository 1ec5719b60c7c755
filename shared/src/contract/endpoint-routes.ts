/**
 * Every call of the platform by name: method, path (`:name` = path parameter), auth and answer status,
 * without its schemas. A client that only builds URLs imports this table, not zod and the schemas
 * (24–35 KB brotli of a page's first load); the full contract is ENDPOINTS (endpoints.ts).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointRoute {
  method: HttpMethod;
  path: string;
  /** 'jwt': `Authorization: JWT <platform access>`; 'bearer': provider or platform token; 'none': public. */
  auth: 'jwt' | 'bearer' | 'none';
  status: number;
}

export const ENDPOINT_ROUTES = {
  oauthTokens: { method: 'POST', path: '/api/v2/oauth2/tokens', auth: 'none', status: 200 },
  revokeDevices: { method: 'DELETE', path: '/api/v1/oauth2/devices', auth: 'bearer', status: 200 },
  chocoLogin: { method: 'POST', path: '/rocket/v0/common/choco/login', auth: 'none', status: 200 },
  refreshPlatformToken: {
    method: 'POST',
    path: '/rocket/v0/common/token/refresh',
    auth: 'none',
    status: 200,
  },
  getJwtToken: { method: 'POST', path: '/rocket/v0/common/get-jwt-token', auth: 'jwt', status: 200 },
  /** Sandbox extension beyond §7: the company's client tokens (cabinet session only). */
  listClientTokens: { method: 'GET', path: '/rocket/v0/common/client-tokens', auth: 'jwt', status: 200 },
  revokeClientToken: {
    method: 'DELETE',
    path: '/rocket/v0/common/client-tokens/:id',
    auth: 'jwt',
    status: 204,
  },

  usersMe: { method: 'GET', path: '/rocket/users/me', auth: 'jwt', status: 200 },
  getCompany: { method: 'GET', path: '/rocket/v0/business/company', auth: 'jwt', status: 200 },
  createCompany: { method: 'POST', path: '/rocket/v0/business/company', auth: 'jwt', status: 201 },
  /** Sandbox extension beyond §7: the company's employees (§2 /employers). */
  listEmployees: { method: 'GET', path: '/rocket/v0/business/employees', auth: 'jwt', status: 200 },
  inviteEmployee: { method: 'POST', path: '/rocket/v0/business/employees', auth: 'jwt', status: 201 },
  removeEmployee: { method: 'DELETE', path: '/rocket/v0/business/employees/:id', auth: 'jwt', status: 204 },
  updateGeoCity: { method: 'PATCH', path: '/rocket/v0/business/update-geo-city/', auth: 'jwt', status: 200 },
  getCards: { method: 'GET', path: '/rocket/v0/payments/ioka/get-cards', auth: 'jwt', status: 200 },
  companyTasks: { method: 'GET', path: '/rocket/v0/business/company/tasks', auth: 'jwt', status: 200 },
  configs: { method: 'POST', path: '/rocket/v0/common/configs/get', auth: 'jwt', status: 200 },
  banners: { method: 'GET', path: '/rocket/v0/business/banners', auth: 'jwt', status: 200 },
  /** Beyond the spec: the tracking banner for a signed-out viewer of a tracking link. */
  trackingBanners: { method: 'GET', path: '/rocket/v0/business/banners', auth: 'none', status: 200 },

  listAddresses: { method: 'GET', path: '/rocket/v0/common/addresses', auth: 'jwt', status: 200 },
  createAddress: { method: 'POST', path: '/rocket/v0/common/addresses', auth: 'jwt', status: 201 },
  updateAddress: { method: 'PUT', path: '/rocket/v0/common/addresses/:id', auth: 'jwt', status: 200 },
  searchAddresses: { method: 'GET', path: '/rocket/v0/common/addresses/search', auth: 'jwt', status: 200 },

  tariffs: { method: 'POST', path: '/rocket/v0/deliveries/orders/tariffs', auth: 'jwt', status: 200 },
  createGroup: { method: 'POST', path: '/rocket/v0/deliveries/groups', auth: 'jwt', status: 201 },
  listGroups: { method: 'GET', path: '/rocket/v0/deliveries/groups', auth: 'jwt', status: 200 },
  getGroup: { method: 'GET', path: '/rocket/v0/deliveries/groups/:id', auth: 'jwt', status: 200 },
  cancelGroup: { method: 'PATCH', path: '/rocket/v0/deliveries/groups/:id', auth: 'jwt', status: 200 },
  validateCoordinate: {
    method: 'POST',
    path: '/rocket/v0/deliveries/address/validate-coordinate',
    auth: 'jwt',
    status: 200,
  },
  cancelTypes: { method: 'GET', path: '/rocket/v0/deliveries/cancel-types', auth: 'jwt', status: 200 },
  pointData: { method: 'GET', path: '/rocket/v0/deliveries/get-point-data/:id', auth: 'jwt', status: 200 },
  courierData: {
    method: 'GET',
    path: '/rocket/v0/deliveries/get-courier-data/:id',
    auth: 'jwt',
    status: 200,
  },
  uploadOrders: { method: 'POST', path: '/rocket/v0/deliveries/upload-orders/', auth: 'jwt', status: 200 },
  tracking: { method: 'GET', path: '/rocket/v0/tracking/:token', auth: 'none', status: 200 },

  statistics: { method: 'GET', path: '/rocket/v0/reports/statistics', auth: 'jwt', status: 200 },
  apiReports: { method: 'GET', path: '/rocket/v0/reports/api', auth: 'jwt', status: 200 },
  codReports: { method: 'GET', path: '/rocket/v0/reports/api-cod', auth: 'jwt', status: 200 },
  apiReport: { method: 'GET', path: '/rocket/v0/reports/api/:id', auth: 'jwt', status: 200 },
  codReport: { method: 'GET', path: '/rocket/v0/reports/api-cod/:id', auth: 'jwt', status: 200 },
  generateReport: { method: 'GET', path: '/rocket/v0/reports/generate', auth: 'jwt', status: 200 },
  /** Sandbox extension beyond §7: the cash-on-delivery payout periods (7 days, §9). */
  codPayouts: { method: 'GET', path: '/rocket/v0/reports/cod-payouts', auth: 'jwt', status: 200 },
  codPayout: { method: 'GET', path: '/rocket/v0/reports/cod-payouts/:start_date', auth: 'jwt', status: 200 },

  listBranches: { method: 'GET', path: '/rocket/v0/business/branches', auth: 'jwt', status: 200 },
  getBranch: { method: 'GET', path: '/rocket/v0/business/branches/:id', auth: 'jwt', status: 200 },
  createBranch: { method: 'POST', path: '/rocket/v0/business/branches', auth: 'jwt', status: 201 },
  updateBranch: { method: 'PUT', path: '/rocket/v0/business/branches/:id', auth: 'jwt', status: 200 },
  deleteBranch: { method: 'DELETE', path: '/rocket/v0/business/branches/:id', auth: 'jwt', status: 204 },

  gradeTags: { method: 'GET', path: '/rocket/v0/grades/tags', auth: 'jwt', status: 200 },
  estimate: { method: 'POST', path: '/rocket/v0/grades/estimate', auth: 'jwt', status: 201 },

  botSendMessage: { method: 'POST', path: '/bot/sendMessage', auth: 'none', status: 200 },
  geoIp: { method: 'GET', path: '/geoip', auth: 'none', status: 200 },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof ENDPOINT_ROUTES;

/** Fills `:name` path parameters, URL-encoded, so no caller builds a contract path by hand. */
export function endpointPath(name: EndpointName, params: Record<string, string | number> = {}): string {
  return ENDPOINT_ROUTES[name].path.replace(/:([a-z_]+)/g, (_, key: string) =>
    encodeURIComponent(String(params[key] ?? '')),
  );
}
