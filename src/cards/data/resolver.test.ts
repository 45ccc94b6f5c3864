import { describe, expect, it } from 'vitest';
import { buildGame, characteristics, readContext, type CardSetup } from '../../engine';
import { game } from '../../testing/harness';
import { cardRegistry } from '../registry';
import { createCardBook, type ResolvedCard } from './card-book';
import type { CardData } from './card-data';
import { indexCards } from './card-index';
import { indexSource, resolveCards, resolveCardsSync, type CardSource, type SourceAnswer } from './resolver';
import { catalogueCards, fixtureCard, scryfallCards } from './test-data';

/** A fake Scryfall: answers from the fixtures and records what it was asked. */
function fakeScryfall(cards: readonly CardData[], answer?: Partial<SourceAnswer>): CardSource & { asked: string[][] } {
  const index = indexCards(cards);
  const asked: string[][] = [];
  return {
    id: 'scryfall',
    asked,
    lookup(names) {
      asked.push([...names]);
      if (answer?.unreachable) return Promise.resolve({ found: new Map(), unreachable: answer.unreachable });
      return Promise.resolve(indexSource('scryfall', index).lookup(names));
    },
  };
}

const catalogue = () => indexSource('catalogue', indexCards(catalogueCards()));

describe('the card resolver', () => {
  it('asks the pool first, then the catalogue, then Scryfall — each only for what the earlier ones lacked', async () => {
    const scryfall = fakeScryfall([...scryfallCards(), ...catalogueCards()]);
    // Grizzly Bears is in the pool and the catalogue; Gray Ogre in the catalogue (and on
    // Scryfall); Aura Gnarlid only on Scryfall.
    const r = await resolveCards(['Grizzly Bears', 'gray ogre', 'Aura Gnarlid'], cardRegistry, [scryfall, catalogue()]);
    expect(r.pool).toEqual(['Grizzly Bears']);
    expect(r.cards.map((c) => [c.data.name, c.source])).toEqual([
      ['Gray Ogre', 'catalogue'],
      ['Aura Gnarlid', 'scryfall'],
    ]);
    expect(scryfall.asked).toEqual([['Aura Gnarlid']]);
    expect(r.missing).toEqual([]);
  });

  it("a scenario's own card data comes before the catalogue, and a --cards file between them", () => {
    const mine: CardData = {
      name: 'Gray Ogre',
      mana_cost: '{2}{R}',
      type_line: 'Creature — Ogre',
      oracle_text: '',
      power: '2',
      toughness: '2',
    };
    const file = indexSource('file', indexCards([{ ...mine, power: '3' }, fixtureCard('Hill Giant')]));
    const r = resolveCardsSync(['Gray Ogre', 'Hill Giant', 'Craw Wurm'], cardRegistry, [
      catalogue(),
      file,
      indexSource('scenario', indexCards([mine])),
    ]);
    expect(r.cards.map((c) => [c.data.name, c.source])).toEqual([
      ['Gray Ogre', 'scenario'],
      ['Hill Giant', 'file'],
      ['Craw Wurm', 'catalogue'],
    ]);
  });

  it('names nowhere are missing, saying where it looked; offline says Scryfall could not be reached', async () => {
    const unknown = await resolveCards(['Not A Real Card'], cardRegistry, [catalogue(), fakeScryfall(scryfallCards())]);
    expect(unknown.missing).toEqual([
      {
        name: 'Not A Real Card',
        reason: 'not in the card pool, the offline catalogue or Scryfall',
        unreachable: false,
      },
    ]);
    const offline = await resolveCards(['Aura Gnarlid'], cardRegistry, [
      catalogue(),
      fakeScryfall(scryfallCards(), { unreachable: 'Scryfall could not be reached (offline)' }),
    ]);
    expect(offline.missing).toEqual([
      {
        name: 'Aura Gnarlid',
        reason: 'not in the card pool or the offline catalogue, and Scryfall could not be reached (offline)',
        unreachable: true,
      },
    ]);
  });

  it('a source that fails counts as unreachable, never a crash', async () => {
    const broken: CardSource = { id: 'cache', lookup: () => Promise.reject(new Error('storage is full')) };
    const r = await resolveCards(['Aura Gnarlid'], cardRegistry, [broken]);
    expect(r.missing[0]).toMatchObject({
      unreachable: true,
      reason: expect.stringContaining('the card cache failed (storage is full)'),
    });
  });

  it('compiles what it finds: a vanilla creature is full, text it cannot read stays text with a reason', () => {
    const r = resolveCardsSync(['Craw Wurm', 'Aura Gnarlid'], cardRegistry, [
      catalogue(),
      indexSource('file', indexCards(scryfallCards())),
    ]);
    const wurm = r.cards.find((c) => c.data.name === 'Craw Wurm');
    const gnarlid = r.cards.find((c) => c.data.name === 'Aura Gnarlid');
    expect(wurm?.compiled.def).toMatchObject({
      name: 'Craw Wurm',
      manaCost: '{4}{G}{G}',
      typeLine: 'Creature — Wurm',
      power: 6,
      toughness: 4,
    });
    expect(wurm?.compiled.status).toBe('full');
    expect(gnarlid?.compiled.def).toMatchObject({ typeLine: 'Creature — Beast', power: 2, toughness: 2 });
    for (const a of gnarlid?.compiled.abilities ?? []) if (!a.enforced) expect(a.reason).toBeTruthy();
  });

  it('repeats and spellings of one name are asked once', () => {
    const r = resolveCardsSync(['Craw Wurm', 'craw wurm', 'CRAW  WURM', ''], cardRegistry, [catalogue()]);
    expect(r.cards).toHaveLength(1);
  });
});

