import type { Card, Company } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

/** The company as the platform has it now: its balance above all. */
export function fetchCompany(): Promise<Company> {
  return platformRequest<Company>({ method: 'get', url: '/rocket/v0/business/company' });
}

/** The company's saved cards. */
export async function fetchCards(): Promise<Card[]> {
  const answer = await platformRequest<{ results: Card[] }>({
    method: 'get',
    url: '/rocket/v0/payments/ioka/get-cards',
  });
  return answer.results;
}
