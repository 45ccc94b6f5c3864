/**
 * Cards and life: draw (CR 121), discard (701.9), mill (701.17), gain and lose life (119),
 * shuffle (701.20), look at a hand (402.3), extra turns (500.7), "reveals their hand. You
 * choose a nonland card from it. That player discards that card" (701.20a, 701.9a), "you get
 * {E}{E}" (energy counters, 107.14), "gets a poison counter" (122.1).
 */
import type { ObjectFilter, Ref } from '../../../../engine';
import { freshVar, type Build } from '../../build';
import { amountNode, lowerAmount, type AmountNode } from '../amounts';
import { lowerNP } from '../lower-nouns';
import { possessivePlayer, type NP } from '../nouns';
import { objectPhrase, qualifier, type ObjectPhrase } from '../objects';
import { alt, as, list, lit, lits, many, many1, map, opt, seq, spanned, tok, w, type P } from '../peg';
import { eitherCard } from './card-kinds';
import { eachRecipient } from './damage';
import { count, countOrX, self } from '../words';
import type { LowerTable, VerbEntry } from './verb';

export type CardsVp =
  | { k: 'draw'; n: AmountNode }
  /** "Draw three cards and reveal them" (CR 121.1, 701.20a): "them" then names the cards drawn. */
  | { k: 'drawReveal'; n: AmountNode }
  /** `upTo`: "discard up to two cards" (none to that many, the discarder choosing, CR 701.9a). */
  | { k: 'discard'; n: AmountNode | 'all' | 'any'; random?: boolean; upTo?: number }
  /** "Discard a land card", "discard a noncreature card" (CR 701.9a): one card of that kind, the discarder's choice. */
  | { k: 'discardKind'; ph: ObjectPhrase }
  | { k: 'revealChooseDiscard'; ph: ObjectPhrase; exile?: true }
  | { k: 'revealDiscardAll'; ph: ObjectPhrase }
  | { k: 'lookChooseDiscard'; whose: NP; n: AmountNode; upTo: boolean }
  | { k: 'mill'; n: AmountNode }
  /** "Mill three cards. You may put a land card from among them into your hand": one pick per kind. */
  | {
      k: 'millPick';
      n: AmountNode;
      kinds: { ph: ObjectPhrase; label: string }[];
      upTo: boolean;
      to: 'hand' | 'battlefield';
      /** "put up to two land cards from among them": how many of the one kind (plural). */
      max?: number;
      /** "put all Elf cards from among them": every one of the kind, no choice. */
      all?: true;
    }
  /** "put two cards from your hand on top of your library in any order" (CR 401.4). */
  | { k: 'handToLibrary'; n: AmountNode; position: 'top' | 'bottom' }
  | { k: 'gainLife'; n: AmountNode }
  | { k: 'loseLife'; n: AmountNode }
  /**
   * "that player loses half their life, rounded up", "you lose half your life, rounded up": half
   * the life total of the player who loses it (CR 119.1, 107.1a); `your` says which pronoun was written.
   */
  | { k: 'loseHalfLife'; round: 'up' | 'down'; your: boolean }
  | { k: 'shuffle' }
  | { k: 'shuffleInto'; self: boolean; zones: ('hand' | 'graveyard')[]; owners: boolean; it?: true }
  | { k: 'lookAtHand'; whose: NP }
  | { k: 'extraTurn' }
  /** "skip your next turn", "skips their next two turns" (CR 614.10); `your`: the pronoun written. */
  | { k: 'skipTurns'; n: number; your: boolean }
  | { k: 'getEnergy'; n: AmountNode }
  | { k: 'getPoison'; n: AmountNode }
  /** "you win the game" (CR 104.2b), "target player loses the game" (104.3e). */
  | { k: 'gameOutcome'; outcome: 'win' | 'lose' };

