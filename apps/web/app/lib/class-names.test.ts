import { describe, expect, it } from 'vitest';
import { joinClassNames } from './class-names';

describe('joinClassNames', () => {
  it('joins the names with single spaces', () => {
    expect(joinClassNames('field', 'invalid')).toBe('field invalid');
  });

  it('leaves out conditions that did not hold and missing names', () => {
    expect(joinClassNames('field', false, undefined, null, '', 'wide')).toBe('field wide');
  });
});
