import { requestPath, shouldSkipModal } from '../skip-modal';

const API = 'http://localhost:8090';

describe('shouldSkipModal: the §8 list of failures that show no modal', () => {
  const background = [
    '/rocket/v0/common/configs/get',
    '/rocket/v0/business/company/tasks',
    '/rocket/v0/common/addresses?is_customer=false',
  ];

  describe.each(background)('%s', (path) => {
    it.each([400, 401, 402, 403, 404, 500, 502])('skips status %i', (status) => {
      expect(shouldSkipModal({ url: `${API}${path}`, status, code: null })).toBe(true);
    });
    it.each([409, 422, 429, 503, 504])('shows status %i', (status) => {
      expect(shouldSkipModal({ url: `${API}${path}`, status, code: null })).toBe(false);
    });
  });

  it('skips tariffs with 401 or WRONG_ADDRESS_COORDINATE, and shows their other failures', () => {
    const url = `${API}/rocket/v0/deliveries/orders/tariffs`;
    expect(shouldSkipModal({ url, status: 401, code: null })).toBe(true);
    expect(shouldSkipModal({ url, status: 422, code: 'WRONG_ADDRESS_COORDINATE' })).toBe(true);
    expect(shouldSkipModal({ url, status: 422, code: 'WRONG_ADDRESS_ZONE' })).toBe(false);
    expect(shouldSkipModal({ url, status: 500, code: null })).toBe(false);
  });

  it('skips the company call only for 404 (it starts company creation)', () => {
    const url = `${API}/rocket/v0/business/company`;
    expect(shouldSkipModal({ url, status: 404, code: 'COMPANY_NOT_FOUND' })).toBe(true);
    expect(shouldSkipModal({ url, status: 500, code: null })).toBe(false);
  });

  it('skips the courier poll only for 404 COURIER_NOT_ASSIGNED', () => {
    for (const url of [
      `${API}/rocket/v0/deliveries/get-point-data/12`,
      `${API}/rocket/v0/deliveries/get-courier-data/3`,
    ]) {
      expect(shouldSkipModal({ url, status: 404, code: 'COURIER_NOT_ASSIGNED' })).toBe(true);
      expect(shouldSkipModal({ url, status: 404, code: 'GROUP_DOES_NOT_EXIST' })).toBe(false);
      expect(shouldSkipModal({ url, status: 500, code: null })).toBe(false);
    }
  });

  it('skips 404 GROUP_DOES_NOT_EXIST of one order read or cancelled (its screen explains it)', () => {
    const url = `${API}/rocket/v0/deliveries/groups/42`;
    expect(shouldSkipModal({ url, method: 'PATCH', status: 404, code: 'GROUP_DOES_NOT_EXIST' })).toBe(true);
    expect(shouldSkipModal({ url, method: 'GET', status: 404, code: 'GROUP_DOES_NOT_EXIST' })).toBe(true);
    expect(shouldSkipModal({ url, method: 'GET', status: 404, code: 'NOT_FOUND' })).toBe(false);
    expect(shouldSkipModal({ url, method: 'DELETE', status: 404, code: 'GROUP_DOES_NOT_EXIST' })).toBe(false);
    expect(shouldSkipModal({ url, status: 404, code: 'GROUP_DOES_NOT_EXIST' })).toBe(false);
    expect(shouldSkipModal({ url, method: 'PATCH', status: 500, code: null })).toBe(false);
  });

  it('skips 404 BRANCH_NOT_FOUND of one branch read, changed or deleted (the warehouse screens explain it)', () => {
    const url = `${API}/rocket/v0/business/branches/7`;
    for (const method of ['GET', 'PUT', 'DELETE']) {
      expect(shouldSkipModal({ url, method, status: 404, code: 'BRANCH_NOT_FOUND' })).toBe(true);
    }
    expect(shouldSkipModal({ url, method: 'GET', status: 404, code: 'NOT_FOUND' })).toBe(false);
    expect(
      shouldSkipModal({ url: `${API}/rocket/v0/business/branches`, status: 404, code: 'BRANCH_NOT_FOUND' }),
    ).toBe(false);
    expect(shouldSkipModal({ url, method: 'PUT', status: 500, code: null })).toBe(false);
  });

  it('skips banners for 401 and 403 only', () => {
    const url = `${API}/rocket/v0/business/banners`;
    expect(shouldSkipModal({ url, status: 401, code: null })).toBe(true);
    expect(shouldSkipModal({ url, status: 403, code: null })).toBe(true);
    expect(shouldSkipModal({ url, status: 500, code: null })).toBe(false);
  });

  it.each(['/rocket/v0/grades/tags', '/rocket/v0/grades/estimate'])('skips %s for 404 only', (path) => {
    expect(shouldSkipModal({ url: `${API}${path}`, status: 404, code: null })).toBe(true);
    expect(shouldSkipModal({ url: `${API}${path}`, status: 500, code: null })).toBe(false);
  });

  it('shows everything else, e.g. order creation failures', () => {
    expect(
      shouldSkipModal({
        url: `${API}/rocket/v0/deliveries/groups`,
        status: 404,
        code: 'GROUP_DOES_NOT_EXIST',
      }),
    ).toBe(false);
    expect(shouldSkipModal({ url: '/rocket/v0/business/company/other', status: 404, code: null })).toBe(
      false,
    );
  });

  it('skips the invite of a phone already in a company and the removal of someone already gone (the employees screen explains them)', () => {
    const employees = `${API}/rocket/v0/business/employees`;
    for (const code of ['EMPLOYEE_ALREADY_ADDED', 'EMPLOYEE_IN_ANOTHER_COMPANY']) {
      expect(shouldSkipModal({ url: employees, method: 'POST', status: 409, code })).toBe(true);
      expect(shouldSkipModal({ url: employees, method: 'GET', status: 409, code })).toBe(false);
    }
    expect(shouldSkipModal({ url: employees, method: 'POST', status: 409, code: 'CONFLICT' })).toBe(false);
    expect(shouldSkipModal({ url: employees, method: 'POST', status: 500, code: null })).toBe(false);
    expect(
      shouldSkipModal({ url: `${employees}/12`, method: 'DELETE', status: 404, code: 'EMPLOYEE_NOT_FOUND' }),
    ).toBe(true);
    expect(
      shouldSkipModal({
        url: `${employees}/12`,
        method: 'DELETE',
        status: 403,
        code: 'OWNER_CANNOT_BE_REMOVED',
      }),
    ).toBe(false);
    expect(
      shouldSkipModal({ url: employees, method: 'DELETE', status: 404, code: 'EMPLOYEE_NOT_FOUND' }),
    ).toBe(false);
  });

  it('keeps each rule to its own path, status and code', () => {
    const other = `${API}/rocket/v0/deliveries/groups`;
    // The tariffs, banners and courier-poll exceptions are not general ones.
    expect(shouldSkipModal({ url: other, status: 401, code: null })).toBe(false);
    expect(shouldSkipModal({ url: other, status: 422, code: 'WRONG_ADDRESS_COORDINATE' })).toBe(false);
    expect(shouldSkipModal({ url: other, status: 403, code: null })).toBe(false);
    expect(shouldSkipModal({ url: other, status: 404, code: 'COURIER_NOT_ASSIGNED' })).toBe(false);
    const poll = `${API}/rocket/v0/deliveries/get-point-data/12`;
    expect(shouldSkipModal({ url: poll, status: 409, code: 'COURIER_NOT_ASSIGNED' })).toBe(false);
    // One order, not something under it; a 404 only.
    const order = `${API}/rocket/v0/deliveries/groups/42`;
    expect(
      shouldSkipModal({ url: `${order}/rate`, method: 'GET', status: 404, code: 'GROUP_DOES_NOT_EXIST' }),
    ).toBe(false);
    expect(shouldSkipModal({ url: order, method: 'GET', status: 410, code: 'GROUP_DOES_NOT_EXIST' })).toBe(
      false,
    );
    // One branch, whatever its number of digits, not something under it; a 404 only.
    const branch = `${API}/rocket/v0/business/branches/1207`;
    expect(shouldSkipModal({ url: branch, method: 'GET', status: 404, code: 'BRANCH_NOT_FOUND' })).toBe(true);
    expect(
      shouldSkipModal({ url: `${branch}/x`, method: 'GET', status: 404, code: 'BRANCH_NOT_FOUND' }),
    ).toBe(false);
    expect(shouldSkipModal({ url: branch, method: 'GET', status: 410, code: 'BRANCH_NOT_FOUND' })).toBe(
      false,
    );
  });

  it('compares paths, not origins or queries', () => {
    expect(requestPath('http://host:1/rocket/v0/x/?a=1#b')).toBe('/rocket/v0/x');
    expect(requestPath('/rocket/users/me')).toBe('/rocket/users/me');
    expect(requestPath('https://host/rocket/v0/x//')).toBe('/rocket/v0/x');
    // The root stays the root; an origin further in is part of the path.
    expect(requestPath('https://host/')).toBe('/');
    expect(requestPath('/proxy/http://host/x')).toBe('/proxy/http://host/x');
  });
});
