export { RepeatOrderButton, repeatTarget } from './ui/repeat-order-button';
