import { describe, expect, it } from 'vitest';
import type { TrainingProduct } from '../../domain/training/product';
import { trainingProductSchema } from '../training-product-schema';
import { decodeTraining, encodeTraining } from './training-doc';

const product: TrainingProduct = {
  durationS: 3600.5,
  powerS: 3600,
  np: 251.25,
  best20W: 270,
  power: { lo: 20, seconds: [5, 0, 3595] },
  hr: { lo: 140, seconds: [1.25, 0, 3599.25] },
  gasS: 3500,
  gasMps: 3.12,
  decoupling: { basis: 'power', pct: -2.5 },
};

describe('the training product as one line of text', () => {
  it('reads back exactly what it wrote, power histogram included', () => {
    const line = encodeTraining(product)!;
    expect(line.split(';')).toHaveLength(11);
    expect(line.endsWith(';20:5,0,3595')).toBe(true);
    expect(trainingProductSchema.parse(decodeTraining(line))).toEqual(product);
  });

  it('writes an empty last field for no power, and reads it back as no bin', () => {
    const none = { ...product, np: null, best20W: null, powerS: 0, power: { lo: 0, seconds: [] } };
    const line = encodeTraining(none)!;
    expect(line.endsWith(';')).toBe(true);
    expect(trainingProductSchema.parse(decodeTraining(line))).toEqual(none);
  });

  it('reads a line stored before the power histogram (ten fields) as having none', () => {
    const old = encodeTraining(product)!.split(';').slice(0, 10).join(';');
    expect(trainingProductSchema.parse(decodeTraining(old))).toEqual({
      ...product,
      power: { lo: 0, seconds: [] },
    });
  });

  it('refuses a power histogram the schema does not allow, with the field named', () => {
    const bad = (power: string) =>
      trainingProductSchema.safeParse(
        decodeTraining(`${encodeTraining(product)!.replace(/;[^;]*$/, '')};${power}`),
      );
    expect(bad('20:1.5').success).toBe(false);
    expect(bad('501:1').success).toBe(false);
    expect(bad('20').success).toBe(false);
    expect(bad('x:1').success).toBe(false);
    expect(bad(`0:${Array(502).fill(1).join(',')}`).success).toBe(false);
    const refused = bad('20:1.5');
    expect(refused.success ? '' : refused.error.issues[0]!.path.join('.')).toBe('power.seconds.0');
    expect(bad(`0:${Array(501).fill(1).join(',')}`).success).toBe(true);
  });
});
