import { useTranslation } from '@cabinet/shared';
import { lazyPart } from '@cabinet/shared/lazy';
import { EmptyState, Spinner } from '@cabinet/shared/ui';

import { INTEGRATION_NAMESPACE } from '../../../shared/i18n/integration-strings';

/**
 * The rows' screens (the virtualised list, the row editor with its phone field) in a chunk of their
 * own: /integration's first screen is its tokens, its guide and a file picker (decision 0015).
 */
export const loadFileRows = () => import(/* webpackChunkName: "file-rows" */ './file-rows');

function FileRowsLoading() {
  const { t } = useTranslation(INTEGRATION_NAMESPACE);
  return <Spinner label={t('upload.reading')} />;
}

/** The rows' chunk did not come, even once more: the file is still chosen, a reload starts again. */
function FileRowsUnavailable() {
  const { t } = useTranslation(INTEGRATION_NAMESPACE);
  return (
    <EmptyState
      role="alert"
      headingLevel={3}
      title={t('upload.rowsUnavailableTitle')}
      text={t('upload.rowsUnavailableText')}
    />
  );
}

/** The rows of a chosen file, fetched with the file's parser or at an idle moment before. */
export const LazyFileRows = lazyPart<{ done: boolean }>(
  () => loadFileRows().then((module) => ({ default: module.FileRows })),
  { Loading: FileRowsLoading, Unavailable: FileRowsUnavailable },
);
