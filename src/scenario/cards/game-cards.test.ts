// A scenario's cards resolved into one game's card book: stand-ins when a source can't be
// reached, unknown cards when nothing has them, Meddling Mage naming any known card, files that
// carry their card data and links that carry names only.
import { describe, expect, it } from 'vitest';
import { indexCards } from '../../cards/data/card-index';
import { indexSource, type CardSource } from '../../cards/data/resolver';
import { catalogueCards, scryfallCards } from '../../cards/data/test-data';
import { getObject, type Decision } from '../../engine';
import { decodePayload, encodePayload } from '../link/codec';
import { openScenarioValue } from '../link/open-link';
import { replay } from '../script';
import { openScenarioFile, scenarioFileText } from '../scenario-file';
import { cardRequest, resolveGameCards, resolveGameCardsSync, withEmbeddedCards } from './game-cards';

const catalogue = indexCards(catalogueCards());
const scryfall = () => indexSource('scryfall', indexCards(scryfallCards()));
const offline: CardSource = {
  id: 'scryfall',
  lookup: async () => ({ found: new Map(), unreachable: 'Scryfall could not be reached (offline)' }),
};
const doc = (players: object, extra: object = {}) => ({
  format: 'stackyard/scenario@1',
  turn: { number: 3, active: 'p1', phase: 'main1' },
  players,
  ...extra,
});