const n = (v: number | 'X'): AmountNode => (v === 'X' ? { k: 'x' } : { k: 'n', n: v });
const aCard = alt(
  as(lit('a card'), n(1)),
  as(lit('an additional card'), n(1)),
  // "draw that many cards", "that player mills that many cards": see `thatMany` (./amounts.ts).
  as(lit('that many cards'), { k: 'thatMany' } as AmountNode),
  map(seq(countOrX, opt(w('additional')), w('cards')), ([v]) => n(v)),
);
const their = w('their', 'your', 'his');

/** One energy symbol (CR 107.14). */
const E = tok('{E}', (t) => (t.kind === 'sym' && t.v === '{E}' ? t.v : null));
/** "{E}{E}" (two), "six {E}", "an amount of {E} equal to …", "that many {E}". */
const energy: P<AmountNode> = alt(
  map(many1(E), (es) => n(es.length)),
  map(seq(count, E), ([c]) => n(c)),
  map(seq(lit('an amount of'), E, lit('equal to'), amountNode), ([, , , a]) => a),
  map(seq(amountNode, E), ([a]) => a),
);

/** "target player's hand", "target opponent's hand", "each opponent's hand", "that player's hand". */
const whoseHand: P<NP> = map(seq(possessivePlayer, w('hand')), ([p]) =>
  // Not "each player's hand": every player's, more than one hand.
  p.k === 'players' && p.which === 'each' ? null : p,
);

/**
 * "choose a card from it", "choose two cards from it", "choose up to X cards from it" (of a hand
 * looked at), then ". That player discards that card / those cards" (CR 402.3, 701.9a): the
 * singular goes with one card only.
 */
const chooseFromHandDiscard: P<{ n: AmountNode; upTo: boolean }> = map(
  seq(
    w('choose'),
    alt(
      as(lit('a card'), { n: n(1), upTo: false, one: true }),
      map(seq(opt(lit('up to')), countOrX, w('cards')), ([up, c]) =>
        c === 1 ? null : { n: n(c), upTo: !!up, one: false },
      ),
    ),
    lit('from it .'),
    alt(lit('that player'), lit('the player')),
    w('discards'),
    alt(as(lit('that card'), true), as(lit('those cards'), false)),
  ),
  ([, c, , , , one]) => (c.one === one ? { n: c.n, upTo: c.upTo } : null),
);

/**
 * What is chosen from among the milled cards: "a land card", "a Plains card or a creature card
 * with mana value 3 or less" (either), "a creature card and/or a land card" (one of each kind,
 * chosen one after the other among the cards still there).
 */
const milledKinds: P<{ ph: ObjectPhrase; label: string }[]> = alt(
  // The label follows "up to one" in the prompt: no article of its own.
  map(spanned(eitherCard), (e) => [{ ph: e.v, label: e.text.replace(/^an? /i, '') }]),
  map(list(seq(w('a', 'an'), spanned(objectPhrase)), 'and/or', 2), (items) =>
    items.map(([, ph]) => ({ ph: ph.v, label: ph.text })),
  ),
  map(seq(w('a', 'an'), spanned(objectPhrase)), ([, ph]) => [{ ph: ph.v, label: ph.text }]),
);

/** "them", "those cards", "the milled cards", "the cards milled this way" (after "mill N cards"). */
const theMilled = alt(w('them'), lit('those cards'), lit('the milled cards'), lit('the cards milled this way'));

/**
 * After "mill three cards": ". You may put a land card from among them into your hand", ", then
 * you may put …", ". Then put a creature card from among the milled cards onto the battlefield",
 * ", then you may return a permanent card from among them to your hand" (CR 701.17a, 608.2c).
 */
