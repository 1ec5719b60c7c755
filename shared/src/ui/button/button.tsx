import type { ButtonHTMLAttributes } from 'react';

import styles from './button.module.css';
import { classNames } from '../class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/**
 * The button's look as a class list, for a link that leads somewhere but should look like the
 * kit's button (a router link keeps its link role; the look is the kit's, written once).
 */
export function buttonClassName(variant: ButtonVariant = 'primary', className?: string): string {
  return classNames(styles.button, styles[variant], className);
}

/** The product's button; one look for every app, native <button> semantics kept. */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonClassName(variant, className)} data-variant={variant} {...props} />
  );
}
