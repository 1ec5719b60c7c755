import type { ButtonHTMLAttributes } from 'react';

import styles from './button.module.css';
import { classNames } from '../class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** What makes an element look like the kit's button: its classes and its variant's name. */
export interface ButtonLook {
  className: string;
  'data-variant': ButtonVariant;
}

/**
 * The button's look, to spread on a link that leads somewhere but should look like the kit's button
 * (a router link keeps its link role; the look is the kit's, written once). The variant's name goes
 * along, so that the places a button sits in (a card's heading, a table's actions) align it as they
 * align a button.
 */
export function buttonLook(variant: ButtonVariant = 'primary', className?: string): ButtonLook {
  return { className: classNames(styles.button, styles[variant], className), 'data-variant': variant };
}

/** The product's button; one look for every app, native <button> semantics kept. */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} {...buttonLook(variant, className)} {...props} />;
}
