import { renderPublicPages, type PrerenderedPage } from '../public-pages';

/** The markup's visible text, tags dropped. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('renderPublicPages: the static copies of the public pages', () => {
  let pages: PrerenderedPage[];
  beforeAll(async () => {
    pages = await renderPublicPages();
  });
  const pageOf = (module: string, props: Record<string, unknown> = {}) =>
    pages.find((page) => page.module === module && JSON.stringify(page.props) === JSON.stringify(props));

  it('covers the sign-in, both terms and the privacy policy', () => {
    expect(pages.map(({ module, props }) => [module, props])).toEqual([
      ['./login-page', {}],
      ['./terms-page', { lang: 'ru' }],
      ['./terms-page', { lang: 'kk' }],
      ['./privacy-policy-page', {}],
    ]);
  });

  it('the sign-in page of a plain visit in each language: heading, text and the sign-in button', () => {
    const login = pageOf('./login-page');
    expect(textOf(login?.html.ru ?? '')).toContain('Вход в кабинет');
    expect(login?.html.ru).toMatch(/<button[^>]*>Войти<\/button>/);
    expect(textOf(login?.html.kk ?? '')).toContain('Кабинетке кіру');
    expect(login?.html.kk).toMatch(/<button[^>]*>Кіру<\/button>/);
    // Configured, signed out: neither the "not configured" message nor a spinner.
    expect(login?.html.ru).not.toContain('не настроено');
    expect(login?.html.ru).not.toContain('role="status"');
  });

  it('a terms page is in the language of its route, whatever the interface language', () => {
    const kk = pageOf('./terms-page', { lang: 'kk' });
    expect(kk?.html.ru).toBe(kk?.html.kk);
    expect(textOf(kk?.html.ru ?? '')).toContain('Пайдаланушы келісімі');
    expect(textOf(pageOf('./terms-page', { lang: 'ru' })?.html.kk ?? '')).toContain(
      'Пользовательское соглашение',
    );
  });
});
