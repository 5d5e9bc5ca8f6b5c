/**
 * Corrects FullCalendar's markup that assistive technology misreads (ADR 0057), on `root` and
 * whatever FullCalendar renders into it later:
 * - a month day cell is named by its day number only (`aria-labelledby`), so the events it
 *   shows are not part of its name: the cell is named by its content instead;
 * - the toolbar's chevrons are `role="img"` with no text: the button's title names it, the
 *   glyph is hidden;
 * - the "+2 more" link carries `aria-expanded`, which only fits a button: it is one.
 * Idempotent, so the observer settles after its own changes. Answers the disconnect.
 */
export function keepCalendarAccessible(root: HTMLElement): () => void {
  const fix = () => {
    for (const cell of root.querySelectorAll('td[role="gridcell"][aria-labelledby]')) cell.removeAttribute('aria-labelledby');
    for (const icon of root.querySelectorAll('.fc-icon[role="img"]:not([aria-hidden])')) icon.setAttribute('aria-hidden', 'true');
    for (const more of root.querySelectorAll('.fc-more-link:not([role])')) more.setAttribute('role', 'button');
  };
  fix();
  const observer = new MutationObserver(fix);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-labelledby', 'role', 'aria-hidden'] });
  return () => observer.disconnect();
}
