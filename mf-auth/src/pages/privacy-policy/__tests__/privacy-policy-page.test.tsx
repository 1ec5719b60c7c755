import { render, screen, within } from '@testing-library/react';

import { PrivacyPolicyPage } from '..';
import { ru } from '../../../shared/i18n/ru';
import { privacyPolicyRu } from '../content/privacy-policy-ru';

describe('the privacy policy at /privacy-policy/ru', () => {
  it('is a Russian article under one h1', () => {
    render(<PrivacyPolicyPage />);
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'ru');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ru.privacyPolicy.title);
    expect(document.title).toBe(ru.privacyPolicy.title);
  });

  it('has a table of contents whose every link leads to a section of the text', () => {
    const { container } = render(<PrivacyPolicyPage />);
    const contents = screen.getByRole('navigation', { name: ru.legal.contents });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(privacyPolicyRu.sections.length);
    for (const link of links) {
      const section = container.querySelector(`[id="${link.getAttribute('href')?.slice(1) ?? ''}"]`);
      expect(section).not.toBeNull();
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
        link.textContent ?? '',
      );
    }
  });

  it('covers what the law asks a policy to say', () => {
    render(<PrivacyPolicyPage />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    for (const topic of [
      'Какие данные',
      'Для чего',
      'Правовые основания',
      'Хранение',
      'курьерам',
      'права',
      'cookie',
    ]) {
      expect(titles.some((title) => title?.includes(topic))).toBe(true);
    }
    expect(screen.getAllByText(/О персональных данных и их защите/).length).toBeGreaterThan(0);
  });
});
