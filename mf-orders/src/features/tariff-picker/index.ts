export { TariffPicker } from './ui/tariff-picker';
