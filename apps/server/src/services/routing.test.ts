// Lead routing: postal code ranges as owners write them, and which rules send a lead where (first match or all).
import { parsePostalRanges, postalCodeMatches, type TLeadRouting } from '@forms-engine/contracts';
import type { LogicConfig } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { routeLead, routesMailTo, routesTo } from './routing.ts';

describe('postal code ranges', () => {
  const matches = (text: string, code: string) => postalCodeMatches(code, parsePostalRanges(text) ?? []);

  it('reads ranges, single codes and prefixes, and refuses anything else', () => {
    expect(parsePostalRanges('80000-89999, 9*; 10115')).toEqual([
      { from: '80000', to: '89999' },
      { from: '9', to: '9\uffff' },
      { from: '10115', to: '10115' },
    ]);
    expect(parsePostalRanges('')).toEqual([]);
    expect(parsePostalRanges('80000-')).toBeNull();
    expect(parsePostalRanges('8000?')).toBeNull();
  });

  it('compares codes of one length as numbers, and others as text', () => {
    expect(matches('80000-89999', '80331')).toBe(true);
    expect(matches('80000-89999', '89999')).toBe(true);
    expect(matches('80000-89999', '90000')).toBe(false);
    // A shorter code is not in a range of longer ones.
    expect(matches('80000-89999', '8000')).toBe(false);
    expect(matches('9*', '90210')).toBe(true);
    expect(matches('SW1*', 'sw1a 1aa')).toBe(true);
    expect(matches('SW1*', 'SE1 7PB')).toBe(false);
    expect(matches('80000-89999', '')).toBe(false);
  });
});

describe('routeLead', () => {
  const config = {
    steps: [
      { id: 'bill', type: 'slider', title: 'Bill', min: 0, max: 500 },
      { id: 'address', type: 'location', title: 'Where?' },
      { id: 'contact', type: 'contact', title: 'Contact' },
    ],
    calculations: [{ id: 'estimate', label: 'Estimate', formula: 'bill * 100' }],
  } as unknown as LogicConfig;
  const answers = (bill: number, postalCode: string) => ({
    bill,
    address: { fullAddress: `Main St 1, ${postalCode}`, postalCode, isAvailable: true },
  });
  const routing = (mode: 'first' | 'all'): TLeadRouting => ({
    mode,
    rules: [
      {
        name: 'South',
        postalCodes: '80000-89999',
        when: null,
        recipients: ['Anna@example.com'],
        integrations: [1],
      },
      {
        name: 'Big',
        postalCodes: '',
        when: { step: 'estimate', op: 'gt', value: 20000 },
        recipients: ['big@example.com'],
        integrations: [2],
      },
    ],
  });

  it('sends a lead to what the first matching rule names, or every matching rule, and everything unnamed', () => {
    const both = answers(250, '80331');
    const first = routeLead(routing('first'), config, both);
    expect([...first.recipients]).toEqual(['anna@example.com']);
    expect([routesTo(first, 1), routesTo(first, 2), routesTo(first, 3)]).toEqual([true, false, true]);
    expect(routesMailTo(first, 'ANNA@example.com')).toBe(true);
    expect(routesMailTo(first, 'big@example.com')).toBe(false);
    expect(routesMailTo(first, 'owner@example.com')).toBe(true);

    const all = routeLead(routing('all'), config, both);
    expect([...all.recipients]).toEqual(['anna@example.com', 'big@example.com']);
    expect([routesTo(all, 1), routesTo(all, 2)]).toEqual([true, true]);
  });

  it('matches no rule for a small lead elsewhere, and none without a form to evaluate against', () => {
    const none = routeLead(routing('all'), config, answers(100, '10115'));
    expect([...none.recipients]).toEqual([]);
    expect([routesTo(none, 1), routesTo(none, 2), routesTo(none, 3)]).toEqual([false, false, true]);
    const big = routeLead(routing('first'), config, answers(300, '10115'));
    expect([...big.integrations]).toEqual([2]);
    const noConfig = routeLead(routing('all'), null, answers(300, '80331'));
    expect(noConfig.integrations.size).toBe(0);
  });
});
