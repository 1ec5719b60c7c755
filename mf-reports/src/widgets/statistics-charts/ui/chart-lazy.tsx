import { Suspense, lazy } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Spinner } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import type { BarChartProps } from './bar-chart';
import styles from './statistics-charts.module.css';

/** The chart library comes in its own chunk ("charts"), fetched only when a chart is shown. */
export const loadBarChart = () =>
  import(/* webpackChunkName: "charts" */ './bar-chart').catch((error: unknown) => {
    console.error('The charts could not be loaded', error);
    return { default: ChartUnavailable };
  });

const LazyBarChart = lazy(loadBarChart);

function ChartUnavailable() {
  const { t } = useTranslation(NAMESPACE);
  return <p className={styles.note}>{t('statistics.chartsFailed')}</p>;
}

export function ChartLazy(props: BarChartProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Suspense fallback={<Spinner label={t('statistics.chartsLoading')} />}>
      <LazyBarChart {...props} />
    </Suspense>
  );
}
