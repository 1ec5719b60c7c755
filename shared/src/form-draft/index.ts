export { formDraftKey, keepFormDraftFx, readFormDraftFx, shapedLike } from './draft-storage';
export { keepFormDraft } from './keep-form-draft';
export type { FormDraftConfig } from './keep-form-draft';
