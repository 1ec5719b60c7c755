import { taskCatalogueRequested } from '../../../entities/task';
import { savedPlacesEntered } from '../../../features/address-search';

/**
 * A page of the order form is being entered (its `routeEntered`, before the first render): the lists
 * its first screen shows are asked for at once (the saved places, the task catalogue). On a first
 * load the shell already holds their answers (decision 0010). The form asks for the rest (the cards)
 * as it opens.
 */
export function orderFormEntered(): void {
  savedPlacesEntered();
  taskCatalogueRequested();
}
