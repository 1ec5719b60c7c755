export { StatisticsCharts } from './ui/statistics-charts';
export { loadBarChart } from './ui/chart-lazy';
