export { CitySelect } from './ui/city-select';