const pickMilled: P<{
  kinds: { ph: ObjectPhrase; label: string }[];
  upTo: boolean;
  to: 'hand' | 'battlefield';
  max?: number;
  all?: true;
}> = map(
  seq(
    alt(lit(', then'), seq(w('.'), opt(w('then')))),
    opt(lit('you may')),
    alt(
      // "put all Elf cards from among them into your hand", "put up to two land cards …", "return
      // up to two permanent cards from among them to your hand": of one kind, several (plural).
      map(
        seq(
          alt(
            as(seq(w('put'), w('all')), { all: true } as { all?: true; max?: number }),
            map(
              seq(w('put', 'return'), lit('up to'), count),
              ([, , n]) => ({ max: n }) as { all?: true; max?: number },
            ),
          ),
          spanned(objectPhrase),
          lit('from among'),
          theMilled,
          alt(lit('into your hand'), lit('to your hand'), lit('onto the battlefield')),
        ),
        ([how, ph, , , d]) =>
          !ph.v.plural || (how.max !== undefined && how.max < 2)
            ? null
            : {
                kinds: [{ ph: ph.v, label: ph.text }],
                to: (d.toLowerCase() === 'onto the battlefield' ? 'battlefield' : 'hand') as 'hand' | 'battlefield',
                ...how,
              },
      ),
      map(
        seq(
          w('put'),
          milledKinds,
          lit('from among'),
          theMilled,
          alt(lit('into your hand'), lit('onto the battlefield')),
        ),
        ([, kinds, , , d]) => ({
          kinds,
          to: (d.toLowerCase() === 'into your hand' ? 'hand' : 'battlefield') as 'hand' | 'battlefield',
        }),
      ),
      map(seq(w('return'), milledKinds, lit('from among'), theMilled, lit('to your hand')), ([, kinds]) => ({
        kinds,
        to: 'hand' as const,
      })),
    ),
  ),
  // "and/or" kinds are each "up to one" (a choice, said with "you may"); "up to two" is a choice
  // too, "all" none ("you may" before either is not a wording read here).
  ([, may, p]) => {
    const more = 'max' in p || 'all' in p;
    if (more && may) return null;
    if (p.kinds.length > 1 && !may) return null;
    const max = 'max' in p ? p.max : undefined;
    const all = 'all' in p ? p.all : undefined;
    return {
      kinds: p.kinds,
      upTo: !!may || max !== undefined,
      to: p.to,
      ...(max !== undefined ? { max } : {}),
      ...(all ? { all } : {}),
    };
  },
);

/**
 * Whether `r` names one player: you, the event's player, one target player, or the controller or
 * owner of one object. Not a set ("each opponent").
 */
function onePlayer(b: Build, r: Ref): boolean {
  if (r.ref === 'you' || r.ref === 'trigger') return true;
  if (r.ref === 'target') {
    const t = b.targets[r.slot];
    return !!t && t.max === 1 && !t.countIsX && !!t.filter.players && !t.filter.objects && !t.filter.spells;
  }
  if (r.ref === 'controllerOf' || r.ref === 'ownerOf')
    return ['source', 'trigger', 'enchanted', 'equipped'].includes(r.of.ref);
  return false;
}