describe("a game's card book", () => {
  const resolved = resolveCardsSync(['Aura Gnarlid', 'Delver of Secrets'], cardRegistry, [
    indexSource('scryfall', indexCards(scryfallCards())),
  ]);

  it('pool cards win over card data of the same name', () => {
    const bolt = resolveCardsSync(['Lightning Bolt'], { canonicalName: () => undefined }, [
      indexSource('scryfall', indexCards(scryfallCards())),
    ]);
    const book = createCardBook({ pool: cardRegistry, cards: bolt.cards });
    expect(book.get('Lightning Bolt')).toBe(cardRegistry.get('Lightning Bolt'));
    expect(book.info('Lightning Bolt')).toMatchObject({ source: 'pool', status: 'full' });
  });

  it('knows the pool, the resolved cards and the catalogue by name; compiles catalogue cards on first use', () => {
    const book = createCardBook({
      pool: cardRegistry,
      cards: resolved.cards,
      catalogue: {
        index: indexCards(catalogueCards()),
        compile: (d) =>
          resolveCardsSync([d.name], { canonicalName: () => undefined }, [indexSource('catalogue', indexCards([d]))])
            .cards[0]!.compiled,
      },
    });
    expect(book.names()).toContain('Meddling Mage');
    expect(book.names()).toContain('Aura Gnarlid');
    expect(book.names()).toContain('Craw Wurm');
    expect(book.names()).toEqual([...book.names()].sort());
    expect(book.get('Craw Wurm')).toMatchObject({ power: 6, toughness: 4 });
    expect(book.info('Craw Wurm')).toMatchObject({ source: 'catalogue', status: 'full' });
    expect(book.get('Craw Wurm')).toBe(book.get('Craw Wurm'));
    expect(book.canonicalName('aura gnarlid')).toBe('Aura Gnarlid');
    expect(book.canonicalName('fire/ice')).toBe('Fire // Ice');
    expect(book.canonicalName('Delver of Secrets // Insectile Aberration')).toBe('Delver of Secrets');
    expect(book.get('Nonexistent')).toBeUndefined();
  });

  it('compiles a resolved card when the game first reads its definition: a card that stays in the library never is', () => {
    // The resolver's cards compile on first read, once.
    const own = Object.getOwnPropertyDescriptor(resolved.cards[0], 'compiled');
    expect(typeof own?.get).toBe('function');
    expect(resolved.cards[0]!.compiled).toBe(resolved.cards[0]!.compiled);
    // The book reads a card's compilation only when its definition or enforcement is asked for.
    const reads: string[] = [];
    const counted = resolved.cards.map((c): ResolvedCard => ({
      asked: c.asked,
      source: c.source,
      data: c.data,
      get compiled() {
        reads.push(c.data.name);
        return c.compiled;
      },
    }));
    const book = createCardBook({ pool: cardRegistry, cards: counted });
    expect(book.names()).toContain('Aura Gnarlid');
    expect(book.has?.('Aura Gnarlid')).toBe(true);
    expect(book.has?.('Nonexistent')).toBe(false);
    expect(book.canonicalName('delver of secrets')).toBe('Delver of Secrets');
    expect(reads).toEqual([]);
    // Building a game asks whether each card exists; only the permanent's definition is read.
    const at = (name: string, zone: CardSetup['zone'], i: number): CardSetup => ({
      path: `cards[${i}]`,
      name,
      owner: 'p1',
      zone,
      zonePlayer: 'p1',
    });
    // (buildGame throws when a name is unknown: both are known, by `has`.)
    buildGame(
      {
        turn: { number: 1, active: 'p1', step: 'main1' },
        players: { p1: { life: 20, manaPool: [] }, p2: { life: 20, manaPool: [] } },
        cards: [at('Aura Gnarlid', 'library', 0), at('Delver of Secrets', 'battlefield', 1)],
        sandbox: false,
        seed: 1,
      },
      book,
    );
    expect(reads).toEqual(['Delver of Secrets']);
    // Read again: compiled once.
    expect(book.get('Delver of Secrets')).toBe(book.get('Delver of Secrets'));
    expect(book.info('Aura Gnarlid')).toMatchObject({ source: 'scryfall', status: resolved.cards[0]!.compiled.status });
    expect(reads).toEqual(['Delver of Secrets', 'Aura Gnarlid']);
  });

  it('a stand-in has the name only and says why', () => {
    const book = createCardBook({
      pool: cardRegistry,
      standIns: [{ name: 'Tarmogoyf', note: 'Scryfall could not be reached (offline)' }],
    });
    expect(book.get('Tarmogoyf')).toEqual({ name: 'Tarmogoyf', manaCost: '', typeLine: '', oracle: '' });
    expect(book.info('Tarmogoyf')).toMatchObject({
      source: 'unavailable',
      status: 'none',
      note: 'Scryfall could not be reached (offline)',
    });
  });
});

