import {
  EARLY_RESPONSES_GLOBAL,
  dropEarlyResponses,
  takeEarlyResponse,
  type EarlyResponses,
} from '../early-responses';

const answered = () => Promise.resolve({ status: 404 } as Response);

describe('dropEarlyResponses: answers nobody may be handed any more', () => {
  it('drops what was started under the platform’s address, and nothing of the cabinet’s own', () => {
    const scope: { [EARLY_RESPONSES_GLOBAL]?: EarlyResponses } = {
      [EARLY_RESPONSES_GLOBAL]: {
        'http://platform.test/rocket/v0/deliveries/groups?page=1': answered(),
        'http://platform.test/rocket/v0/payments/ioka/get-cards': answered(),
        'http://cabinet.test/remotes.json': answered(),
        'http://platform.testing/rocket/users/me': answered(),
      },
    };
    dropEarlyResponses('http://platform.test', scope);
    expect(Object.keys(scope[EARLY_RESPONSES_GLOBAL] ?? {})).toEqual([
      'http://cabinet.test/remotes.json',
      'http://platform.testing/rocket/users/me',
    ]);
    expect(
      takeEarlyResponse('http://platform.test/rocket/v0/payments/ioka/get-cards', scope),
    ).toBeUndefined();
  });

  it('reads a platform address with a path, with or without its last slash', () => {
    const scope: { [EARLY_RESPONSES_GLOBAL]?: EarlyResponses } = {
      [EARLY_RESPONSES_GLOBAL]: {
        'http://platform.test/api/rocket/users/me': answered(),
        'http://platform.test/apiary/list': answered(),
      },
    };
    dropEarlyResponses('http://platform.test/api/', scope);
    expect(Object.keys(scope[EARLY_RESPONSES_GLOBAL] ?? {})).toEqual(['http://platform.test/apiary/list']);
    dropEarlyResponses('http://platform.test/apiary', scope);
    expect(scope[EARLY_RESPONSES_GLOBAL]).toEqual({});
  });

  it('does nothing on a page the inline script did not run on', () => {
    expect(() => dropEarlyResponses('http://platform.test', {})).not.toThrow();
  });
});
