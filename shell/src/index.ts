import { afterFirstPaint } from './shared/lib/after-first-paint';

// The async boundary: Module Federation negotiates shared singletons before any app code runs. A
// public page's static copy is painted first, before the app's modules are evaluated (decision 0016).
void afterFirstPaint().then(() => import('./bootstrap'));
