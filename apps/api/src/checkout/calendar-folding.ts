/**
 * RFC 5545 §3.1 wants each physical line at most 75 octets, folded with CRLF and one space, never
 * splitting a UTF-8 sequence. `ics` folds at 75 characters (and with a tab), so one accented letter
 * ('até', 'horário') already makes a line of 76 or more octets; strict readers then cut the
 * description. No maintained package refolds a finished calendar by octets (ical-generator and
 * ical.js build the whole calendar themselves), so this undoes `ics`'s folding and folds again.
 */

const MAX_OCTETS = 75;
const CRLF = '\r\n';
const encoder = new TextEncoder();

/** One content line as physical lines of at most 75 octets, the continuations after one space. */
export function foldContentLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; each continuation holds 74 after its leading space.
  let room = MAX_OCTETS;
  // Iterating a string yields whole code points, so a surrogate pair (4 octets) is never cut.
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
      room = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A whole calendar, however it was folded, folded again by octets; its lines keep their CRLF ends. */
export function foldCalendar(ics: string): string {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const ending = unfolded.endsWith(CRLF) ? CRLF : '';
  const lines = (ending ? unfolded.slice(0, -CRLF.length) : unfolded).split(CRLF);
  return lines.map(foldContentLine).join(CRLF) + ending;
}
