// Triggered abilities that work from the graveyard (CR 113.6): "Landfall — Whenever a land you
// control enters, you may return this card from your graveyard to the battlefield" (Bloodghast).
// The card watches only while it is in its owner's graveyard; on the battlefield the ability does
// nothing; a card put into the graveyard by the same simultaneous event doesn't see that event
// (leaves-the-battlefield events look back in time, CR 603.10a: Nether Traitor dying together
// with another creature doesn't trigger).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const bloodghast = card(
  'Bloodghast',
  '{B}{B}',
  'Creature — Vampire Spirit',
  "This creature can't block.\nThis creature has haste as long as an opponent has 10 or less life.\nLandfall — Whenever a land you control enters, you may return this card from your graveyard to the battlefield.",
  '2/1',
);
const traitor = card(
  'Nether Traitor',
  '{B}{B}',
  'Creature — Spirit',
  'Haste\nShadow (This creature can block or be blocked by only creatures with shadow.)\nWhenever another creature is put into your graveyard from the battlefield, you may pay {B}. If you do, return this card from your graveyard to the battlefield.',
  '1/1',
);
const pyroclasm = card('Pyroclasm', '{1}{R}', 'Sorcery', 'Pyroclasm deals 2 damage to each creature.');
const CARDS = compiled(bloodghast, traitor, pyroclasm);

describe('triggered abilities that work from the graveyard (CR 113.6)', () => {
  it('Bloodghast in the graveyard: a land entering under its owner’s control returns it (a yes to "you may")', () => {
    const g = game(
      { turn: main, players: { p1: { hand: ['Swamp'], graveyard: ['Bloodghast'] } } },
      [{ cast: 'Swamp' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(1);
    g.act({ pass: true });
    expect(g.state.pendingDecision?.kind).toBe('may');
    g.act({ decide: true });
    expect(g.names('p1', 'battlefield')).toEqual(['Swamp', 'Bloodghast']);
    expect(g.names('p1', 'graveyard')).toEqual([]);
  });

  it('Bloodghast on the battlefield, or a land entering under the opponent’s control: nothing triggers', () => {
    const onField = game(
      { turn: main, players: { p1: { hand: ['Swamp'], battlefield: ['Bloodghast'] } } },
      [{ cast: 'Swamp' }],
      { cards: CARDS },
    );
    expect(onField.error).toBeNull();
    expect(onField.state.stack).toHaveLength(0);
    const theirs = game(
      {
        turn: { number: 3, active: 'p2', phase: 'main1' },
        players: { p1: { graveyard: ['Bloodghast'] }, p2: { hand: ['Swamp'] } },
      },
      [{ cast: 'Swamp' }],
      { cards: CARDS },
    );
    expect(theirs.error).toBeNull();
    expect(theirs.state.stack).toHaveLength(0);
  });

  it('Nether Traitor in the graveyard: another creature dying lets its owner pay {B} to return it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Lightning Bolt'],
            graveyard: ['Nether Traitor'],
            battlefield: ['Mountain', 'Swamp', { id: 'bears', card: 'Grizzly Bears' }],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(1);
    g.act({ pass: true });
    expect(g.state.pendingDecision?.kind).toBe('may');
    g.act({ decide: true });
    expect(g.names('p1', 'battlefield')).toContain('Nether Traitor');
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt', 'Grizzly Bears']);
  });

  it('Nether Traitor dying at the same time as another creature doesn’t trigger (CR 603.10a)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Pyroclasm'],
            battlefield: ['Mountain', 'Mountain', 'Swamp', 'Nether Traitor', { id: 'bears', card: 'Grizzly Bears' }],
          },
        },
      },
      [{ cast: 'Pyroclasm' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Pyroclasm', 'Nether Traitor', 'Grizzly Bears']);
    expect(g.state.stack).toHaveLength(0);
    expect(g.state.pendingDecision).toBeNull();
  });

  it('near miss: an Aura returned from the graveyard to the battlefield (Screams from Within) stays text', () => {
    const screams = card(
      'Screams from Within',
      '{1}{B}{B}',
      'Enchantment — Aura',
      'Enchant creature\nEnchanted creature gets -1/-1.\nWhen enchanted creature dies, return this card from your graveyard to the battlefield.',
    );
    expect(unenforced(screams)).toEqual([
      'When enchanted creature dies, return this card from your graveyard to the battlefield.',
    ]);
  });
});
