// The React 17 shim's API served by React 19 itself (see nativeSyncExternalStore in webpack.js).
// Both import styles of the shim are served: named, and default (effector-react's).
import { useSyncExternalStore } from 'react';

export { useSyncExternalStore };
export default { useSyncExternalStore };
