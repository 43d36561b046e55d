import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from './icon';
import blocks from './page-blocks.module.css';
import styles from './row-actions-menu.module.css';

export interface RowAction {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Why it is disabled, said next to it (e.g. offline). */
  reason?: string;
  tone?: 'danger';
}

export interface RowActionsMenuProps {
  /** Names the row, e.g. "Actions: Jane Doe". */
  label: string;
  actions: RowAction[];
}

/**
 * A row's several actions behind one button (WAI-ARIA menu button): the row stays narrow enough to show whole
 * on a desk. Arrow keys, Home and End move between items; Escape, Tab or a click elsewhere close it and focus
 * returns to the button. The list is placed against the window, so a table's scroll box never clips it.
 */
export function RowActionsMenu({ label, actions }: RowActionsMenuProps) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ top: number; right: number } | null>(null);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const close = (refocus: boolean) => {
    setOpen(false);
    setPlace(null);
    if (refocus) buttonRef.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || !buttonRef.current) return;
    const box = buttonRef.current.getBoundingClientRect();
    const menuHeight = menuRef.current?.offsetHeight ?? 0;
    // Opens upwards when the window has no room below the row.
    const below = box.bottom + 4 + menuHeight <= window.innerHeight;
    setPlace({
      top: below ? box.bottom + 4 : Math.max(4, box.top - 4 - menuHeight),
      right: Math.max(4, window.innerWidth - box.right),
    });
  }, [open]);

  // Once placed: a hidden list (visibility: hidden while it is measured) cannot take focus.
  useEffect(() => {
    if (open && place) menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')?.focus();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    // The list is placed for where the button was; once the page or the table scrolls it would float away. A
    // scroll that moved nothing (the one that brought the button into view, arriving a frame after the tap)
    // leaves it open.
    const anchor = buttonRef.current?.getBoundingClientRect();
    const onScroll = (event: Event) => {
      if (event.target instanceof Node && menuRef.current?.contains(event.target)) return;
      const now = buttonRef.current?.getBoundingClientRect();
      const moved = !anchor || !now || Math.abs(now.top - anchor.top) > 1 || Math.abs(now.right - anchor.right) > 1;
      if (moved || event.type === 'resize') close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', onScroll);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onScroll);
    };
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])].filter(
      (item) => !item.disabled,
    );
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const go = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(items.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon name="more" size="s" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className={`${styles.menu} ${blocks.floating}`}
          style={place ? { top: place.top, right: place.right } : { visibility: 'hidden' }}
          onKeyDown={onMenuKey}
        >
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={action.tone === 'danger' ? `${styles.item} ${styles.danger}` : styles.item}
              disabled={action.disabled}
              title={action.disabled ? action.reason : undefined}
              onClick={() => {
                close(true);
                action.onSelect();
              }}
            >
              {action.label}
              {action.disabled && action.reason ? <span className={styles.reason}>{action.reason}</span> : null}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
