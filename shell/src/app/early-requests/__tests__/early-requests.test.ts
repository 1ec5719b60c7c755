import { firstAssetsOf, firstPageOf, shellChunksOf, startEarlyRequests } from '../early-requests';

describe('firstPageOf: what a first load of an address shows', () => {
  it.each([
    ['/login', '', 1280, { remote: 'auth', module: './login-page' }],
    ['/terms/ru', '', 390, { remote: 'auth', module: './terms-page' }],
    ['/', 'lang=ru; auth_token=jwt', 1280, { remote: 'orders', module: './orders-page' }],
    ['/', 'auth_token=jwt', 650, { remote: 'orders', module: './mobile-home-page' }],
    ['/', 'auth_token=jwt', 651, { remote: 'orders', module: './orders-page' }],
    ['/mobile/orders/17', 'auth_token=jwt', 390, { remote: 'orders', module: './mobile-order-details-page' }],
    ['/warehouse/edit/3', 'auth_token=jwt', 1280, { remote: 'warehouses', module: './edit-warehouse-page' }],
  ])('%s (cookie "%s", %i px) shows %o', (pathname, cookie, width, page) => {
    expect(firstPageOf(pathname, cookie, width)).toEqual(page);
  });

  it.each([
    ['/', ''],
    ['/orders/new', 'refresh_token=x; my_auth_token=y'],
    ['/mobile/menu', 'auth_token=jwt'],
    ['/no-such-page', 'auth_token=jwt'],
  ])('%s (cookie "%s") needs no remote on a first load', (pathname, cookie) => {
    expect(firstPageOf(pathname, cookie, 1280)).toBeNull();
  });
});

describe('shellChunksOf: the shell chunks a first load needs after start-up', () => {
  const chunks = {
    'session-gate': ['/http.1.js', '/session-gate.2.js'],
    'geo-effects': ['/geo-effects.6.js'],
    'desktop-layout': ['/desktop-layout.3.js', '/desktop-layout.4.css'],
    'mobile-layout': ['/mobile-layout.5.js'],
    'support-chat': ['/support-chat.7.js', '/support-chat.8.css'],
    'common-kk': ['/common-kk.9.js'],
  };
  // A signed-in phone's home, in Russian.
  const PHONE_HOME_FILES = [
    '/http.1.js',
    '/session-gate.2.js',
    '/geo-effects.6.js',
    '/mobile-layout.5.js',
    '/support-chat.7.js',
    '/support-chat.8.css',
  ];

  it.each([
    [
      '/orders/new',
      'auth_token=jwt',
      1280,
      [
        '/http.1.js',
        '/session-gate.2.js',
        '/geo-effects.6.js',
        '/desktop-layout.3.js',
        '/desktop-layout.4.css',
        '/support-chat.7.js',
        '/support-chat.8.css',
      ],
    ],
    ['/', 'auth_token=jwt', 390, PHONE_HOME_FILES],
    ['/orders/new', '', 1280, []],
    ['/login', 'auth_token=jwt', 1280, []],
    ['/no-such-page', '', 1280, ['/desktop-layout.3.js', '/desktop-layout.4.css']],
  ])('%s (cookie "%s", %i px): %o', (pathname, cookie, width, files) => {
    expect(shellChunksOf(pathname, cookie, width, chunks)).toEqual(files);
    expect(shellChunksOf(pathname, cookie, width, chunks, 'ru')).toEqual(files);
  });

  it('in Kazakh, the shell’s Kazakh strings first: the first render waits for them', () => {
    expect(shellChunksOf('/login', '', 390, chunks, 'kk')).toEqual(['/common-kk.9.js']);
    expect(shellChunksOf('/', 'auth_token=jwt', 390, chunks, 'kk')).toEqual([
      '/common-kk.9.js',
      ...PHONE_HOME_FILES,
    ]);
    // Signed out on a protected page the visit leaves to sign in: nothing of the app is needed.
    expect(shellChunksOf('/orders/new', '', 390, chunks, 'kk')).toEqual([]);
  });
});

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './login-page',
      assets: { js: { sync: ['__federation_expose_login_page.1.js'] }, css: { sync: ['login.2.css'] } },
    },
    {
      path: './terms-page',
      assets: {
        js: {
          sync: ['terms.3.js'],
          async: ['auth-kk.4a5b6c7d.js', 'vendor-kk.ab12cd34.js.map', 'terms-print.5.js'],
        },
        css: { sync: [] },
      },
    },
  ],
};

