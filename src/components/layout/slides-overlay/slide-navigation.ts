/** Where the overlay can go from slide `index` of `count` (spec 2.4: previous and next are disabled at the ends). */
export function slideNavigation(index: number, count: number) {
  return { canPrevious: index > 0, canNext: index < count - 1 };
}

/** Spec 9: the 1920×1080 design scaled to fit the window, never above its design size. */
export function slideScale(
  viewportWidth: number,
  viewportHeight: number,
  design = { width: 1920, height: 1080 },
  margin = 32,
) {
  return Math.min(1, (viewportWidth - margin * 2) / design.width, (viewportHeight - margin * 2) / design.height);
}

/** Spec 2.4: phones and tablets get a notice instead of the slides. */
export function isMobileDevice(userAgent: string, viewportWidth: number): boolean {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) || viewportWidth < 768;
}
