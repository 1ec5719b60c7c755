export { BulkUpload } from './ui/bulk-upload';
export { $workAtStake, uploadClosed, uploadOpened } from './model/upload-model';