export const CARDS_VERBS: VerbEntry<CardsVp>[] = [
  {
    subject: 'player',
    parse: alt(
      map(
        seq(w('draw', 'draws'), aCard, lit('and'), w('reveal', 'reveals'), w('them', 'it')),
        ([, c]) => ({ k: 'drawReveal', n: c }) as CardsVp,
      ),
      // "…, then draw that many cards [plus one]": as many as were discarded or sacrificed that way.
      map(
        seq(w('draw', 'draws'), lit('that many cards'), opt(lit('plus one'))),
        ([, , plus]) =>
          ({
            k: 'draw',
            n: plus ? { k: 'plus', a: { k: 'thatMany' }, b: { k: 'n', n: 1 } } : { k: 'thatMany' },
          }) as CardsVp,
      ),
      map(seq(w('draw', 'draws'), aCard), ([, c]) => ({ k: 'draw', n: c }) as CardsVp),
      // "Draw cards equal to the number of cards in your hand": the amount is counted once, as the
      // instruction is carried out, before any card is drawn (CR 608.2h, 121.2).
      map(seq(w('draw', 'draws'), lit('cards equal to'), amountNode), ([, , a]) => ({ k: 'draw', n: a }) as CardsVp),
      map(
        seq(w('discard', 'discards'), aCard, opt(lit('at random'))),
        ([, c, r]) => ({ k: 'discard', n: c, ...(r ? { random: true } : {}) }) as CardsVp,
      ),
      // "Discard a land card", "discards a creature card": one card of a kind (not "at random").
      map(seq(w('discard', 'discards'), w('a', 'an'), objectPhrase), ([, , ph]) =>
        ph.filter.cardOnly && !ph.plural ? ({ k: 'discardKind', ph } as CardsVp) : null,
      ),
      map(
        seq(w('discard', 'discards'), opt(lit('his or')), their, w('hand')),
        () => ({ k: 'discard', n: 'all' }) as CardsVp,
      ),
      // "Discard all the cards in your hand", "that player discards all the cards in their hand": the
      // whole hand (CR 701.9a), as "discard your hand".
      as(seq(w('discard', 'discards'), lit('all the cards in'), their, w('hand')), {
        k: 'discard',
        n: 'all',
      } as CardsVp),
      // "Discard any number of cards" (CR 701.9a): none to all of them, as the discarder chooses.
      as(seq(w('discard'), lit('any number of cards')), { k: 'discard', n: 'any' } as CardsVp),
      // "Discard up to two cards" (CR 701.9a): none to two of them, as the discarder chooses.
      map(seq(w('discard'), lit('up to'), count, w('cards')), ([, , c]) =>
        c > 1 ? ({ k: 'discard', n: 'any', upTo: c } as CardsVp) : null,
      ),
      // "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card."
      // "… You choose a nonland card from it. Exile that card." / "… from it and exile that card" (Castigate):
      // the card chosen is exiled (CR 406.2), not discarded. Not "Exile that card until this creature
      // leaves the battlefield" (Brain Maggot: it would return to the hand, CR 610.3), nor another
      // player doing it ("That player exiles that card"): the sentence then doesn't end here.
      map(
        seq(
          w('reveals', 'reveal'),
          their,
          // "…reveals their hand. You choose …", "…reveals their hand and you choose …" (Addle).
          alt(lit('hand . you choose'), lit('hand and you choose')),
          w('a', 'an'),
          objectPhrase,
          lit('from it'),
          many(qualifier),
          alt(
            as(lit('. that player discards that card'), false),
            as(alt(lit('. exile that card'), lit('and exile that card')), true),
          ),
        ),
        ([, , , , ph, , quals, exile]) => {
          const f = { ...ph.filter };
          const out = { ...ph, filter: f };
          if (!quals.every((q) => q(f, out))) return null;
          return { k: 'revealChooseDiscard', ph: out, ...(exile ? { exile: true } : {}) } as CardsVp;
        },
      ),
      // "Target player reveals their hand and discards all nonland cards" (Amnesia; CR 701.20a, 701.9a).
      map(seq(w('reveals'), their, lit('hand and discards all'), objectPhrase), ([, , , ph]) =>
        ph.plural ? ({ k: 'revealDiscardAll', ph } as CardsVp) : null,
      ),
      // "Look at target player's hand and choose a card from it. That player discards that card."
      map(
        seq(lit('look at'), whoseHand, w('and'), chooseFromHandDiscard),
        ([, whose, , c]) => ({ k: 'lookChooseDiscard', whose, ...c }) as CardsVp,
      ),
      // "put two cards from your hand on top of your library in any order", "put a card from your
      // hand on the bottom of your library": the owner arranges them either way (CR 401.4).
      map(
        seq(
          w('put'),
          alt(
            as(lit('a card'), n(1)),
            map(seq(count, w('cards')), ([c]) => (c > 1 ? n(c) : null)),
          ),
          lit('from your hand'),
          alt(as(lit('on top of'), 'top' as const), as(lit('on the bottom of'), 'bottom' as const)),
          lit('your library'),
          opt(lit('in any order')),
        ),
        ([, c, , position, , anyOrder]) =>
          anyOrder && c.k === 'n' && c.n === 1 ? null : ({ k: 'handToLibrary', n: c, position } as CardsVp),
      ),
      map(seq(w('mill'), aCard, pickMilled), ([, c, p]) => ({ k: 'millPick', n: c, ...p }) as CardsVp),
      map(seq(w('mill', 'mills'), aCard), ([, c]) => ({ k: 'mill', n: c }) as CardsVp),
      // "Target player mills cards equal to your life total" (CR 701.17a, 608.2h).
      map(seq(w('mill', 'mills'), lit('cards equal to'), amountNode), ([, , a]) => ({ k: 'mill', n: a }) as CardsVp),
      // "you get {E}{E}" (CR 107.14, 122.1).
      map(seq(w('get', 'gets'), energy), ([, a]) => ({ k: 'getEnergy', n: a }) as CardsVp),
      // "Target player gets a poison counter", "each opponent gets two poison counters" (CR 122.1).
      map(
        seq(
          w('get', 'gets'),
          alt(
            as(lit('a poison counter'), n(1)),
            map(seq(countOrX, lit('poison counters')), ([v]) => n(v)),
          ),
        ),
        ([, a]) => ({ k: 'getPoison', n: a }) as CardsVp,
      ),
      map(seq(w('gain', 'gains'), amountNode, w('life')), ([, a]) => ({ k: 'gainLife', n: a }) as CardsVp),
      map(seq(w('gain', 'gains'), lit('life equal to'), amountNode), ([, , a]) => ({ k: 'gainLife', n: a }) as CardsVp),
      map(seq(w('lose', 'loses'), amountNode, w('life')), ([, a]) => ({ k: 'loseLife', n: a }) as CardsVp),
      map(
        seq(w('lose', 'loses'), w('half'), w('their', 'your'), w('life'), lit(', rounded'), w('up', 'down')),
        ([, , whose, , , r]) =>
          ({
            k: 'loseHalfLife',
            round: r.toLowerCase() as 'up' | 'down',
            your: whose.toLowerCase() === 'your',
          }) as CardsVp,
      ),
      // "you win the game" (CR 104.2b), "target player loses the game" (104.3e).
      as(seq(w('win', 'wins'), lit('the game')), { k: 'gameOutcome', outcome: 'win' } as CardsVp),
      as(seq(w('lose', 'loses'), lit('the game')), { k: 'gameOutcome', outcome: 'lose' } as CardsVp),
      map(seq(w('lose', 'loses'), lit('life equal to'), amountNode), ([, , a]) => ({ k: 'loseLife', n: a }) as CardsVp),
      // "Shuffle your graveyard into your library", "Each player shuffles their hand and graveyard into their library",
      // "Shuffle ~ and your graveyard into their owner's library".
      map(
        seq(
          w('shuffle', 'shuffles'),
          opt(seq(self, w('and'))),
          their,
          alt(
            as(lit('hand and graveyard'), ['hand', 'graveyard'] as ('hand' | 'graveyard')[]),
            as(w('graveyard'), ['graveyard'] as ('hand' | 'graveyard')[]),
            as(w('hand'), ['hand'] as ('hand' | 'graveyard')[]),
          ),
          w('into'),
          alt(
            as(lits("their owner's library", "its owner's library", "their owners' libraries"), true),
            as(alt(lit('their library'), lit('your library')), false),
          ),
        ),
        ([, s, , zones, , owners]) => ({ k: 'shuffleInto', self: !!s, zones, owners }) as CardsVp,
      ),
      // "Shuffle ~ into its owner's library" (Beacon of Destruction): the object itself only;
      // "shuffle it into its owner's library" (Serra Avatar): the object "it" names.
      as(seq(w('shuffle'), self, lit("into its owner's library")), {
        k: 'shuffleInto',
        self: true,
        zones: [],
        owners: true,
      } as CardsVp),
      as(seq(w('shuffle'), w('it'), lit("into its owner's library")), {
        k: 'shuffleInto',
        self: true,
        zones: [],
        owners: true,
        it: true,
      } as CardsVp),
      as(seq(w('shuffle', 'shuffles'), opt(seq(their, w('library')))), { k: 'shuffle' } as CardsVp),
      map(seq(lit('look at'), whoseHand), ([, whose]) => ({ k: 'lookAtHand', whose }) as CardsVp),
      as(seq(w('take', 'takes'), lit('an extra turn after this one')), { k: 'extraTurn' } as CardsVp),
      map(
        seq(
          w('skip', 'skips'),
          w('your', 'their'),
          w('next'),
          alt(
            as(w('turn'), 1),
            map(seq(count, w('turns')), ([v]) => v),
          ),
        ),
        ([, pronoun, , n]) => ({ k: 'skipTurns', n, your: pronoun.toLowerCase() === 'your' }) as CardsVp,
      ),
    ),
  },
];

