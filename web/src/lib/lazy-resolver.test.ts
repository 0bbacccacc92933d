import type { Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const rules: Resolver<Values> = (values) =>
  values.email
    ? { values, errors: {} }
    : {
        values: {},
        errors: { email: { type: 'required', message: 'Email is required' } } as never,
      };

/** A loader that counts its calls and fails the first `failures` of them. */
function loader(failures = 0) {
  const load = Object.assign(
    () => {
      load.calls++;
      return load.calls <= failures ? Promise.reject(new Error('offline')) : Promise.resolve(rules);
    },
    { calls: 0 },
  );
  return load;
}

describe('a form resolver that loads its rules on first use', () => {
  it('when the form is only shown, then its rules are not loaded', () => {
    const load = loader();
    lazyResolver(load);
    expect(load.calls).toBe(0);
  });

  it('when the form validates, then the loaded rules answer, and they load once', async () => {
    const load = loader();
    const resolver = lazyResolver(load);
    expect(await resolver({ email: '' }, undefined, options)).toEqual({
      values: {},
      errors: { email: { type: 'required', message: 'Email is required' } },
    });
    expect(await resolver({ email: 'ada@example.com' }, undefined, options)).toEqual({
      values: { email: 'ada@example.com' },
      errors: {},
    });
    expect(load.calls).toBe(1);
  });

  it('when preloaded, then the first validation uses that load', async () => {
    const load = loader();
    const resolver = lazyResolver(load);
    resolver.preload();
    resolver.preload();
    await resolver({ email: 'ada@example.com' }, undefined, options);
    expect(load.calls).toBe(1);
  });

  it('when the rules fail to download, then that submit fails and the next one loads them again', async () => {
    const load = loader(1);
    const resolver = lazyResolver(load);
    await expect(resolver({ email: '' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolver({ email: '' }, undefined, options)).errors).toHaveProperty('email');
    expect(load.calls).toBe(2);
  });
});
