export { $companyCity, companyCityRequested, fetchConfigsFx } from './model/company-city';
