/**
 * The UI kit every app builds its screens from, on the design tokens (styles/tokens.css). Not a
 * federated module (decision 0012): each app bundles the parts it uses, so /login carries only its
 * button and spinner. Parts reach the core only as '@cabinet/shared'.
 */
export { Button, buttonLook } from './button/button';
export { classNames } from './class-names';
export { visuallyHiddenClassName } from './visually-hidden/visually-hidden';
export type { ButtonLook, ButtonProps, ButtonVariant } from './button/button';
export { EmptyState } from './empty-state/empty-state';
export type { EmptyStateProps } from './empty-state/empty-state';
export { Spinner } from './spinner/spinner';
export { usePageTitle } from './page-title/use-page-title';
export { Field, useFieldControl } from './field/field';
export type { FieldControl, FieldProps } from './field/field';
export { TextInput, Textarea } from './text-input/text-input';
export type { TextInputProps, TextareaProps } from './text-input/text-input';
export { PhoneInput, PHONE_MAX_LENGTH } from './phone-input/phone-input';
export type { PhoneInputProps } from './phone-input/phone-input';
export { Select } from './select/select';
export type { SelectOption, SelectProps } from './select/select';
export { Checkbox, Radio, RadioGroup } from './choice/choice';
export type { ChoiceProps, RadioGroupProps } from './choice/choice';
export { ConfirmDialog } from './confirm-dialog/confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { Card } from './card/card';
export type { CardProps } from './card/card';
export { Table } from './table/table';
export { useBoxWidth } from './table/use-box-width';
export { useBoxSize } from './box-size/use-box-size';
export type { BoxReading } from './box-size/use-box-size';
export type { TableColumn, TableProps } from './table/table';
export { Pagination, visiblePages } from './pagination/pagination';
export type { PaginationProps } from './pagination/pagination';
export { Screen } from './screen/screen';
export type { ScreenProps } from './screen/screen';
export { TabList, TabPanel, Tabs } from './tabs/tabs';
export type { TabListProps } from './tabs/tabs';
