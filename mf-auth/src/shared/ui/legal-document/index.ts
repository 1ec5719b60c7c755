export { LegalDocument } from './legal-document';
export type { LegalDocumentProps } from './legal-document';
export type { LegalBlock, LegalSection, LegalText } from './legal-text';
