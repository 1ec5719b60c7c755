export {
  windowResized,
  $windowWidth,
  $isMobile,
  $isTablet,
  pageTitleChanged,
  $pageTitle,
  superAppDetected,
  $isSuperApp,
} from './layout-model';
