import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import {
  SLIDE_DESIGN,
  SLIDE_LANGUAGES,
  slideImagePath,
  type SlideItem,
  type SlideLanguage,
} from '@/src/contracts/slides';
import { formatSlideDate } from '@/src/lib/dates';
import { focusableIn } from '@/src/components/ui/focus';
import { Icon } from '@/src/components/ui/icon';
import { slideNavigation, slideScale } from './slide-navigation';
import styles from './slides-overlay.module.css';

export interface SlidesOverlayProps {
  item: SlideItem;
  initialLanguage: SlideLanguage;
  /** Phones and tablets get the notice instead of the slides. */
  mobile: boolean;
  /** The person closed the slides: the item is viewed. */
  onClose: () => void;
  /** The mobile notice was closed: the slides wait for the web version. */
  onDismiss: () => void;
}

const LANGUAGE_LABEL: Record<SlideLanguage, string> = { en: 'EN', ru: 'RU' };
const LANGUAGE_NAME: Record<SlideLanguage, string> = { en: 'English', ru: 'Русский' };
const MOBILE_NOTICE: Record<SlideLanguage, string> = {
  en: 'Viewing the news slides is only available in the web version. Open the portal on a computer to see them.',
  ru: 'Просмотр слайдов с новостями доступен только в веб-версии. Откройте портал на компьютере, чтобы их увидеть.',
};

function useViewport() {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const update = () => setSize(read());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

/**
 * The news-slides overlay (spec 2.4, 9): the item's images in English or Russian on a 1920×1080 design
 * scaled to the window; previous and next (disabled at the ends), dots, a click on the left or right half,
 * the arrow keys; the close button (or Escape) closes it.
 */
export function SlidesOverlay({ item, initialLanguage, mobile, onClose, onDismiss }: SlidesOverlayProps) {
  const [index, setIndex] = useState(0);
  const [language, setLanguage] = useState<SlideLanguage>(initialLanguage);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const viewport = useViewport();
  const count = item.slideKeys.length;
  const { canPrevious, canNext } = slideNavigation(index, count);
  const go = (step: number) => setIndex((current) => Math.min(count - 1, Math.max(0, current + step)));
  const key = item.slideKeys[index]!;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => previous?.focus?.();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      (mobile ? onDismiss : onClose)();
    } else if (!mobile && event.key === 'ArrowLeft') go(-1);
    else if (!mobile && event.key === 'ArrowRight') go(1);
    else if (event.key === 'Tab' && dialog.current) {
      // Focus stays inside while the overlay is open.
      const stops = focusableIn(dialog.current).filter((el) => el.tabIndex >= 0);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  }

  const languageToggle = (
    <div className={styles.languages} role="group" aria-label="Slide language">
      {SLIDE_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          className={styles.language}
          aria-pressed={language === code}
          aria-label={LANGUAGE_NAME[code]}
          onClick={() => setLanguage(code)}
        >
          {LANGUAGE_LABEL[code]}
        </button>
      ))}
    </div>
  );

  if (mobile) {
    return createPortal(
      <div className={styles.backdrop} onKeyDown={onKeyDown}>
        <div
          ref={dialog}
          className={styles.notice}
          role="dialog"
          aria-modal="true"
          aria-labelledby="slides-title"
          aria-describedby="slides-mobile-notice"
        >
          <div className={styles.noticeBar}>
            {languageToggle}
            <button ref={closeButton} type="button" className={styles.close} aria-label="Close" onClick={onDismiss}>
              <Icon name="close" size="s" />
            </button>
          </div>
          <h2 id="slides-title">{item.title}</h2>
          <p id="slides-mobile-notice">{MOBILE_NOTICE[language]}</p>
        </div>
      </div>,
      document.body,
    );
  }

  const scale = slideScale(viewport.width, viewport.height);
  return createPortal(
    <div className={styles.backdrop} onKeyDown={onKeyDown}>
      <div
        ref={dialog}
        className={styles.frame}
        style={{ width: SLIDE_DESIGN.width * scale, height: SLIDE_DESIGN.height * scale }}
        role="dialog"
        aria-modal="true"
        aria-labelledby="slides-title"
        aria-roledescription="slides"
      >
        <div
          className={styles.stage}
          style={{ width: SLIDE_DESIGN.width, height: SLIDE_DESIGN.height, transform: `scale(${scale})` }}
        >
          <img
            key={`${language}-${key}`}
            className={styles.image}
            src={slideImagePath(language, key)}
            alt={`${item.title}: slide ${index + 1} of ${count}`}
            width={SLIDE_DESIGN.width}
            height={SLIDE_DESIGN.height}
            onError={() => console.warn('A slide image could not be loaded', slideImagePath(language, key))}
          />
          {/* The halves repeat the previous and next buttons for the mouse; keyboards use those buttons. */}
          <SlideHalf side="left" onClick={() => go(-1)} />
          <SlideHalf side="right" onClick={() => go(1)} />
          <div className={styles.top}>
            <div className={styles.heading}>
              <h2 id="slides-title">{item.title}</h2>
              <p>{formatSlideDate(item.startDate)}</p>
            </div>
            {languageToggle}
            <button ref={closeButton} type="button" className={styles.close} aria-label="Close" onClick={onClose}>
              <Icon name="close" size="m" />
            </button>
          </div>
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.control}
              aria-label="Previous slide"
              disabled={!canPrevious}
              onClick={() => go(-1)}
            >
              <Icon name="chevron-left" size="m" />
            </button>
            <ol className={styles.dots} aria-label="Slides">
              {item.slideKeys.map((slideKey, i) => (
                <li key={slideKey}>
                  <button
                    type="button"
                    className={styles.dot}
                    aria-label={`Slide ${i + 1} of ${count}`}
                    aria-current={i === index ? 'step' : undefined}
                    onClick={() => setIndex(i)}
                  />
                </li>
              ))}
            </ol>
            <button
              type="button"
              className={styles.control}
              aria-label="Next slide"
              disabled={!canNext}
              onClick={() => go(1)}
            >
              <Icon name="chevron-right" size="m" />
            </button>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** Half of the slide a mouse click turns back (left) or on (right); out of the keyboard's and readers' way. */
function SlideHalf({ side, onClick }: { side: 'left' | 'right'; onClick: () => void }) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      className={`${styles.half} ${side === 'left' ? styles.leftHalf : styles.rightHalf}`}
      data-testid={`slide-${side}-half`}
      onClick={onClick}
    />
  );
}