export const LOWER_CARDS: LowerTable<CardsVp> = {
  drawReveal: (v, c) => {
    const a = lowerAmount(c.b, v.n);
    if (a === null) return false;
    const as = freshVar(c.b, 'drawn');
    c.b.steps.push({ do: 'drawReveal', player: c.actor, count: a, as });
    // "one of them" reads the step itself (lower-effect.ts); "it" / "that card" is not read after
    // it ("The creature gets +X/+X …, where X is that card's mana value" would name it wrongly).
    Object.assign(c.b, { it: null, itUnnamed: true });
    return true;
  },
  draw: (v, c) => {
    const a = lowerAmount(c.b, v.n);
    if (a === null) return false;
    c.b.steps.push({ do: 'draw', player: c.actor, count: a });
    return true;
  },
  discard: (v, c) => {
    if (v.n === 'any') {
      // Only your own discard: "that many" then counts one player's cards.
      if (c.actor.ref !== 'you') return false;
      const count = v.upTo ?? 'all';
      c.b.steps.push({ do: 'discard', player: c.actor, count, anyNumber: true, as: freshVar(c.b, 'discarded') });
      return true;
    }
    const a = v.n === 'all' ? 'all' : lowerAmount(c.b, v.n);
    if (a === null) return false;
    c.b.steps.push({ do: 'discard', player: c.actor, count: a, ...(v.random ? { random: true } : {}) });
    return true;
  },
  discardKind: (v, c) => {
    const ph = v.ph;
    // Only a kind of card in the discarder's own hand: not "another", nor a zone, owner or controller.
    if (ph.other || ph.filter.zone || ph.filter.controller || ph.filter.owner) return false;
    const { cardOnly: _c, ...filter } = ph.filter;
    void _c;
    if (!Object.keys(filter).length) return false;
    c.b.steps.push({ do: 'discard', player: c.actor, count: 1, filter });
    return true;
  },
  revealChooseDiscard: (v, c) => {
    const ph = v.ph;
    if (ph.plural || ph.other || ph.filter.zone || ph.filter.controller || ph.filter.owner) return false;
    if (c.actor.ref !== 'target') return false;
    const { cardOnly: _c, ...filter } = ph.filter;
    void _c;
    c.b.steps.push({
      do: 'discard',
      player: c.actor,
      count: 1,
      chosenBy: 'you',
      filter,
      ...(v.exile ? { exile: true as const, as: freshVar(c.b, 'exiled') } : {}),
    });
    return true;
  },
  revealDiscardAll: (v, c) => {
    const ph = v.ph;
    if (ph.other || !ph.filter.cardOnly || ph.filter.zone || ph.filter.controller || ph.filter.owner) return false;
    // A player named once ("target player"); their own hand, every matching card, no choice made.
    if (c.actor.ref !== 'target') return false;
    const { cardOnly: _c, ...filter } = ph.filter;
    void _c;
    c.b.steps.push({ do: 'discard', player: c.actor, count: 'all', chosenBy: 'you', filter });
    return true;
  },
  lookChooseDiscard: (v, c) => {
    // You look and choose (CR 402.3); the hand's owner discards what was chosen (701.9a).
    if (c.actor.ref !== 'you') return false;
    const who = lowerNP(c.b, v.whose, 'player');
    if (!who || who.ref === 'players' || who.ref === 'union' || who.ref === 'all') return false;
    const a = lowerAmount(c.b, v.n);
    if (a === null) return false;
    c.b.steps.push({
      do: 'discard',
      player: who,
      count: a,
      chosenBy: 'you',
      looked: true,
      ...(v.upTo ? { upTo: true as const } : {}),
    });
    return true;
  },
  mill: (v, c) => {
    const a = lowerAmount(c.b, v.n);
    if (a === null) return false;
    c.b.steps.push({ do: 'mill', player: c.actor, count: a });
    return true;
  },
  millPick: (v, c) => {
    // Your own library, graveyard and hand: "you" mills and chooses.
    if (c.actor.ref !== 'you') return false;
    const filters: ObjectFilter[] = [];
    for (const { ph } of v.kinds) {
      const f = ph.filter;
      // Plural only for "all …" / "up to two …" of one kind.
      const plural = v.max !== undefined || !!v.all;
      if (ph.plural !== plural || ph.other || !f.cardOnly || f.zone || f.controller || f.owner || f.token !== undefined)
        return false;
      const { cardOnly: _c, ...filter } = f;
      void _c;
      filters.push(filter);
    }
    const a = lowerAmount(c.b, v.n);
    if (a === null) return false;
    const milled = freshVar(c.b, 'milled');
    c.b.steps.push({ do: 'mill', player: c.actor, count: a, as: milled });
    // One pick per kind ("a creature card and/or a land card"), each among the cards still in
    // the graveyard: a card of both kinds may be either one (CR 608.2c).
    v.kinds.forEach(({ label }, i) => {
      const filter = filters[i] as ObjectFilter;
      c.b.steps.push({
        do: 'pickAmong',
        from: { ref: 'var', name: milled },
        zone: 'graveyard',
        ...(Object.keys(filter).length ? { filter } : {}),
        // "If you don't, …" after it names whether a card was put (`as`, lower-effect.ts lastChoice).
        ...(v.upTo ? { upTo: true as const } : {}),
        ...(v.max !== undefined ? { max: v.max } : {}),
        ...(v.all ? { all: true as const } : {}),
        to: v.to,
        label,
      });
    });
    // The card chosen is not named by a later "it".
    Object.assign(c.b, { it: null, itUnnamed: true, them: undefined });
    return true;
  },
  handToLibrary: (v, c) => {
    // Your own hand and library: "you" chooses and arranges (CR 401.4).
    if (c.actor.ref !== 'you') return false;
    const a = lowerAmount(c.b, v.n);
    if (a === null) return false;
    c.b.steps.push({ do: 'handToLibrary', count: a, position: v.position });
    return true;
  },
  getEnergy: (v, c) => {
    const a = lowerAmount(c.b, v.n);
    if (a === null) return false;
    c.b.steps.push({ do: 'getEnergy', player: c.actor, count: a });
    return true;
  },
  getPoison: (v, c) => {
    const a = lowerAmount(c.b, v.n);
    if (a === null) return false;
    c.b.steps.push({ do: 'getPoison', player: c.actor, count: a });
    return true;
  },
  gainLife: (v, c) => {
    const a = lowerAmount(c.b, v.n);
    if (a === null) return false;
    c.b.steps.push({ do: 'gainLife', player: c.actor, amount: a });
    return true;
  },
  loseLife: (v, c) => {
    const a = lowerAmount(c.b, v.n);
    if (a !== null) {
      c.b.steps.push({ do: 'loseLife', player: c.actor, amount: a });
      return true;
    }
    // "Each opponent loses life equal to the number of cards in their hand": "their" is each of
    // those players in turn, every amount counted before any life is lost (CR 608.2h, 119.3).
    const counted = c.actor.ref === 'players' ? eachRecipient(c.b, v.n) : null;
    if (!counted?.each) return false;
    c.b.steps.push({ do: 'loseLife', player: c.actor, amount: counted.amount, each: counted.each });
    return true;
  },
  loseHalfLife: (v, c) => {
    // Half of one player's own life total, read as the step resolves: "your" for you, "their"
    // for any other one player. A set of players ("each opponent loses half their life") would
    // need each one's own half, which one amount can't say: not read.
    const a = c.actor;
    if (v.your !== (a.ref === 'you') || !onePlayer(c.b, a)) return false;
    c.b.steps.push({ do: 'loseLife', player: a, amount: { half: { lifeOf: a }, round: v.round } });
    return true;
  },
  gameOutcome: (v, c) => {
    c.b.steps.push({ do: v.outcome === 'win' ? 'winGame' : 'loseGame', player: c.actor });
    return true;
  },
  shuffle: (_v, c) => {
    c.b.steps.push({ do: 'shuffle', player: c.actor });
    // The revealed cards left on top go into the library this shuffles: yours (CR 701.20).
    if (c.actor.ref === 'you') c.b.restUnplaced = false;
    return true;
  },
  shuffleInto: (v, c) => {
    // "their owner's library" is said only with "~ and": the cards go to their owners' libraries (CR 400.3).
    if (v.owners !== v.self) return false;
    const each = c.actor.ref === 'players' && c.actor.which === 'each';
    // Another player named ("Target player shuffles their graveyard into their library"): their
    // cards, read relative to them; "~ and" only for you or each player.
    const other = !each && c.actor.ref !== 'you';
    if (other && (v.self || c.actor.ref === 'players')) return false;
    const owner = each ? {} : { owner: 'you' as const };
    // "Shuffle ~ into its owner's library": the object goes to its owner's library, which its owner shuffles (CR 701.20).
    if (v.self && !v.zones.length) {
      if (c.actor.ref !== 'you') return false;
      // "it": an object the trigger or an earlier instruction named (not a player, not unnamed).
      const what: Ref | null = v.it ? c.b.it : { ref: 'source' };
      if (!what || (v.it && c.b.itUnnamed) || (what.ref === 'trigger' && what.key === 'player')) return false;
      const as = freshVar(c.b, 'shuffled');
      c.b.steps.push({ do: 'moveTo', what, zone: 'library', as });
      c.b.steps.push({ do: 'shuffle', player: { ref: 'ownerOf', of: { ref: 'var', name: as } } });
      return true;
    }
    const refs: Ref[] = [
      ...(v.self ? [{ ref: 'source' as const }] : []),
      ...v.zones.map((zone): Ref => ({
        ref: 'all',
        filter: { zone, ...owner },
        ...(other ? { relativeTo: c.actor } : {}),
      })),
    ];
    c.b.steps.push({
      do: 'moveTo',
      what: refs.length === 1 ? (refs[0] as Ref) : { ref: 'union', of: refs },
      zone: 'library',
    });
    c.b.steps.push({ do: 'shuffle', player: c.actor });
    return true;
  },
  lookAtHand: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const who = lowerNP(c.b, v.whose, 'player');
    if (!who) return false;
    c.b.steps.push({ do: 'lookAtHand', player: who });
    return true;
  },
  extraTurn: (_v, c) => {
    c.b.steps.push({ do: 'extraTurn', player: c.actor });
    return true;
  },
  skipTurns: (v, c) => {
    // The pronoun names the player who skips: "you skip your", "target player skips their".
    if (v.your !== (c.actor.ref === 'you')) return false;
    c.b.steps.push({ do: 'skipTurns', player: c.actor, count: v.n });
    return true;
  },
};
