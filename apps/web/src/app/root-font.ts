/** Spec 002 §9: the root font size scales with the viewport width between 1440 and 1920 px, base 16 px. */
export const ROOT_FONT_BASE_PX = 16;
const DESIGN_WIDTH = 1920;
const MIN_WIDTH = 1440;

/** 16 px at 1920 px and wider, 12 px at 1440 px and narrower, in proportion between. */
export function rootFontSize(viewportWidth: number): number {
  const width = Math.min(DESIGN_WIDTH, Math.max(MIN_WIDTH, viewportWidth));
  return (ROOT_FONT_BASE_PX * width) / DESIGN_WIDTH;
}

/** Keeps `<html>`'s font size in step with the window; returns the function that stops it. */
export function followRootFontSize(win: Window): () => void {
  const apply = (): void => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  return () => win.removeEventListener('resize', apply);
}
