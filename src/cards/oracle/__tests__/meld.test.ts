// Meld cards (CR 712.4, 701.42): Scryfall's `meld` layout gives each card of a meld pair and the
// pair's melded face as cards of their own, without faces. A meld pair's card is read as any card
// of one face (its "(Melds with …)" line is reminder text); its paragraph that melds ("exile
// them, then meld them into …", 701.42a) and a melded face (which exists only as two cards
// melded, 712.4) stay text: melded permanents are not modelled.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

/** Card data of the `meld` layout, exactly as the pool gives it (no `card_faces`). */
const meld = (...args: Parameters<typeof card>): CardData => ({ ...card(...args), layout: 'meld' });

const scavengers = meld(
  'Midnight Scavengers',
  '{4}{B}',
  'Creature — Human Rogue',
  'When this creature enters, you may return target creature card with mana value 3 or less from your graveyard to your hand.\n(Melds with Graf Rats.)',
  '3/3',
);
const stones = meld(
  'The Mightstone and Weakstone',
  '{5}',
  'Legendary Artifact — Powerstone',
  "When The Mightstone and Weakstone enters, choose one —\n• Draw two cards.\n• Target creature gets -5/-5 until end of turn.\n{T}: Add {C}{C}. This mana can't be spent to cast nonartifact spells.\n(Melds with Urza, Lord Protector.)",
);
const argoth = meld(
  'Argoth, Sanctum of Nature',
  '',
  'Land',
  'This land enters tapped unless you control a legendary green creature.\n{T}: Add {G}.\n{2}{G}{G}, {T}: Create a 2/2 green Bear creature token, then mill three cards. Activate only as a sorcery.\n(Melds with Titania, Voice of Gaea.)',
);
const tatyova = card(
  'Tatyova, Benthic Druid',
  '{3}{G}{U}',
  'Legendary Creature — Merfolk Druid',
  'Landfall — Whenever a land you control enters, you gain 1 life and draw a card.',
  '3/3',
);
const gisela = meld(
  'Gisela, the Broken Blade',
  '{2}{W}{W}',
  'Legendary Creature — Angel Horror',
  'Flying, first strike, lifelink\nAt the beginning of your end step, if you both own and control Gisela and a creature named Bruna, the Fading Light, exile them, then meld them into Brisela, Voice of Nightmares.',
  '4/3',
);
const grafRats = meld(
  'Graf Rats',
  '{1}{B}',
  'Creature — Rat',
  'At the beginning of combat on your turn, if you both own and control this creature and a creature named Midnight Scavengers, exile them, then meld them into Chittering Host.',
  '2/1',
);
const brisela = meld(
  'Brisela, Voice of Nightmares',
  '',
  'Legendary Creature — Eldrazi Angel',
  "Flying, first strike, vigilance, lifelink\nYour opponents can't cast spells with mana value 3 or less.",
  '9/10',
);
const chitteringHost = meld(
  'Chittering Host',
  '',
  'Creature — Eldrazi Horror',
  "Haste\nMenace (This creature can't be blocked except by two or more creatures.)\nWhen this creature enters, other creatures you control get +1/+0 and gain menace until end of turn.",
  '5/6',
);

describe('a meld pair card is read as a card of one face (CR 712.4)', () => {
  it('Midnight Scavengers enters and returns Grizzly Bears (mana value 2), never Giant Spider (4), to the hand', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
            hand: [{ id: 'ms', card: 'Midnight Scavengers' }],
            graveyard: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'spider', card: 'Giant Spider' },
            ],
          },
          p2: {},
        },
      },
      [{ cast: 'ms' }, { pass: true }],
      { cards: compiled(scavengers) },
    );
    expect(g.error).toBeNull();
    // The only creature card with mana value 3 or less is the trigger's target.
    const ability = g.state.abilities[g.state.stack[0] ?? ''];
    expect(ability?.targets).toEqual([[g.get('bears').id]]);
    g.act({ pass: true });
    // "you may" (CR 608.2d): its controller is asked, and says yes.
    expect(g.state.pendingDecision).toEqual(expect.objectContaining({ player: 'p1' }));
    g.act({ decide: true });
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(['Giant Spider']);
    expect(g.names('p1', 'battlefield')).toContain('Midnight Scavengers');
  });

  it('The Mightstone and Weakstone enters; its controller chooses "Draw two cards" and draws two', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'],
            hand: [{ id: 'mw', card: 'The Mightstone and Weakstone' }],
            library: ['Island', 'Island', 'Island'],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'mw' }, { pass: true }],
      { cards: compiled(stones) },
    );
    expect(g.error).toBeNull();
    // The mode is chosen as the ability goes on the stack (CR 603.3c, 700.2).
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'chooseOption' });
    g.act({ decide: '0' });
    g.act({ pass: true });
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island']);
    expect(g.names('p1', 'library')).toEqual(['Island']);
  });

  it('Argoth, Sanctum of Nature enters tapped without a legendary green creature, untapped with Tatyova', () => {
    const play = (battlefield: string[]) => {
      const g = game(
        { turn: main, players: { p1: { battlefield, hand: [argoth.name], library: ['Island'] }, p2: {} } },
        [{ cast: argoth.name }],
        { cards: compiled(argoth, tatyova) },
      );
      expect(g.error).toBeNull();
      return g.get(argoth.name).tapped;
    };
    expect(play(['Grizzly Bears'])).toBe(true);
    expect(play(['Tatyova, Benthic Druid'])).toBe(false);
  });

  it('its "(Melds with …)" line is reminder text: no ability, nothing left unenforced', () => {
    expect(compileCard(scavengers).abilities.map((a) => a.text)).toEqual([
      'When this creature enters, you may return target creature card with mana value 3 or less from your graveyard to your hand.',
    ]);
  });
});

describe('melding (CR 701.42a) and melded faces (CR 712.4) stay text', () => {
  it("Gisela's keywords are enforced; her meld trigger stays text, so the card is partial", () => {
    const r = compileCard(gisela);
    expect(r.status).toBe('partial');
    expect(r.def.keywords).toEqual(expect.arrayContaining(['flying', 'first strike', 'lifelink']));
    expect(r.def.triggered ?? []).toEqual([]);
    expect(unenforced(gisela)).toEqual([gisela.oracle_text!.split('\n')[1]]);
  });

  it('Graf Rats: its only ability melds, so nothing of it is enforced', () => {
    const r = compileCard(grafRats);
    expect(r.status).toBe('none');
    expect(r.def.triggered ?? []).toEqual([]);
  });

  it('Brisela and Chittering Host, melded faces, are not enforced at all (no keywords, no abilities)', () => {
    for (const face of [brisela, chitteringHost]) {
      const r = compileCard(face);
      expect(r.status).toBe('none');
      expect(r.def.keywords ?? []).toEqual([]);
      expect(r.def.triggered ?? []).toEqual([]);
      expect(r.def.statics ?? []).toEqual([]);
      expect(r.abilities).toEqual([expect.objectContaining({ text: face.oracle_text, enforced: false })]);
    }
  });

  it('near miss: the same text under the normal layout is read as ever (Chittering Host would be full)', () => {
    // The layout, not the wording, makes a melded face: this guards the reading above, not the grammar.
    expect(compileCard({ ...chitteringHost, layout: 'normal' }).status).toBe('full');
  });
});