describe('firstAssetsOf', () => {
  it('in Kazakh, adds the page’s Kazakh strings (its chunks named `<namespace>-kk`), no other chunk of it', () => {
    const url = 'https://cdn.example/mf-manifest.json';
    expect(firstAssetsOf(url, MANIFEST, './terms-page', 'kk').scripts).toEqual([
      'https://cdn.example/remoteEntry.js',
      'https://cdn.example/terms.3.js',
      'https://cdn.example/auth-kk.4a5b6c7d.js',
    ]);
    expect(firstAssetsOf(url, MANIFEST, './terms-page', 'ru').scripts).toEqual([
      'https://cdn.example/remoteEntry.js',
      'https://cdn.example/terms.3.js',
    ]);
  });

  it("lists the remote's entry and the page's own files beside the manifest", () => {
    expect(firstAssetsOf('https://cdn.example/auth/7/mf-manifest.json', MANIFEST, './login-page')).toEqual({
      scripts: [
        'https://cdn.example/auth/7/remoteEntry.js',
        'https://cdn.example/auth/7/__federation_expose_login_page.1.js',
      ],
      styles: ['https://cdn.example/auth/7/login.2.css'],
    });
  });

  it('follows an explicit public path and an entry in a folder', () => {
    const manifest = {
      ...MANIFEST,
      metaData: {
        publicPath: 'https://static.example/a/',
        remoteEntry: { name: 'remoteEntry.js', path: 'e' },
      },
    };
    expect(firstAssetsOf('https://cdn.example/mf-manifest.json', manifest, './terms-page').scripts).toEqual([
      'https://static.example/a/e/remoteEntry.js',
      'https://static.example/a/terms.3.js',
    ]);
  });
});

