import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.ts';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the last of several quick values once the delay has passed since it', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'b' });
    act(() => vi.advanceTimersByTime(600));
    rerender({ value: 'c' });
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe('c');
  });
});
