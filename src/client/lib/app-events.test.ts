import { describe, expect, it, vi } from 'vitest';
import { emitAppEvent, onAppEvent } from './app-events';

describe('app events', () => {
  it('delivers the payload to every listener until it stops listening', () => {
    const a = vi.fn();
    const b = vi.fn();
    const stopA = onAppEvent('refresh:category:totals', a);
    const stopB = onAppEvent('refresh:category:totals', b);
    emitAppEvent('refresh:category:totals', { categoryId: 4 });
    expect(a).toHaveBeenCalledWith({ categoryId: 4 });
    expect(b).toHaveBeenCalledWith({ categoryId: 4 });
    stopA();
    emitAppEvent('refresh:category:totals', { categoryId: null });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenLastCalledWith({ categoryId: null });
    stopB();
  });
});
