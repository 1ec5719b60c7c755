export { SavedCards } from './ui/saved-cards';
export { $cards, $cardsStatus, cardsRequested, fetchCardsFx } from './model/cards-model';
