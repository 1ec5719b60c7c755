export { ReportView } from './ui/report-view';
