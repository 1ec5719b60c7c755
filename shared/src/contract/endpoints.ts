/**
 * Every call of the platform in one table: method, path (`:name` = path parameter), auth, request and
 * answer schemas. Clients build requests from it; the sandbox's tests check its answers against it.
 */
import type { z } from 'zod';
import {
  addressInputSchema,
  addressListQuerySchema,
  geocodeQuerySchema,
  geocodeResultSchema,
  savedAddressSchema,
} from './addresses';
import {
  chocoLoginRequestSchema,
  platformRefreshRequestSchema,
  platformTokensSchema,
  revokeDevicesResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from './auth';
import { branchInputSchema, branchSchema } from './branches';
import {
  clientTokenListSchema,
  issueClientTokenRequestSchema,
  issuedClientTokenSchema,
} from './client-tokens';
import { listSchema, pagedSchema, pageQuerySchema } from './common';
import {
  cancelGroupRequestSchema,
  cancelTypeSchema,
  cancelTypesQuerySchema,
  courierSchema,
  createGroupRequestSchema,
  groupListQuerySchema,
  groupSchema,
  pointDataSchema,
  ratesResponseSchema,
  tariffsRequestSchema,
  trackingSchema,
  uploadOrdersRequestSchema,
  uploadOrdersResponseSchema,
  validateCoordinateRequestSchema,
  validateCoordinateResponseSchema,
} from './deliveries';
import { employeeSchema, inviteEmployeeRequestSchema } from './employees';
import { estimateRequestSchema, gradeSchema, gradeTagSchema } from './grades';
import { botSendMessageRequestSchema, botSendMessageResponseSchema, geoIpSchema } from './misc';
import {
  bannerSchema,
  bannersQuerySchema,
  cardSchema,
  companySchema,
  companyTaskSchema,
  configsRequestSchema,
  configsResponseSchema,
  createCompanyRequestSchema,
  updateGeoCityRequestSchema,
  updateGeoCityResponseSchema,
  userMeSchema,
} from './profile';
import {
  apiReportDetailSchema,
  apiReportRowSchema,
  codPayoutPeriodDetailSchema,
  codPayoutsPageSchema,
  codPayoutsQuerySchema,
  codReportDetailSchema,
  codReportRowSchema,
  generateReportQuerySchema,
  reportListQuerySchema,
  reportRangeQuerySchema,
  statisticsSchema,
} from './reports';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDef {
  method: HttpMethod;
  path: string;
  /** 'jwt': `Authorization: JWT <platform access>`; 'bearer': provider or platform token; 'none': public. */
  auth: 'jwt' | 'bearer' | 'none';
  status: number;
  body?: z.ZodType;
  query?: z.ZodType;
  /** null: no JSON answer (204, CSV file). */
  response: z.ZodType | null;
}

const def = <E extends EndpointDef>(e: E): E => e;

export const ENDPOINTS = {
  oauthTokens: def({
    method: 'POST',
    path: '/api/v2/oauth2/tokens',
    auth: 'none',
    status: 200,
    body: tokenRequestSchema,
    response: tokenResponseSchema,
  }),
  revokeDevices: def({
    method: 'DELETE',
    path: '/api/v1/oauth2/devices',
    auth: 'bearer',
    status: 200,
    response: revokeDevicesResponseSchema,
  }),
  chocoLogin: def({
    method: 'POST',
    path: '/rocket/v0/common/choco/login',
    auth: 'none',
    status: 200,
    body: chocoLoginRequestSchema,
    response: platformTokensSchema,
  }),
  refreshPlatformToken: def({
    method: 'POST',
    path: '/rocket/v0/common/token/refresh',
    auth: 'none',
    status: 200,
    body: platformRefreshRequestSchema,
    response: platformTokensSchema,
  }),
  getJwtToken: def({
    method: 'POST',
    path: '/rocket/v0/common/get-jwt-token',
    auth: 'jwt',
    status: 200,
    body: issueClientTokenRequestSchema,
    response: issuedClientTokenSchema,
  }),
  /** Sandbox extension beyond §7: the company's client tokens (cabinet session only). */
  listClientTokens: def({
    method: 'GET',
    path: '/rocket/v0/common/client-tokens',
    auth: 'jwt',
    status: 200,
    response: clientTokenListSchema,
  }),
  revokeClientToken: def({
    method: 'DELETE',
    path: '/rocket/v0/common/client-tokens/:id',
    auth: 'jwt',
    status: 204,
    response: null,
  }),

  usersMe: def({ method: 'GET', path: '/rocket/users/me', auth: 'jwt', status: 200, response: userMeSchema }),
  getCompany: def({
    method: 'GET',
    path: '/rocket/v0/business/company',
    auth: 'jwt',
    status: 200,
    response: companySchema,
  }),
  createCompany: def({
    method: 'POST',
    path: '/rocket/v0/business/company',
    auth: 'jwt',
    status: 201,
    body: createCompanyRequestSchema,
    response: companySchema,
  }),
  /** Sandbox extension beyond §7: the company's employees (§2 /employers). */
  listEmployees: def({
    method: 'GET',
    path: '/rocket/v0/business/employees',
    auth: 'jwt',
    status: 200,
    response: listSchema(employeeSchema),
  }),
  inviteEmployee: def({
    method: 'POST',
    path: '/rocket/v0/business/employees',
    auth: 'jwt',
    status: 201,
    body: inviteEmployeeRequestSchema,
    response: employeeSchema,
  }),
  removeEmployee: def({
    method: 'DELETE',
    path: '/rocket/v0/business/employees/:id',
    auth: 'jwt',
    status: 204,
    response: null,
  }),
  updateGeoCity: def({
    method: 'PATCH',
    path: '/rocket/v0/business/update-geo-city/',
    auth: 'jwt',
    status: 200,
    body: updateGeoCityRequestSchema,
    response: updateGeoCityResponseSchema,
  }),
  getCards: def({
    method: 'GET',
    path: '/rocket/v0/payments/ioka/get-cards',
    auth: 'jwt',
    status: 200,
    response: listSchema(cardSchema),
  }),
  companyTasks: def({
    method: 'GET',
    path: '/rocket/v0/business/company/tasks',
    auth: 'jwt',
    status: 200,
    response: listSchema(companyTaskSchema),
  }),
  configs: def({
    method: 'POST',
    path: '/rocket/v0/common/configs/get',
    auth: 'jwt',
    status: 200,
    body: configsRequestSchema,
    response: configsResponseSchema,
  }),
  banners: def({
    method: 'GET',
    path: '/rocket/v0/business/banners',
    auth: 'jwt',
    status: 200,
    response: listSchema(bannerSchema),
  }),
  /** Beyond the spec: the tracking banner for a signed-out viewer of a tracking link. */
  trackingBanners: def({
    method: 'GET',
    path: '/rocket/v0/business/banners',
    auth: 'none',
    status: 200,
    query: bannersQuerySchema,
    response: listSchema(bannerSchema),
  }),

  listAddresses: def({
    method: 'GET',
    path: '/rocket/v0/common/addresses',
    auth: 'jwt',
    status: 200,
    query: addressListQuerySchema,
    response: listSchema(savedAddressSchema),
  }),
  createAddress: def({
    method: 'POST',
    path: '/rocket/v0/common/addresses',
    auth: 'jwt',
    status: 201,
    body: addressInputSchema,
    response: savedAddressSchema,
  }),
  updateAddress: def({
    method: 'PUT',
    path: '/rocket/v0/common/addresses/:id',
    auth: 'jwt',
    status: 200,
    body: addressInputSchema,
    response: savedAddressSchema,
  }),
  searchAddresses: def({
    method: 'GET',
    path: '/rocket/v0/common/addresses/search',
    auth: 'jwt',
    status: 200,
    query: geocodeQuerySchema,
    response: listSchema(geocodeResultSchema),
  }),

  tariffs: def({
    method: 'POST',
    path: '/rocket/v0/deliveries/orders/tariffs',
    auth: 'jwt',
    status: 200,
    body: tariffsRequestSchema,
    response: ratesResponseSchema,
  }),
  createGroup: def({
    method: 'POST',
    path: '/rocket/v0/deliveries/groups',
    auth: 'jwt',
    status: 201,
    body: createGroupRequestSchema,
    response: groupSchema,
  }),
  listGroups: def({
    method: 'GET',
    path: '/rocket/v0/deliveries/groups',
    auth: 'jwt',
    status: 200,
    query: groupListQuerySchema,
    response: pagedSchema(groupSchema),
  }),
  getGroup: def({
    method: 'GET',
    path: '/rocket/v0/deliveries/groups/:id',
    auth: 'jwt',
    status: 200,
    response: groupSchema,
  }),
  cancelGroup: def({
    method: 'PATCH',
    path: '/rocket/v0/deliveries/groups/:id',
    auth: 'jwt',
    status: 200,
    body: cancelGroupRequestSchema,
    response: groupSchema,
  }),
  validateCoordinate: def({
    method: 'POST',
    path: '/rocket/v0/deliveries/address/validate-coordinate',
    auth: 'jwt',
    status: 200,
    body: validateCoordinateRequestSchema,
    response: validateCoordinateResponseSchema,
  }),
  cancelTypes: def({
    method: 'GET',
    path: '/rocket/v0/deliveries/cancel-types',
    auth: 'jwt',
    status: 200,
    query: cancelTypesQuerySchema,
    response: listSchema(cancelTypeSchema),
  }),
  pointData: def({
    method: 'GET',
    path: '/rocket/v0/deliveries/get-point-data/:id',
    auth: 'jwt',
    status: 200,
    response: pointDataSchema,
  }),
  courierData: def({
    method: 'GET',
    path: '/rocket/v0/deliveries/get-courier-data/:id',
    auth: 'jwt',
    status: 200,
    response: courierSchema,
  }),
  uploadOrders: def({
    method: 'POST',
    path: '/rocket/v0/deliveries/upload-orders/',
    auth: 'jwt',
    status: 200,
    body: uploadOrdersRequestSchema,
    response: uploadOrdersResponseSchema,
  }),
  tracking: def({
    method: 'GET',
    path: '/rocket/v0/tracking/:token',
    auth: 'none',
    status: 200,
    response: trackingSchema,
  }),

  statistics: def({
    method: 'GET',
    path: '/rocket/v0/reports/statistics',
    auth: 'jwt',
    status: 200,
    query: reportRangeQuerySchema,
    response: statisticsSchema,
  }),
  apiReports: def({
    method: 'GET',
    path: '/rocket/v0/reports/api',
    auth: 'jwt',
    status: 200,
    query: reportListQuerySchema,
    response: pagedSchema(apiReportRowSchema),
  }),
  codReports: def({
    method: 'GET',
    path: '/rocket/v0/reports/api-cod',
    auth: 'jwt',
    status: 200,
    query: reportListQuerySchema,
    response: pagedSchema(codReportRowSchema),
  }),
  apiReport: def({
    method: 'GET',
    path: '/rocket/v0/reports/api/:id',
    auth: 'jwt',
    status: 200,
    response: apiReportDetailSchema,
  }),
  codReport: def({
    method: 'GET',
    path: '/rocket/v0/reports/api-cod/:id',
    auth: 'jwt',
    status: 200,
    response: codReportDetailSchema,
  }),
  generateReport: def({
    method: 'GET',
    path: '/rocket/v0/reports/generate',
    auth: 'jwt',
    status: 200,
    query: generateReportQuerySchema,
    response: null,
  }),
  /** Sandbox extension beyond §7: the cash-on-delivery payout periods (7 days, §9). */
  codPayouts: def({
    method: 'GET',
    path: '/rocket/v0/reports/cod-payouts',
    auth: 'jwt',
    status: 200,
    query: codPayoutsQuerySchema,
    response: codPayoutsPageSchema,
  }),
  codPayout: def({
    method: 'GET',
    path: '/rocket/v0/reports/cod-payouts/:start_date',
    auth: 'jwt',
    status: 200,
    response: codPayoutPeriodDetailSchema,
  }),

  listBranches: def({
    method: 'GET',
    path: '/rocket/v0/business/branches',
    auth: 'jwt',
    status: 200,
    query: pageQuerySchema,
    response: pagedSchema(branchSchema),
  }),
  getBranch: def({
    method: 'GET',
    path: '/rocket/v0/business/branches/:id',
    auth: 'jwt',
    status: 200,
    response: branchSchema,
  }),
  createBranch: def({
    method: 'POST',
    path: '/rocket/v0/business/branches',
    auth: 'jwt',
    status: 201,
    body: branchInputSchema,
    response: branchSchema,
  }),
  updateBranch: def({
    method: 'PUT',
    path: '/rocket/v0/business/branches/:id',
    auth: 'jwt',
    status: 200,
    body: branchInputSchema,
    response: branchSchema,
  }),
  deleteBranch: def({
    method: 'DELETE',
    path: '/rocket/v0/business/branches/:id',
    auth: 'jwt',
    status: 204,
    response: null,
  }),

  gradeTags: def({
    method: 'GET',
    path: '/rocket/v0/grades/tags',
    auth: 'jwt',
    status: 200,
    response: listSchema(gradeTagSchema),
  }),
  estimate: def({
    method: 'POST',
    path: '/rocket/v0/grades/estimate',
    auth: 'jwt',
    status: 201,
    body: estimateRequestSchema,
    response: gradeSchema,
  }),

  botSendMessage: def({
    method: 'POST',
    path: '/bot/sendMessage',
    auth: 'none',
    status: 200,
    body: botSendMessageRequestSchema,
    response: botSendMessageResponseSchema,
  }),
  geoIp: def({ method: 'GET', path: '/geoip', auth: 'none', status: 200, response: geoIpSchema }),
} as const;

export type EndpointName = keyof typeof ENDPOINTS;

/** Fills `:name` path parameters, URL-encoded, so no caller builds a contract path by hand. */
export function endpointPath(name: EndpointName, params: Record<string, string | number> = {}): string {
  return ENDPOINTS[name].path.replace(/:([a-z_]+)/g, (_, key: string) =>
    encodeURIComponent(String(params[key] ?? '')),
  );
}
