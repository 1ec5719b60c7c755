export { DownloadReport } from './ui/download-report';
export {
  $download,
  downloadClicked,
  downloadReset,
  generateFileFx,
  saveFileFx,
} from './model/download-model';
export type { DownloadState } from './model/download-model';
export { reportFileName } from './lib/file-name';
