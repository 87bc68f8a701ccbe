/**
 * jsdom lays nothing out, so every element measures 0 × 0 and a virtualised list draws no row.
 * For the tests of one file, elements with `className` report `size` instead (others keep jsdom's).
 */
import { afterAll, beforeAll } from 'vitest';

export function stubClientSize(className: string, size: { clientWidth: number; clientHeight: number }): void {
  const keys = ['clientWidth', 'clientHeight'] as const;
  const real = keys.map((key) => [key, Object.getOwnPropertyDescriptor(Element.prototype, key)] as const);
  beforeAll(() => {
    for (const [key, descriptor] of real) {
      Object.defineProperty(HTMLElement.prototype, key, {
        configurable: true,
        get(this: HTMLElement) {
          if (this.classList.contains(className)) return size[key];
          return (descriptor?.get?.call(this) as number | undefined) ?? 0;
        },
      });
    }
  });
  afterAll(() => {
    for (const key of keys) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
  });
}
