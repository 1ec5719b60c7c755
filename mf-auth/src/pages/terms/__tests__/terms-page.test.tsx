import { render, screen, within } from '@testing-library/react';

import { TermsPage } from '..';
import { kk } from '../../../shared/i18n/kk';
import { ru } from '../../../shared/i18n/ru';
import { termsKk } from '../content/terms-kk';
import { termsRu } from '../content/terms-ru';

describe.each([
  ['ru', ru, termsRu],
  ['kk', kk, termsKk],
] as const)('the terms at /terms/%s', (lang, texts, content) => {
  it('are an article in the language of the route, under one h1', () => {
    render(<TermsPage lang={lang} />);
    const article = screen.getByRole('article');
    expect(article).toHaveAttribute('lang', lang);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts.terms.title);
    expect(document.title).toBe(texts.terms.title);
  });

  it('have a table of contents whose every link leads to a section of the text', () => {
    const { container } = render(<TermsPage lang={lang} />);
    const contents = screen.getByRole('navigation', { name: texts.legal.contents });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(content.sections.length);
    for (const link of links) {
      const target = link.getAttribute('href')?.slice(1) ?? '';
      const section = container.querySelector(`[id="${target}"]`);
      expect(section).not.toBeNull();
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
        link.textContent ?? '',
      );
    }
  });

  it('number the sections and give each one text', () => {
    render(<TermsPage lang={lang} />);
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => heading.textContent !== texts.legal.contents);
    expect(headings.map((heading) => heading.textContent)).toEqual(
      content.sections.map((section, index) => `${index + 1}. ${section.title}`),
    );
    for (const section of content.sections) expect(section.blocks.length).toBeGreaterThan(0);
  });
});

describe('the two language versions of the terms', () => {
  it('have the same sections with the same anchors', () => {
    expect(termsKk.sections.map((section) => section.id)).toEqual(
      termsRu.sections.map((section) => section.id),
    );
    termsRu.sections.forEach((section, index) => {
      const other = termsKk.sections[index];
      expect(other?.blocks.map((block) => typeof block)).toEqual(section.blocks.map((block) => typeof block));
    });
  });

  it('are different texts, not one copied into the other', () => {
    render(<TermsPage lang="kk" />);
    expect(screen.queryByText(termsRu.intro[0] ?? '')).not.toBeInTheDocument();
    expect(screen.getByText(termsKk.intro[0] ?? '')).toBeInTheDocument();
  });
});
