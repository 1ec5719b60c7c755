import styles from './visually-hidden.module.css';

/** The kit's one "visually hidden" class: a caption, a heading or a native control kept for screen readers only. */
export const visuallyHiddenClassName: string = styles.hidden ?? '';
