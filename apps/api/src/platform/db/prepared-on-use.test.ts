import { describe, expect, it } from 'vitest';
import { preparedOnUse } from './prepared-on-use.ts';

describe('preparedOnUse', () => {
  it('prepares nothing until first used, then the same query every time', () => {
    let prepared = 0;
    const query = preparedOnUse(() => ({ id: ++prepared }));
    expect(prepared).toBe(0);
    expect(query()).toBe(query());
    expect(prepared).toBe(1);
  });
});
