import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PRICE_MESSAGES } from '@shared/errors';
import { formResolver, moneyText, sizeText } from './form-schema';

describe('moneyText', () => {
  const price = moneyText('Price is required');

  it('reads euros as cents, a decimal comma included', () => {
    expect(price.parse('€1,234.565')).toBe(123457);
    expect(price.parse('2,50')).toBe(250);
  });

  it('says a negative amount is refused, and anything else unreadable is missing', () => {
    expect(price.safeParse('-2').error?.issues.map((issue) => issue.message)).toEqual([PRICE_MESSAGES.negative]);
    expect(price.safeParse('abc').error?.issues.map((issue) => issue.message)).toEqual(['Price is required']);
    expect(price.safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['Price is required']);
  });
});

describe('sizeText', () => {
  it('reads at most two decimals; a blank says `missing` when given', () => {
    expect(sizeText('Size must be greater than 0').parse('1200.5')).toBe(1200.5);
    expect(sizeText('Size must be greater than 0').safeParse('abc').error?.issues[0]?.message).toBe('Size must be greater than 0');
    expect(sizeText('Size must be greater than 0').safeParse(' ').error?.issues[0]?.message).toBe('Size must be greater than 0');
    expect(sizeText('Size must be greater than 0', 'Size is required').safeParse(' ').error?.issues[0]?.message).toBe('Size is required');
  });
});

describe('formResolver', () => {
  type Values = { name: string; notes: string; spaces: { price: string }[] };
  const schema = z.object({
    name: z.string().trim().min(1, 'Name is required'),
    spaces: z.array(z.object({ price: moneyText('Price is required') })),
  });
  const resolver = formResolver<Values>(schema);
  const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof resolver>[2];

  it('puts each message on its nested path and keeps no values', async () => {
    const result = await resolver({ name: ' ', notes: '', spaces: [{ price: '1' }, { price: '' }] }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      name: { message: 'Name is required' },
      spaces: [undefined, { price: { message: 'Price is required' } }],
    });
  });

  it('passes the values through as typed (not as the schema reads them) when every check passes', async () => {
    const values = { name: ' Riga North ', notes: 'kept', spaces: [{ price: '1,50' }] };
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
  });
});
