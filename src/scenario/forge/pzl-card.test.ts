import { describe, expect, it } from 'vitest';
import { counterKind, parsePzlCard } from './pzl-card';

describe('parsePzlCard', () => {
  it('reads a bare name', () => {
    expect(parsePzlCard('Island')).toEqual({
      card: { name: 'Island', tapped: false, summoningSick: false, token: false, unmodelled: [], ignored: [] },
      errors: [],
    });
  });

  it('reads every modelled modifier, in any case, with stray spaces', () => {
    const { card, errors } = parsePzlCard(
      'Test Golem | id:12 | TAPPED | summonsick | token | attachedto: 3 | ExiledWith:4 | Counters:P1P1=2, LOYALTY=3 | Damage:2 | set:XYZ',
    );
    expect(errors).toEqual([]);
    expect(card).toEqual({
      name: 'Test Golem',
      id: '12',
      attachedTo: '3',
      exiledWith: '4',
      tapped: true,
      summoningSick: true,
      token: true,
      counters: { '+1/+1': 2, loyalty: 3 },
      damage: 2,
      set: 'XYZ',
      unmodelled: [],
      ignored: [],
    });
  });

  it('keeps unmodelled modifiers verbatim, including flags given odd values', () => {
    const { card } = parsePzlCard('X|FaceDown|Meld:Y|Imprinting:|ExecuteScript:A|B|Tapped:no|Owner:nobody');
    expect(card.unmodelled).toEqual([
      'FaceDown',
      'Meld:Y',
      'Imprinting:',
      'ExecuteScript:A',
      'B',
      'Tapped:no',
      'Owner:nobody',
    ]);
    expect(card.tapped).toBe(false);
  });

  it('reads Attaching (as AttachedTo), EnchantingPlayer, Owner, Imprinting, ClassLevel and NoETBTrigs (real PC_070715, PS_M191, INQ01 specs)', () => {
    expect(parsePzlCard('Arrest|Set:MM2|Attaching:420').card).toMatchObject({ attachedTo: '420', unmodelled: [] });
    expect(parsePzlCard('Overwhelming Splendor|EnchantingPlayer:AI').card).toMatchObject({
      enchantingPlayer: 'p2',
      unmodelled: [],
    });
    expect(parsePzlCard('Isochron Scepter|Id:9|Imprinting:8').card).toMatchObject({ imprinting: '8', unmodelled: [] });
    expect(parsePzlCard('Grizzly Bears|Owner:Human|ClassLevel:2|NoETBTrigs').card).toMatchObject({
      owner: 'p1',
      classLevel: 2,
      noEtbTriggers: true,
      unmodelled: [],
    });
    expect(parsePzlCard('Huatli, Poet of Unity|Transformed|Counters:LORE=3').card).toMatchObject({
      transformed: true,
      unmodelled: [],
    });
    expect(parsePzlCard('X|AttachedTo:1|Attaching:2').errors).toEqual([
      'AttachedTo/Attaching is given twice (1 and 2)',
    ]);
  });

  it('reports conflicting ids', () => {
    expect(parsePzlCard('X|Id:1|Id:2').errors).toEqual(['Id is given twice (1 and 2)']);
  });
});

describe('counterKind', () => {
  it('maps P1P1 and M1M1 and lowercases the rest', () => {
    expect(counterKind('P1P1')).toBe('+1/+1');
    expect(counterKind('m1m1')).toBe('-1/-1');
    expect(counterKind('LOYALTY')).toBe('loyalty');
    expect(counterKind('P1P0')).toBe('p1p0');
  });
});

describe('parsePzlCard: edge cases', () => {
  it('reads ids as numbers (leading zeros do not matter)', () => {
    expect(parsePzlCard('X|Id:018|AttachedTo:0').card).toMatchObject({ id: '18', attachedTo: '0' });
  });

  it('treats Object.prototype names as ordinary counter kinds', () => {
    expect(parsePzlCard('X|Counters:constructor=2,toString=1').card.counters).toEqual({ constructor: 2, tostring: 1 });
  });
});
