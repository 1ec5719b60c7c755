/** A paragraph, or a bulleted list when it is an array of items. */
type LegalBlock = string | readonly string[];

/** One numbered section of a legal document; `id` is the anchor the table of contents links to. */
interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

/** A long legal text kept as data: an introduction and numbered sections. */
export interface LegalText {
  intro: readonly string[];
  sections: readonly LegalSection[];
}
