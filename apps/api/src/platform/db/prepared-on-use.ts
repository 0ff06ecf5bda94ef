/**
 * A prepared query made at its first use rather than with its repository: repositories are also made
 * for one transaction each (`createBookingsRepository(tx)`), and those rarely run the prepared reads.
 */
export function preparedOnUse<T>(prepare: () => T): () => T {
  let prepared: T | undefined;
  return () => {
    prepared ??= prepare();
    return prepared;
  };
}
