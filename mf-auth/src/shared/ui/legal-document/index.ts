export { LegalDocument } from './legal-document';
export type { LegalDocumentProps } from './legal-document';
export type { LegalText } from './legal-text';
