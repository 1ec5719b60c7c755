import type { Lang } from '@cabinet/shared';

import type { LegalText } from './legal-text';
import styles from './legal-document.module.css';

export interface LegalDocumentProps {
  lang: Lang;
  title: string;
  /** Heading of the table of contents, in the document's language. */
  contentsLabel: string;
  text: LegalText;
}

/** Renders a legal text: its title, the introduction, a table of contents and numbered sections. */
export function LegalDocument({ lang, title, contentsLabel, text }: LegalDocumentProps) {
  const contentsId = `${text.sections[0]?.id ?? 'legal'}-contents`;
  return (
    <article lang={lang} className={styles.document}>
      <h1 className={styles.title}>{title}</h1>
      {text.intro.map((paragraph) => (
        <p key={paragraph} className={styles.intro}>
          {paragraph}
        </p>
      ))}
      <nav className={styles.contents} aria-labelledby={contentsId}>
        <h2 id={contentsId} className={styles.contentsTitle}>
          {contentsLabel}
        </h2>
        <ol className={styles.contentsList}>
          {text.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section, index) => (
        <section key={section.id} id={section.id} className={styles.section}>
          <h2 className={styles.sectionTitle}>{`${index + 1}. ${section.title}`}</h2>
          {section.blocks.map((block, blockIndex) =>
            typeof block === 'string' ? (
              <p key={blockIndex}>{block}</p>
            ) : (
              <ul key={blockIndex} className={styles.list}>
                {block.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
