/** Calendar days between two local date-times ('2027-03-10T23:10:00' → '2027-03-11T06:00:00' is 1). */
export function getDayOffset(from: string, to: string): number {
  const day = (text: string) =>
    Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)));
  return Math.round((day(to) - day(from)) / 86_400_000);
}
