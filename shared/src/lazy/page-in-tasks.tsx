import { Suspense, lazy, type ComponentType } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Spinner } from '@cabinet/shared/ui';

import { importInTasks, type ImportSteps } from './import-in-tasks';

/** A route page evaluated in steps, and the module of its last step once it is in. */
export interface PageInTasks<Module, Props extends object> {
  Page: ComponentType<Props>;
  /** The last step's module, its steps started on the first call: for the page's `routeEntered`. */
  modules: () => Promise<Module>;
}

/**
 * An exposed route page whose modules are evaluated a task apart (`importInTasks`), so that loading
 * the remote's page is several short tasks instead of one long one. The page shows the shell's own
 * loading state until its last step is in; `routeEntered` waits for `modules()` to start the page's
 * data, which takes the few milliseconds the steps take. A step that throws is the shell's remote
 * error boundary's to show, as a page that failed to load.
 */
export function pageInTasks<Module, Props extends object>(
  steps: ImportSteps<Module>,
  pageOf: (module: Module) => ComponentType<Props>,
): PageInTasks<Module, Props> {
  let loading: Promise<Module> | null = null;
  const modules = () => (loading ??= importInTasks(steps));
  const Lazy = lazy(() => modules().then((module) => ({ default: pageOf(module) })));
  function Page(props: Props) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Page, modules };
}

/** The shell's loading state of a remote page, so the screen does not change while the steps run. */
function PageLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('app.loading')} />;
}
