export { BulkUpload } from './ui/bulk-upload';
export { uploadOpened } from './model/upload-model';