describe('startEarlyRequests', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  // jsdom has no Response: what the script uses of one.
  const answer = (body: unknown): Response =>
    ({ ok: true, status: 200, json: async () => body, clone: () => answer(body) }) as unknown as Response;

  function pageAt(pathname: string, config: Record<string, unknown> = {}, width = 1280) {
    window.history.replaceState(null, '', pathname);
    const fetch = jest.fn((url: string, _init?: RequestInit) =>
      Promise.resolve(
        url.endsWith('/remotes.json')
          ? answer({ auth: 'http://localhost:8081/mf-manifest.json' })
          : url.endsWith('/mf-manifest.json')
            ? answer(MANIFEST)
            : url.endsWith('/config.json')
              ? answer(config)
              : answer({}),
      ),
    );
    const win = Object.assign(Object.create(window) as Window, { fetch }) as Window & {
      __CABINET_EARLY__?: Record<string, Promise<Response>>;
    };
    Object.defineProperty(win, 'location', { value: window.location });
    Object.defineProperty(win, 'document', { value: document });
    Object.defineProperty(win, 'innerWidth', { value: width });
    return { win, fetch };
  }

  afterEach(async () => {
    // A test that does not wait for them still has hints to come, one per task.
    await flush();
    await flush();
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  });

  it("asks for config, remotes and the first page's manifest at once, and hints its files", async () => {
    const { win, fetch } = pageAt('/login');
    startEarlyRequests(win);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'http://localhost/config.json',
      'http://localhost/remotes.json',
    ]);
    // What each task appended to <head>: the records of one task reach the observer together.
    const appendedPerTask: number[] = [];
    const observer = new MutationObserver((records) => appendedPerTask.push(records.length));
    observer.observe(document.head, { childList: true });
    await flush();
    await flush();
    observer.disconnect();
    expect(fetch).toHaveBeenLastCalledWith('http://localhost:8081/mf-manifest.json');
    // One hint per task: the remote's origin, then each of the page's files, not one long task
    // over a painted page.
    expect(appendedPerTask).toEqual([1, 1, 1, 1]);
    expect(Object.keys(win.__CABINET_EARLY__ ?? {})).toEqual([
      'http://localhost/config.json',
      'http://localhost/remotes.json',
      'http://localhost:8081/mf-manifest.json',
    ]);
    const hints = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(hints.map((link) => [link.as, link.href])).toEqual([
      ['script', 'http://localhost:8081/remoteEntry.js'],
      ['script', 'http://localhost:8081/__federation_expose_login_page.1.js'],
      ['style', 'http://localhost:8081/login.2.css'],
    ]);
    // The shell still reads every body: the script only read copies.
    await expect((await win.__CABINET_EARLY__?.['http://localhost/remotes.json'])?.json()).resolves.toEqual({
      auth: 'http://localhost:8081/mf-manifest.json',
    });
  });

  it('sets --app-height to the visible height before the first paint', () => {
    const { win } = pageAt('/login');
    Object.defineProperty(win, 'innerHeight', { value: 700 });
    document.documentElement.style.removeProperty('--app-height');
    startEarlyRequests(win);
    expect(document.documentElement.style.getPropertyValue('--app-height')).toBe('700px');
  });

  it('asks for no remote when a protected page needs a sign-in first', async () => {
    const { win, fetch } = pageAt('/orders/new');
    startEarlyRequests(win);
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });

  it('reads the cookie only a task later, unless a public page’s copy depends on it', async () => {
    const cookie = jest.spyOn(document, 'cookie', 'get');
    try {
      for (const [pathname, width, signedInCopy] of [
        ['/orders/new', 390, 'mobile'],
        ['/', 390, 'mobile'],
        ['/warehouses', 1280, null],
      ] as const) {
        if (signedInCopy) document.documentElement.setAttribute('data-signed-in-copy', signedInCopy);
        const { win } = pageAt(pathname, {}, width);
        cookie.mockClear();
        startEarlyRequests(win);
        // Before the body is parsed: a signed-in copy is the server's answer to a token already.
        expect(cookie).not.toHaveBeenCalled();
        await flush();
        expect(cookie).toHaveBeenCalled();
        document.documentElement.removeAttribute('data-signed-in-copy');
      }
      const { win } = pageAt('/login', {}, 390);
      cookie.mockClear();
      startEarlyRequests(win);
      // A signed-in visitor never sees the sign-in page's copy.
      expect(cookie).toHaveBeenCalled();
    } finally {
      cookie.mockRestore();
      document.documentElement.removeAttribute('data-prerendered');
    }
  });

  it('hints the strings of the language the app starts in: a phone with Kazakh chosen, signed out', async () => {
    localStorage.setItem('lang', 'kk');
    try {
      const { win } = pageAt('/terms/kk', {}, 390);
      startEarlyRequests(win, { 'common-kk': ['/common-kk.9.js'] });
      for (let task = 0; task < 6; task += 1) await flush();
      const hints = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
      // The shell's strings, then the page's files and its own strings: the first render needs all.
      expect(hints.map((link) => link.href)).toEqual([
        'http://localhost/common-kk.9.js',
        'http://localhost:8081/remoteEntry.js',
        'http://localhost:8081/terms.3.js',
        'http://localhost:8081/auth-kk.4a5b6c7d.js',
      ]);
    } finally {
      localStorage.removeItem('lang');
    }
  });

  describe('signed in on a protected page', () => {
    const config = { deliveryApiUrl: 'http://platform.test/api/' };
    afterEach(() => {
      document.cookie = 'auth_token=; Max-Age=0; Path=/';
      localStorage.clear();
    });

    it('asks for users/me and the company once the config names the platform, as the client would', async () => {
      document.cookie = 'auth_token=header.payload.signature; Path=/';
      const { win, fetch } = pageAt('/warehouses', config);
      startEarlyRequests(win);
      // The company's call a task after the profile's.
      await flush();
      await flush();
      const platformCalls = fetch.mock.calls.filter(([url]) => url.startsWith('http://platform.test'));
      expect(platformCalls).toEqual([
        [
          'http://platform.test/api/rocket/users/me',
          { headers: { Authorization: 'JWT header.payload.signature', 'Accept-Language': 'ru' } },
        ],
        [
          'http://platform.test/api/rocket/v0/business/company',
          { headers: { Authorization: 'JWT header.payload.signature', 'Accept-Language': 'ru' } },
        ],
      ]);
      expect(Object.keys(win.__CABINET_EARLY__ ?? {})).toContain('http://platform.test/api/rocket/users/me');
    });

    it('asks in the language the app starts in (a phone with Kazakh chosen)', async () => {
      document.cookie = 'auth_token=jwt; Path=/';
      localStorage.setItem('lang', 'kk');
      const { win, fetch } = pageAt('/orders/new', config, 390);
      startEarlyRequests(win);
      await flush();
      expect(fetch).toHaveBeenCalledWith('http://platform.test/api/rocket/users/me', {
        headers: { Authorization: 'JWT jwt', 'Accept-Language': 'kk' },
      });
    });

    it("on a phone's home, asks for the active orders too (§2: the newest 100, statuses 1, 2, 5)", async () => {
      document.cookie = 'auth_token=jwt; Path=/';
      const { win, fetch } = pageAt('/', config, 650);
      startEarlyRequests(win);
      await flush();
      await flush();
      expect(fetch).toHaveBeenCalledWith(
        'http://platform.test/api/rocket/v0/deliveries/groups?page=1&page_size=100&status=1%2C2%2C5',
        { headers: { Authorization: 'JWT jwt', 'Accept-Language': 'ru' } },
      );
      expect(Object.keys(win.__CABINET_EARLY__ ?? {})).toContain(
        'http://platform.test/api/rocket/v0/deliveries/groups?page=1&page_size=100&status=1%2C2%2C5',
      );
    });

    it('on the order form, asks for its lists too: saved addresses, branches, cards, tasks (§7)', async () => {
      document.cookie = 'auth_token=jwt; Path=/';
      for (const width of [390, 1280]) {
        const { win, fetch } = pageAt('/orders/new', config, width);
        // How many platform calls each task started: a task's microtasks run once it is over.
        const callsPerTask: number[] = [];
        let inThisTask = 0;
        const answerOf = fetch.getMockImplementation() as (url: string) => Promise<Response>;
        fetch.mockImplementation((url: string) => {
          if (url.startsWith('http://platform.test')) {
            if (inThisTask === 0) {
              queueMicrotask(() => {
                callsPerTask.push(inThisTask);
                inThisTask = 0;
              });
            }
            inThisTask += 1;
          }
          return answerOf(url);
        });
        startEarlyRequests(win);
        await flush();
        const headers = { headers: { Authorization: 'JWT jwt', 'Accept-Language': 'ru' } };
        const platformCalls = () =>
          fetch.mock.calls.filter(([url]) => url.startsWith('http://platform.test'));
        // The profile first, then each next call in a task of its own, so that starting six calls
        // is not one long task on a painted page.
        expect(platformCalls()).toEqual([['http://platform.test/api/rocket/users/me', headers]]);
        await flush();
        expect(platformCalls()).toEqual([
          ['http://platform.test/api/rocket/users/me', headers],
          ['http://platform.test/api/rocket/v0/business/company', headers],
          ['http://platform.test/api/rocket/v0/common/addresses?is_customer=false', headers],
          ['http://platform.test/api/rocket/v0/business/branches?page=1', headers],
          ['http://platform.test/api/rocket/v0/payments/ioka/get-cards', headers],
          ['http://platform.test/api/rocket/v0/business/company/tasks', headers],
        ]);
        await flush();
        expect(callsPerTask).toEqual([1, 1, 1, 1, 1, 1]);
      }
      // Another page leaves its lists to itself.
      const { win, fetch } = pageAt('/warehouses', config);
      startEarlyRequests(win);
      await flush();
      await flush();
      expect(fetch.mock.calls.filter(([url]) => url.includes('/payments/'))).toEqual([]);
    });

    it('wider than a phone, or on another page, leaves the orders to their page', async () => {
      document.cookie = 'auth_token=jwt; Path=/';
      for (const [pathname, width] of [
        ['/', 651],
        ['/mobile/menu', 390],
        ['/mobile/orders/17', 390],
      ] as const) {
        const { win, fetch } = pageAt(pathname, config, width);
        startEarlyRequests(win);
        await flush();
        expect(fetch.mock.calls.filter(([url]) => url.includes('/deliveries/'))).toEqual([]);
      }
    });

    it('asks the platform nothing on a public page, signed out, or without a platform in the config', async () => {
      const signedOut = pageAt('/orders/new', config);
      startEarlyRequests(signedOut.win);
      // The cookie is read a task later (see below).
      await flush();
      document.cookie = 'auth_token=jwt; Path=/';
      const publicPage = pageAt('/login', config);
      startEarlyRequests(publicPage.win);
      const noPlatform = pageAt('/orders/new', { deliveryApiUrl: 'not a url' });
      startEarlyRequests(noPlatform.win);
      await flush();
      const trackingOnAPhone = pageAt('/tracking', config, 390);
      startEarlyRequests(trackingOnAPhone.win);
      await flush();
      for (const { fetch } of [signedOut, publicPage, noPlatform, trackingOnAPhone]) {
        expect(fetch.mock.calls.filter(([url]) => url.includes('/rocket/'))).toEqual([]);
      }
    });
  });
});
