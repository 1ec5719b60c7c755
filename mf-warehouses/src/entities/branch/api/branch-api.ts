import type { Branch, BranchInput, Paged } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

/** §7 Warehouses: the company's branches. */
export const BRANCHES_URL = '/rocket/v0/business/branches';

const branchUrl = (id: number) => `${BRANCHES_URL}/${id}`;

/** One page of the company's branches, as the platform pages them (`?page=`, its own page size). */
export const fetchBranchesPage = (page: number) =>
  platformRequest<Paged<Branch>>({ method: 'get', url: BRANCHES_URL, params: { page } });

export const fetchBranch = (id: number) => platformRequest<Branch>({ method: 'get', url: branchUrl(id) });

export const createBranch = (input: BranchInput) =>
  platformRequest<Branch>({ method: 'post', url: BRANCHES_URL, data: input });

export const updateBranch = (id: number, input: BranchInput) =>
  platformRequest<Branch>({ method: 'put', url: branchUrl(id), data: input });

/** 204 with no body; the platform keeps no way back (no restore call), see the delete dialog. */
export const deleteBranch = (id: number) =>
  platformRequest<unknown>({ method: 'delete', url: branchUrl(id) }).then(() => undefined);
