import { useId, type SVGProps } from 'react';
import { ICON_PATHS, type IconName } from './icon-paths';
import styles from './icon.module.css';

export type { IconName };
export type IconSize = 'xs' | 's' | 'm' | 'l' | 'xl';
export type IconColor = 'default' | 'primary' | 'success' | 'blue' | 'dark-blue';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'color' | 'ref'> {
  name: IconName;
  size?: IconSize;
  /** 'default' inherits the text colour, so an icon inside a button follows the button. */
  color?: IconColor;
  /** Gives the icon a name for assistive technology; without it the icon is decoration and hidden. */
  title?: string;
}

export function Icon({ name, size = 'm', color = 'default', title, className, ...rest }: IconProps) {
  const titleId = useId();
  const classes = [styles.icon, styles[`size-${size}`], styles[`color-${color}`], className].filter(Boolean).join(' ');
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={classes}
      data-icon={name}
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
      {...rest}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
