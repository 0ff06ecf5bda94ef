import { describe, expect, it } from 'vitest';
import { formatMonth } from './cruise-month';

describe('formatMonth', () => {
  it('names the month and year in the page language', () => {
    expect(formatMonth('2027-01', 'es')).toBe('enero de 2027');
    expect(formatMonth('2027-01', 'en')).toBe('January 2027');
    expect(formatMonth('2027-01', 'pt')).toBe('janeiro de 2027');
  });
});
