import { describe, expect, it } from 'vitest';
import { foldCalendar, foldContentLine } from './calendar-folding.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;
const unfold = (folded: string) => folded.replace(/\r\n /g, '');

describe('foldContentLine', () => {
  it('leaves a line of 75 octets whole', () => {
    const line = `DESCRIPTION:${'a'.repeat(63)}`;
    expect(octets(line)).toBe(75);
    expect(foldContentLine(line)).toBe(line);
  });

  it('folds by octets, not characters, when accented letters take two each', () => {
    const line = 'DESCRIPTION:Check-in a partir das 15:00\\; check-out até as 12:00 (horário local do hotel)';
    const folded = foldContentLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('never splits a multi-octet character across two lines', () => {
    const line = `SUMMARY:${'ã'.repeat(50)}${'🛫'.repeat(30)}`;
    const physical = foldContentLine(line).split('\r\n');
    for (const part of physical) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A cut sequence would not survive a UTF-8 round trip.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part);
      expect(part).not.toMatch(/[\ud800-\udfff]/u);
    }
    expect(unfold(physical.join('\r\n'))).toBe(line);
  });
});

describe('foldCalendar', () => {
  it('undoes another folding (CRLF and a tab) and folds again with a space, keeping the final CRLF', () => {
    const original = `BEGIN:VCALENDAR\r\nDESCRIPTION:${'é'.repeat(40)}\r\nEND:VCALENDAR\r\n`;
    const foldedByCharacters = `BEGIN:VCALENDAR\r\nDESCRIPTION:${'é'.repeat(20)}\r\n\t${'é'.repeat(20)}\r\nEND:VCALENDAR\r\n`;
    const refolded = foldCalendar(foldedByCharacters);
    expect(refolded.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(refolded).not.toContain('\t');
    for (const part of refolded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(unfold(refolded)).toBe(original);
  });
});