describe('cards the engine could not read are still played', () => {
  it('a hybrid mana cost ({G/U}) is paid with either half: Slippery Bogle is a green-blue 1/1 of mana value 1, cast with a Forest or an Island (CR 107.4e)', () => {
    const r = resolveCardsSync(['Slippery Bogle'], cardRegistry, [
      indexSource('scryfall', indexCards(scryfallCards())),
    ]);
    const bogle = r.cards[0]!.compiled;
    expect(bogle.def).toMatchObject({
      name: 'Slippery Bogle',
      manaCost: '{G/U}',
      typeLine: 'Creature — Beast',
      power: 1,
      toughness: 1,
    });
    expect(bogle.status).toBe('full');
    const g = game(
      {
        turn: { number: 3, active: 'p1', phase: 'main1' },
        players: { p1: { battlefield: ['Island', 'Swamp'], hand: ['Slippery Bogle'] }, p2: {} },
      },
      [],
      { cards: [bogle.def] },
    );
    const ch = characteristics(readContext(g.state, g.engine.registry), g.get('Slippery Bogle'));
    expect(ch.colors).toEqual(['G', 'U']); // CR 105.2, 202.2: a hybrid symbol is both colours
    expect(ch.manaValue).toBe(1); // CR 202.3f
    g.act({ cast: 'Slippery Bogle' });
    expect(g.get('Island').tapped).toBe(true);
    expect(g.get('Swamp').tapped).toBe(false);
  });

  it('a half mana cost ({HR}) is kept but not enforced: the card is not cast by paying it', () => {
    const r = resolveCardsSync(['Half Golem'], cardRegistry, [
      indexSource(
        'scryfall',
        indexCards([
          {
            name: 'Half Golem',
            layout: 'normal',
            mana_cost: '{HR}',
            type_line: 'Artifact Creature — Golem',
            oracle_text: '',
            power: '2',
            toughness: '2',
          },
        ]),
      ),
    ]);
    const golem = r.cards[0]!.compiled;
    expect(golem.status).toBe('partial');
    expect(golem.abilities.at(-1)).toMatchObject({ text: 'Mana cost {HR}', enforced: false });
  });
});
