export { fetchCards, fetchCompany } from './api/company-api';
