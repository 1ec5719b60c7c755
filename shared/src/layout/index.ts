export {
  windowResized,
  $windowWidth,
  $isMobile,
  $isTablet,
  pageTitleChanged,
  $pageTitle,
  superAppDetected,
  $isSuperApp,
  routeChanged,
  $pathname,
} from './layout-model';
