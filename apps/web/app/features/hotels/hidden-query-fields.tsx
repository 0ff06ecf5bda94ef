/** The query a GET form must keep (the search, and what other forms of the page chose) as hidden fields. */
export function HiddenQueryFields({
  query,
  omit = [],
}: {
  query: URLSearchParams;
  omit?: readonly string[];
}) {
  return (
    <>
      {[...query.entries()]
        .filter(([key]) => !omit.includes(key))
        .map(([key, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: repeated keys (adults, ages) keep their order
          <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
        ))}
    </>
  );
}
