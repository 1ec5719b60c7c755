export { RepeatOrderButton } from './ui/repeat-order-button';
