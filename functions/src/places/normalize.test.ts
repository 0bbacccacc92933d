import { describe, expect, it } from 'vitest';
import { nameKeys, normalizePlaceText } from './normalize';
import { zipRegion } from './zip-regions';

describe('place text', () => {
  it('when a name has case, accents, okinas, dots or dashes, then it reads as plain words', () => {
    expect(normalizePlaceText('  São  Paulo ')).toBe('sao paulo');
    expect(normalizePlaceText('Kapa‘a')).toBe('kapaa');
    expect(normalizePlaceText('St. Louis')).toBe('st louis');
    expect(normalizePlaceText('Wilkes-Barre, PA')).toBe('wilkes barre pa');
    expect(normalizePlaceText("Coeur d'Alene")).toBe('coeur dalene');
  });

  it('when a name has a Saint, Mount or Fort, then it is found spelt either way', () => {
    expect(nameKeys('St. Paul')).toEqual(['st paul', 'saint paul']);
    expect(nameKeys('Fort Worth')).toEqual(['fort worth', 'ft worth']);
    expect(nameKeys('Mount Vernon')).toEqual(['mount vernon', 'mt vernon']);
    expect(nameKeys('Austin')).toEqual(['austin']);
  });
});

describe("a ZIP code's state", () => {
  it('when a ZIP is in the 50 states or DC, then its first three digits give the state', () => {
    expect(zipRegion('11211')).toBe('NY');
    expect(zipRegion('00501')).toBe('NY');
    expect(zipRegion('02139')).toBe('MA');
    expect(zipRegion('20001')).toBe('DC');
    expect(zipRegion('73301')).toBe('TX');
    expect(zipRegion('88510')).toBe('TX');
    expect(zipRegion('94110')).toBe('CA');
    expect(zipRegion('99501')).toBe('AK');
  });

  it('when a ZIP is in Puerto Rico, a territory or military mail, then it has none', () => {
    for (const zip of ['00601', '00802', '09001', '96910', '96201'])
      expect(zipRegion(zip)).toBeUndefined();
  });
});
