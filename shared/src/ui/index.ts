/** UI primitives used by more than one app. They import the core only as '@cabinet/shared'. */
export { Button } from './button/button';
export type { ButtonProps } from './button/button';
export { EmptyState } from './empty-state/empty-state';
export type { EmptyStateProps } from './empty-state/empty-state';
export { Spinner } from './spinner/spinner';
export { usePageTitle } from './page-title/use-page-title';
