/** A place name as a URL segment: lower case ASCII, accents dropped, words joined by '-' ('Cancún' → 'cancun'). */
export function toPlaceSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
