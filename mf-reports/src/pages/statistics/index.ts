import { StatisticsPage } from './statistics-page';

export { StatisticsPage };
/** The exposed module's default export is the page the shell renders. */
export default StatisticsPage;
