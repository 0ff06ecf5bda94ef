/** Today in the visitor's own time zone (the browser's; the server's while rendering), as 'yyyy-MM-dd'. */
export function getLocalToday(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
