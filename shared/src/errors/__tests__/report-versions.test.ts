import { loadedBuilds } from '../../config';
import { buildReportText, buildVersions, describeBuild, sendReport } from '../error-report';

const report = {
  url: '/rocket/v0/business/branches',
  method: 'GET',
  code: null,
  status: 500,
  userId: 7,
  companyName: null,
  payload: null,
  state: {},
};

describe('the versions a report names (decision 0013)', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    document.head.innerHTML = '<meta name="cabinet-build" content="0.1.0 (6c770035b5)">';
    loadedBuilds.orders = { buildName: '@cabinet/mf-orders', buildVersion: '0.1.2', commit: 'abc1234def' };
    loadedBuilds.auth = { buildName: '@cabinet/mf-auth', buildVersion: '0.1.0' };
    loadedBuilds.reports = undefined;
  });
  afterEach(() => {
    document.head.innerHTML = '';
    for (const app of Object.keys(loadedBuilds)) delete loadedBuilds[app];
    globalThis.fetch = realFetch;
  });

  it('names a build by version and commit; one older than the identity by its version', () => {
    expect(describeBuild({ buildVersion: '0.1.2', commit: 'abc1234def' })).toBe('0.1.2 (abc1234def)');
    expect(describeBuild({ buildVersion: '0.1.0' })).toBe('0.1.0');
    expect(describeBuild(undefined)).toBe('unknown');
  });

  it('lists the page’s own build first, then every remote loaded', () => {
    expect(buildVersions()).toEqual({
      shell: '0.1.0 (6c770035b5)',
      orders: '0.1.2 (abc1234def)',
      auth: '0.1.0',
      reports: 'unknown',
    });
  });

  it('puts them in the text sent to the bot', async () => {
    const fetchMock = jest.fn(async () => ({ status: 200, headers: { get: () => null } }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(sendReport({ report, botUrl: 'http://bot.test', chatId: 'errors' })).resolves.toBe(true);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const { text } = JSON.parse(init.body as string) as { text: string };
    expect(text.split('\n').at(-1)).toBe(
      'versions: {"shell":"0.1.0 (6c770035b5)","orders":"0.1.2 (abc1234def)","auth":"0.1.0","reports":"unknown"}',
    );
    expect(buildReportText(report)).not.toContain('versions:');
  });
});
