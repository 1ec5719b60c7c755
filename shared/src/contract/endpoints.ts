/**
 * Every call of the platform in one table: its route (endpoint-routes.ts) with its request and answer
 * schemas. The sandbox serves and checks it; its tests check the answers against it.
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

import { ENDPOINT_ROUTES, type EndpointName, type EndpointRoute } from './endpoint-routes';

export interface EndpointSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  /** null: no JSON answer (204, CSV file). */
  response: z.ZodType | null;
}

export type EndpointDef = EndpointRoute & EndpointSchemas;

const SCHEMAS = {
  oauthTokens: { body: tokenRequestSchema, response: tokenResponseSchema },
  revokeDevices: { response: revokeDevicesResponseSchema },
  chocoLogin: { body: chocoLoginRequestSchema, response: platformTokensSchema },
  refreshPlatformToken: { body: platformRefreshRequestSchema, response: platformTokensSchema },
  getJwtToken: { body: issueClientTokenRequestSchema, response: issuedClientTokenSchema },
  listClientTokens: { response: clientTokenListSchema },
  revokeClientToken: { response: null },

  usersMe: { response: userMeSchema },
  getCompany: { response: companySchema },
  createCompany: { body: createCompanyRequestSchema, response: companySchema },
  listEmployees: { response: listSchema(employeeSchema) },
  inviteEmployee: { body: inviteEmployeeRequestSchema, response: employeeSchema },
  removeEmployee: { response: null },
  updateGeoCity: { body: updateGeoCityRequestSchema, response: updateGeoCityResponseSchema },
  getCards: { response: listSchema(cardSchema) },
  companyTasks: { response: listSchema(companyTaskSchema) },
  configs: { body: configsRequestSchema, response: configsResponseSchema },
  banners: { response: listSchema(bannerSchema) },
  trackingBanners: { query: bannersQuerySchema, response: listSchema(bannerSchema) },

  listAddresses: { query: addressListQuerySchema, response: listSchema(savedAddressSchema) },
  createAddress: { body: addressInputSchema, response: savedAddressSchema },
  updateAddress: { body: addressInputSchema, response: savedAddressSchema },
  searchAddresses: { query: geocodeQuerySchema, response: listSchema(geocodeResultSchema) },

  tariffs: { body: tariffsRequestSchema, response: ratesResponseSchema },
  createGroup: { body: createGroupRequestSchema, response: groupSchema },
  listGroups: { query: groupListQuerySchema, response: pagedSchema(groupSchema) },
  getGroup: { response: groupSchema },
  cancelGroup: { body: cancelGroupRequestSchema, response: groupSchema },
  validateCoordinate: { body: validateCoordinateRequestSchema, response: validateCoordinateResponseSchema },
  cancelTypes: { query: cancelTypesQuerySchema, response: listSchema(cancelTypeSchema) },
  pointData: { response: pointDataSchema },
  courierData: { response: courierSchema },
  uploadOrders: { body: uploadOrdersRequestSchema, response: uploadOrdersResponseSchema },
  tracking: { response: trackingSchema },

  statistics: { query: reportRangeQuerySchema, response: statisticsSchema },
  apiReports: { query: reportListQuerySchema, response: pagedSchema(apiReportRowSchema) },
  codReports: { query: reportListQuerySchema, response: pagedSchema(codReportRowSchema) },
  apiReport: { response: apiReportDetailSchema },
  codReport: { response: codReportDetailSchema },
  generateReport: { query: generateReportQuerySchema, response: null },
  codPayouts: { query: codPayoutsQuerySchema, response: codPayoutsPageSchema },
  codPayout: { response: codPayoutPeriodDetailSchema },

  listBranches: { query: pageQuerySchema, response: pagedSchema(branchSchema) },
  getBranch: { response: branchSchema },
  createBranch: { body: branchInputSchema, response: branchSchema },
  updateBranch: { body: branchInputSchema, response: branchSchema },
  deleteBranch: { response: null },

  gradeTags: { response: listSchema(gradeTagSchema) },
  estimate: { body: estimateRequestSchema, response: gradeSchema },

  botSendMessage: { body: botSendMessageRequestSchema, response: botSendMessageResponseSchema },
  geoIp: { response: geoIpSchema },
} satisfies Record<EndpointName, EndpointSchemas>;

type Endpoints = { [Name in EndpointName]: (typeof ENDPOINT_ROUTES)[Name] & (typeof SCHEMAS)[Name] };

export const ENDPOINTS = Object.fromEntries(
  Object.entries(ENDPOINT_ROUTES).map(([name, route]) => [
    name,
    { ...route, ...SCHEMAS[name as EndpointName] },
  ]),
) as Endpoints;
