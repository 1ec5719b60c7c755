export {
  activeOrdersCall,
  activeOrdersCallSent,
  fetchActiveOrdersFx,
  $lastFetchedAt,
} from './model/active-orders-on-navigation';
