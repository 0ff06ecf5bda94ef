/**
 * The work's answer, or null when it fails or once `budgetMs` has passed: for a part of a page that
 * the page can leave out (popular destinations, popular hotel cities) and must never wait long for.
 */
export async function withinBudget<T>(work: Promise<T>, budgetMs: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), budgetMs);
  });
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}
