export { BulkUpload } from './ui/bulk-upload';
export { $workAtStake, uploadOpened } from './model/upload-model';