describe("a scenario's cards", () => {
  it('offline, a card nothing local has is played as a stand-in with its name, and a warning says why', async () => {
    const input = doc({ p1: { battlefield: ['Aura Gnarlid', 'Craw Wurm'] } });
    const resolved = await resolveGameCards(cardRequest(input), [offline], catalogue);
    expect(resolved.warnings).toEqual([
      {
        path: '',
        message:
          '"Aura Gnarlid" is played as a stand-in with its name only: it is not in the card pool or the offline catalogue, and Scryfall could not be reached (offline)',
        suggestion: 'open the scenario again when online to play it with its card data',
      },
    ]);
    const opened = openScenarioValue(input, resolved.cards);
    expect(opened.ok).toBe(true);
    expect(resolved.cards.book.info('Aura Gnarlid')).toMatchObject({ source: 'unavailable', status: 'none' });
    expect(resolved.cards.book.info('Craw Wurm')).toMatchObject({ source: 'catalogue', status: 'full' });
  });

  it('offline, a misspelled name is a stand-in whose note suggests the card known offline (Serra Angle → Serra Angel)', async () => {
    const input = doc({ p1: { battlefield: ['Serra Angle'] } });
    const resolved = await resolveGameCards(cardRequest(input), [offline], catalogue);
    expect(resolved.warnings).toHaveLength(1);
    expect(resolved.warnings[0]?.suggestion).toBe(
      'did you mean "Serra Angel"? (a card known offline); otherwise open the scenario again when online to play it with its card data',
    );
  });

  it('a name no source has, with every source asked, is an unknown card saying where it was looked for', async () => {
    const resolved = await resolveGameCards(cardRequest(doc({ p1: { hand: ['Qwxz Zzyx'] } })), [scryfall()], catalogue);
    const r = resolved.cards.restore(doc({ p1: { hand: ['Qwxz Zzyx'] } }));
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems[0]).toEqual({
        path: 'players.p1.hand[0]',
        message: 'unknown card "Qwxz Zzyx"',
        suggestion:
          'not in the card pool, the offline catalogue or Scryfall; use a proxy: { "proxy": { "name": "Qwxz Zzyx" } }',
      });
  });

  it("names are respelled as the resolver knows them: any case, a face's name, a double-faced card's full name", () => {
    const input = doc({
      p1: { battlefield: ['aura gnarlid', 'Delver of Secrets // Insectile Aberration'], hand: ['wear/tear'] },
    });
    const resolved = resolveGameCardsSync(cardRequest(input), [scryfall()], catalogue);
    const r = resolved.cards.restore(input);
    expect(r.ok && r.scenario.players.p1.battlefield).toEqual(['Aura Gnarlid', 'Delver of Secrets']);
    expect(r.ok && r.scenario.players.p1.hand).toEqual(['Wear // Tear']);
  });

  it('a card that takes the initiative ventures into Undercity: the dungeons are known from outside the game (CR 309.2), not listed as cards', () => {
    const paladin = {
      name: 'Goliath Paladin',
      mana_cost: '{4}{W}',
      type_line: 'Creature — Giant Knight',
      oracle_text: 'Vigilance\nWhen this creature enters, you take the initiative.',
      power: '3',
      toughness: '6',
    };
    const input = doc(
      { p1: { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Goliath Paladin'] } },
      { cards: [paladin], script: [{ cast: 'Goliath Paladin' }, { pass: true }, { pass: true }, { pass: true }] },
    );
    const resolved = resolveGameCardsSync(cardRequest(input), [], catalogue);
    expect(resolved.cards.book.names()).not.toContain('Undercity');
    const opened = openScenarioValue(input, resolved.cards);
    if (!opened.ok) throw new Error(JSON.stringify(opened.problems));
    const rp = replay(resolved.cards.engine, opened.loaded);
    expect(rp.error).toBeNull();
    expect(rp.final.initiative).toBe('p1');
    // Undercity in p1's command zone, its first room's ability on the stack (CR 725.2, 309.4c).
    const command = rp.final.players.p1.command ?? [];
    expect(command.map((id) => getObject(rp.final, id)?.def)).toEqual(['Undercity']);
    expect(rp.final.venture?.p1).toEqual({ dungeon: command[0], room: 0 });
    expect(rp.final.stack).toHaveLength(1);
  });

  it('Meddling Mage may name any nonland card the resolver knows, from the catalogue too (CR 201.4b)', () => {
    const input = doc(
      { p1: { battlefield: ['Plains', 'Island'], hand: ['Meddling Mage'] } },
      { script: [{ cast: 'Meddling Mage' }, { pass: true }] },
    );
    const resolved = resolveGameCardsSync(cardRequest(input), [], catalogue);
    const opened = openScenarioValue(input, resolved.cards);
    if (!opened.ok) throw new Error(JSON.stringify(opened.problems));
    const rp = replay(resolved.cards.engine, opened.loaded);
    expect(rp.error).toBeNull();
    const d = rp.final.pendingDecision as Decision;
    expect(d.kind).toBe('chooseOption');
    const names = (d.options ?? []).map((o) => o.value);
    expect(names).toContain('Craw Wurm');
    expect(names).toContain('Lightning Bolt');
    expect(names).not.toContain('Badlands'); // a land (CR 201.4b: a nonland card name)
    const named = resolved.cards.engine.perform(rp.final, {
      type: 'decide',
      player: 'p1',
      answer: 'Craw Wurm',
    } as never);
    expect(named.state.pendingDecision).toBeNull();
  });

  it('an exported file carries the data of its real cards and opens offline; a link carries names only', () => {
    const input = doc({ p1: { battlefield: ['Aura Gnarlid', 'Craw Wurm', 'Grizzly Bears'] } });
    const resolved = resolveGameCardsSync(cardRequest(input), [scryfall()], catalogue);
    const r = resolved.cards.restore(input);
    if (!r.ok) throw new Error('restore');
    const embedded = withEmbeddedCards(r.scenario, resolved.cards.book);
    expect(embedded.cards?.map((c) => (c as { name: string }).name)).toEqual(['Aura Gnarlid', 'Craw Wurm']); // not the pool's Grizzly Bears
    const text = scenarioFileText(r.scenario, [], { book: resolved.cards.book });
    // Reopened with no Scryfall and no catalogue: the file's own cards are enough.
    const again = resolveGameCardsSync(cardRequest(JSON.parse(text)), []);
    expect(again.cards.book.info('Aura Gnarlid')).toMatchObject({ source: 'scenario' });
    expect(again.cards.restoreText(text).ok).toBe(true);
    const link = decodePayload(encodePayload(embedded, []));
    expect(link.ok && (link.doc as Record<string, unknown>).cards).toBeUndefined();
  });

  it('card data in a scenario is validated like any other part of it', () => {
    const opened = openScenarioFile(
      'bad.stackyard.json',
      JSON.stringify(doc({}, { cards: [{ name: 'Gray Ogre', power: 2 }] })),
    );
    expect(opened.ok).toBe(false);
    if (!opened.ok)
      expect(opened.problems).toContainEqual({ path: 'cards[0].power', message: 'expected text, got the number 2' });
  });
});
