import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonAppearance =
  'primary' | 'secondary' | 'ghost' | 'add-card' | 'icon' | 'light-icon' | 'danger' | 'chips' | 'tg' | 'we-chat';

export type ButtonMode = 'fixed' | 'fill' | 'row';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  appearance?: ButtonAppearance;
  /**
   * 'fixed' sizes to its content, 'fill' takes the full width of its container (phone forms), 'row' is the dense
   * button of a table row: smaller than a form's, still a comfortable pointer target.
   */
  mode?: ButtonMode;
  /** Shows a spinner, marks the button busy and disables it so a payment cannot be sent twice. */
  loading?: boolean;
  /** Leading icon; 'tg', 'we-chat' and 'add-card' bring their own. */
  icon?: IconName;
  /** Chips are toggles: `selected` is exposed as aria-pressed. */
  selected?: boolean;
  children?: ReactNode;
}

const DEFAULT_ICONS: Partial<Record<ButtonAppearance, IconName>> = {
  'add-card': 'plus',
  tg: 'telegram',
  'we-chat': 'wechat',
};

/**
 * The one button of the design system. Icon-only appearances ('icon', 'light-icon') have no visible text,
 * so give them an aria-label.
 */
export function Button({
  appearance = 'primary',
  mode = 'fixed',
  loading = false,
  icon,
  selected,
  type = 'button',
  disabled,
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const leadingIcon = icon ?? DEFAULT_ICONS[appearance];
  const iconOnly = appearance === 'icon' || appearance === 'light-icon';
  const classes = [styles.button, styles[appearance], styles[mode], loading && styles.loading, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      ref={ref}
      // A bare <button> inside a form submits it; only an explicit type="submit" should.
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-pressed={appearance === 'chips' && selected !== undefined ? selected : undefined}
      data-appearance={appearance}
      {...rest}
    >
      <span className={styles.content}>
        {leadingIcon ? <Icon name={leadingIcon} size={appearance === 'add-card' ? 'l' : iconOnly ? 'm' : 's'} /> : null}
        {children}
      </span>
      {loading ? (
        <span className={styles.spinner}>
          <Spinner size="s" label={null} />
        </span>
      ) : null}
    </button>
  );
}
