import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('when asked twice, then it loads once and keeps the value', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const once = loadOnce(load);
    expect(once.current()).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([once.get(), once.get()])).resolves.toEqual(['chunk', 'chunk']);
    expect(once.current()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when a load fails, then the next request tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('chunk');
    const once = loadOnce(load);
    await expect(once.get()).rejects.toThrow('offline');
    expect(once.current()).toBeUndefined();
    await expect(once.get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
