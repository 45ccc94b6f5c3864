/**
 * Amounts (CR 107.1–107.3): numbers, X, "that much", "its power", "the number of Swamps you
 * control", "the number of cards in your hand", "twice …", "… minus 1", and what "for each …"
 * counts. The tree keeps the pronouns; lowering (lowerAmount) reads them in context.
 */
import type { Amount, ManaType, ObjectFilter, Ref, StepSpec } from '../../../engine';
import { freshVar, type Build } from '../build';
import { lowerNP, itRef, sacrificedRef } from './lower-nouns';
import { objectRef, playerNP, targetNP, type NP } from './nouns';
import { colorSymbolsOfPermanents, devotionTo } from './devotion';
import { diedAmount, diedFilter } from './died';
import { enteredUnder } from './entered-under';
import { CHARACTERISTIC_KEYS, countableNow, objectPhrase, qualifier, type ObjectPhrase } from './objects';
import { alt, as, lit, lits, many, map, opt, rule, seq, w, type P } from './peg';
import { count, counterKindWord, self, X } from './words';
import { optionName, voteCount, votesFor } from './votes';

/** An amount of the tree. */
export type AmountNode =
  | { k: 'n'; n: number }
  | { k: 'x' }
  /** "that much": the amount of the triggering event (damage dealt, life gained). */
  | { k: 'thatMuch' }
  /**
   * "its power", "that creature's toughness"; `named`: "that card's …", read only where an earlier
   * instruction of the effect named the card (never the triggering object by default).
   */
  | { k: 'stat'; stat: 'power' | 'toughness' | 'manaValue'; of: NP | 'sacrificed' | 'discarded'; named?: true }
  /** "the number of creatures you control", "… they control" (relative to a player). */
  | { k: 'count'; filter: ObjectFilter; relativeTo?: NP; namedSelf?: true }
  | { k: 'cardsInHand'; who: NP }
  | { k: 'lifeOf'; who: NP }
  /** "your speed" (CR 702.179). */
  | { k: 'speed' }
  | { k: 'countersOn'; counter?: string; on: NP }
  /** CR 700.4: creatures that died this turn; `filter`: only those matching it as they last existed ("Zubera", "under your control"). */
  | { k: 'creaturesDied'; filter?: ObjectFilter }
  /**
   * "the total power of creatures you control", "the greatest power among creatures you control",
   * "the greatest toughness among other creatures you control" (CR 208.1): `toughness` for toughness.
   */
  | { k: 'powerOf'; how: 'total' | 'greatest'; filter: ObjectFilter; toughness?: true }
  /**
   * "the greatest mana value among permanents you control / cards in your graveyard" (CR 202.3);
   * `total`: "the total mana value of noncreature artifacts you control" (their sum).
   */
  | { k: 'greatestManaValue'; filter: ObjectFilter; total?: true }
  /**
   * "for each different power among creatures you control", "the number of different mana values
   * among nonland cards in your graveyard" (CR 208.1, 202.3): how many different values there are.
   */
  | { k: 'distinct'; stat: 'power' | 'manaValue'; filter: ObjectFilter }
  /** "the number of creatures in your party", "for each creature in your party" (CR 700.8). */
  | { k: 'party' }
  /** "the number of opponents you have", "for each opponent you have" (CR 102.2). */
  | { k: 'opponents' }
  /** "for each opponent you attacked with a creature this combat" (melee, CR 702.121a). */
  | { k: 'opponentsAttacked' }
  /**
   * "for each creature blocking it (beyond the first)" (rampage, CR 702.23a): the creatures
   * blocking the object named, less one with `beyondFirst`.
   */
  | { k: 'blockers'; of: NP; beyondFirst: boolean }
  /** Strive (CR 601.2f): "for each target beyond the first": the targets chosen, less one. */
  | { k: 'targetsBeyondFirst' }
  /** Multikicker (CR 702.33c): "for each time it was kicked": the times its multikicker cost was paid. */
  | { k: 'timesKicked' }
  /** Domain: "basic land types among lands you control" (CR 205.3i, 305.6). */
  | { k: 'basicLandTypes'; filter: ObjectFilter }
  /** "the number of colors among permanents you control", "for each color among …" (CR 105.2). */
  | { k: 'colorsAmong'; filter: ObjectFilter }
  /**
   * "for each Equipment attached to ~", "… Aura attached to it" (CR 301.5, 303.4): the objects
   * attached to the object named, which must be the source itself.
   */
  | { k: 'attachedTo'; filter: ObjectFilter; to: NP }
  /**
   * "for each creature card milled this way", "… land card discarded this way", "the number of
   * creature cards milled this way": of the cards the effect's latest mill (CR 701.17a) or
   * discard (701.9a) moved, those matching the phrase.
   */
  | { k: 'movedThisWay'; how: 'milled' | 'discarded' | 'revealed' | 'exiled'; filter: ObjectFilter }
  /** "for each poison counter your opponents have" (CR 122.1f): the poison counters of those players. */
  | { k: 'poison'; who: NP }
  /** "for each of its colors" (CR 105.2): the colors of the object "its" names. */
  | { k: 'colorsOf'; of: NP | 'castSpell' }
  /** "your devotion to black", "your devotion to white and black" (CR 700.5). */
  | { k: 'devotion'; colors: ManaType[] }
  | { k: 'minus'; a: AmountNode; b: AmountNode }
  /** "1 plus the number of artifacts your opponents control". */
  | { k: 'plus'; a: AmountNode; b: AmountNode }
  | { k: 'times'; a: AmountNode; n: number }
  /** "half the number of Forests you control, rounded down" (CR 107.1a). */
  | { k: 'half'; a: AmountNode; round: 'up' | 'down' }
  /** "the life lost this way": the life an earlier instruction of the same effect took (CR 119.3). */
  | { k: 'lifeLostThisWay' }
  /** "the damage dealt this way": the damage the latest damage instruction dealt, in all. */
  | { k: 'damageDealtThisWay' }
  /** "for each death vote": the votes an option got (CR 701.38; votes.ts). */
  | { k: 'votes'; option: string }
  /**
   * "for each creature destroyed this way", "… permanent destroyed this way": how many the
   * effect's destroy instruction before it destroyed (CR 701.8; not those indestructible or
   * regenerated). `type`: the noun, a card type or "permanent".
   */
  | { k: 'destroyedThisWay'; type: string }
  /**
   * "for each creature exiled this way": the permanents the effect's latest exile instruction
   * moved from the battlefield (CR 406.2), as they last existed there (608.2h). `type` as above.
   */
  | { k: 'exiledThisWay'; type: string }
  /** "the number of cards revealed this way" after "Reveal any number of … cards in your hand" (CR 701.20a). */
  | { k: 'revealedThisWay' }
  /** "for each 1 damage prevented this way" after a prevention shield: its further effect (CR 615.5, ./prevented-this-way.ts). */
  | { k: 'preventedThisWay' }
  /** "the amount of life you gained this turn", "… your opponents have lost this turn" (CR 119.3). */
  | { k: 'lifeThisTurn'; who: NP; change: 'gained' | 'lost' }
  /** "the result": the effect's last die roll (CR 706.1). */
  | { k: 'result' }
  /**
   * "the number of spells you've cast this turn" (CR 601.2i), "… cards they've drawn this turn"
   * (121.2), "… times you descended this turn" (700.11), "for each creature that attacked this
   * turn" (`attackers`, 508.1): what a player did this turn.
   */
  | { k: 'didThisTurn'; what: 'spellsCast' | 'cardsDrawn' | 'descended' | 'attackers' | 'discarded'; who: NP }
  /**
   * "that many" / "that much" right after "discard any number of cards" or "sacrifice any number
   * of …": how many were discarded or sacrificed (CR 701.9a, 701.21a).
   */
  | { k: 'anyNumberThisWay' }
  /**
   * "that many" counting cards ("draw that many cards", "mills that many cards"): how many the
   * instruction just before discarded or sacrificed ("Discard all the cards in your hand, then
   * draw that many cards", CR 701.9a), else, as the effect's first instruction, the triggering
   * event's amount ("Whenever ~ deals combat damage to a player, draw that many cards": the
   * damage dealt, CR 603.7c, 120.3).
   */
  | { k: 'thatMany' }
  /** An amount read whole, already in the engine's words ("the number of Goblins that entered …"). */
  | { k: 'lowered'; a: Amount }
  /**
   * "the amount of mana spent to cast this spell", "the number of colors of mana spent to cast
   * it" (converge), "for each color of mana spent to cast it" (sunburst): CR 601.2h, 702.44a.
   */
  | { k: 'manaSpent'; of: NP; colors: boolean };

const STAT: Record<string, 'power' | 'toughness' | 'manaValue'> = {
  power: 'power',
  toughness: 'toughness',
  'mana value': 'manaValue',
};
const stat = map(alt(w('power', 'toughness'), lit('mana value')), (s) => STAT[s.toLowerCase()] ?? null);

/** "its power", "that creature's toughness", "~'s power", "the sacrificed creature's mana value". */
const statOf: P<AmountNode> = alt(
  map(seq(w('its'), stat), ([, s]) => ({ k: 'stat', stat: s, of: { k: 'pronoun', word: 'its' } }) as AmountNode),
  map(
    // "that spell's mana value": the spell a cast trigger names (on the stack, its X counted, CR 202.3e).
    // "that artifact's mana value" (Artifact Mutation): the object named before, as "that artifact" names it.
    seq(
      lits(
        "that creature's",
        "the creature's",
        "that spell's",
        "that artifact's",
        "that enchantment's",
        "that permanent's",
      ),
      stat,
    ),
    ([, s]) => ({ k: 'stat', stat: s, of: { k: 'pronoun', word: 'that creature' } }) as AmountNode,
  ),
  // "Return target creature card from your graveyard to your hand. You gain life equal to that
  // card's power": the card named before, as it last existed if it moved (CR 608.2h).
  map(
    seq(lit("that card's"), stat),
    ([, s]) => ({ k: 'stat', stat: s, of: { k: 'pronoun', word: 'that creature' }, named: true }) as AmountNode,
  ),
  // "Exile target card from a graveyard. … where X is the exiled card's mana value": the card the
  // effect exiled. Its mana value is the same in exile as where it was (CR 202.3); its power and
  // toughness may not be (a creature exiled from the battlefield, 608.2h), which stay text.
  map(
    seq(lit("the exiled card's"), lit('mana value')),
    () => ({ k: 'stat', stat: 'manaValue', of: { k: 'pronoun', word: 'that creature' }, named: true }) as AmountNode,
  ),
  // "the discarded card's mana value", "the mana value of the discarded card": the one card the
  // effect's discard instruction before it discarded (see discardedCard).
  map(seq(lit("the discarded card's"), stat), ([, s]) => ({ k: 'stat', stat: s, of: 'discarded' }) as AmountNode),
  map(
    seq(w('the'), stat, lit('of the discarded card')),
    ([, s]) => ({ k: 'stat', stat: s, of: 'discarded' }) as AmountNode,
  ),
  map(seq(self, lit("'s"), stat), ([, , s]) => ({ k: 'stat', stat: s, of: { k: 'self' } }) as AmountNode),
  // "target creature's power", "the power of target creature you control" (Soul's Grace, Soul's
  // Majesty): one target object, chosen as the spell or ability is put on the stack (CR 115.1,
  // 601.2c), read as it resolves (608.2h); it is what "that creature" names next.
  map(
    seq(lit("target creature's"), stat),
    ([, s]) =>
      ({
        k: 'stat',
        stat: s,
        of: { k: 'target', filter: { objects: { types: ['creature'] } }, min: 1, max: 1, label: 'target creature' },
      }) as AmountNode,
  ),
  map(seq(w('the'), stat, w('of'), targetNP), ([, s, , t]) =>
    oneTargetObject(t) ? ({ k: 'stat', stat: s, of: t } as AmountNode) : null,
  ),
  map(
    seq(
      lits(
        "the sacrificed creature's",
        "the sacrificed artifact's",
        "the sacrificed enchantment's",
        "the sacrificed permanent's",
      ),
      stat,
    ),
    ([, s]) => ({ k: 'stat', stat: s, of: 'sacrificed' }) as AmountNode,
  ),
  map(
    seq(lits("enchanted creature's"), stat),
    ([, s]) => ({ k: 'stat', stat: s, of: { k: 'enchanted' } }) as AmountNode,
  ),
  map(seq(lits("equipped creature's"), stat), ([, s]) => ({ k: 'stat', stat: s, of: { k: 'equipped' } }) as AmountNode),
);

/** Whether `np` is one target object (no player, spell or count of X). */
function oneTargetObject(np: NP): boolean {
  if (np.k !== 'target') return false;
  const f = np.filter;
  return !!f.objects && !f.players && !f.spells && np.max === 1 && np.min === 1 && !np.countIsX && !np.other;
}

const counterKind = counterKindWord;

/** Domain's count (CR 205.3i, 305.6): "… among lands you control", permanents a player controls only. */
function basicLandTypes(ph: ObjectPhrase): AmountNode | null {
  const f = ph.filter;
  if (!ph.plural || ph.other || f.zone || f.controller !== 'you') return null;
  return { k: 'basicLandTypes', filter: f };
}

/** "colors among permanents you control" (CR 105.2): objects on the battlefield a player controls only. */
function colorsAmong(ph: ObjectPhrase): AmountNode | null {
  const f = ph.filter;
  if (!ph.plural || ph.other || f.zone || f.controller !== 'you') return null;
  return { k: 'colorsAmong', filter: f };
}

/** "you've" / "they've" before a verb: the player ("they": the player named before, "that player"). */
const playerHas: P<NP> = alt(
  as(lits("you've", 'you have'), { k: 'you' } as NP),
  as(lits("they've", 'they have'), { k: 'pronoun', word: 'that player' } as NP),
  // "for each spell your opponents have cast this turn": all of theirs together.
  as(lit('your opponents have'), { k: 'players', which: 'opponents' } as NP),
);

/**
 * "spells you've cast this turn", "cards they've drawn this turn", "times you descended this
 * turn" (after "the number of"): what a player did this turn, all of it (a spell cast or a card
 * drawn this turn still counts after it left, CR 601.2i, 121.2).
 */
const didThisTurn: P<AmountNode> = alt(
  map(
    seq(w('spells'), playerHas, w('cast'), lit('this turn')),
    ([, who]) => ({ k: 'didThisTurn', what: 'spellsCast', who }) as AmountNode,
  ),
  map(
    seq(w('cards'), playerHas, w('drawn'), lit('this turn')),
    ([, who]) => ({ k: 'didThisTurn', what: 'cardsDrawn', who }) as AmountNode,
  ),
  // "cards you've discarded this turn", "cards target opponent discarded this turn" (CR 701.9a).
  map(
    seq(w('cards'), alt(playerHas, playerNP), w('discarded'), lit('this turn')),
    ([, who]) => ({ k: 'didThisTurn', what: 'discarded', who }) as AmountNode,
  ),
  as(lit('times you descended this turn'), {
    k: 'didThisTurn',
    what: 'descended',
    who: { k: 'you' },
  } as AmountNode),
);

/**
 * "creature that attacked this turn" (any player's), "creature you attacked with this turn": the
 * creatures declared as attackers this turn (CR 508.1); `plural` for "creatures …".
 */
function attackersOf(plural: boolean): P<AmountNode> {
  const noun = plural ? 'creatures' : 'creature';
  return alt(
    as(lit(`${noun} that attacked this turn`), {
      k: 'didThisTurn',
      what: 'attackers',
      who: { k: 'players', which: 'each' },
    } as AmountNode),
    as(lit(`${noun} you attacked with this turn`), {
      k: 'didThisTurn',
      what: 'attackers',
      who: { k: 'you' },
    } as AmountNode),
  );
}

/** "Zubera that died this turn", "creatures that died under your control this turn" (died.ts, CR 700.4). */
const diedThisTurn: P<{ ph: ObjectPhrase; filter: ObjectFilter } | null> = map(
  seq(objectPhrase, lit('that died'), opt(lit('under your control')), lit('this turn')),
  ([ph, , under]) => {
    const filter = diedFilter(ph, !!under);
    return filter ? { ph, filter } : null;
  },
);

/**
 * Whose hand "cards in … hand" names (CR 402.1): "your", "their" / "that player's" (the player
 * named before), "target player's", "target opponent's", and all opponents' hands together
 * ("your opponents' hands", "each opponent's hand"). `plural`: the "hands" form.
 */
const handOwner: P<{ who: NP; plural: boolean }> = alt(
  map(seq(w('your'), w('hand')), () => ({ who: { k: 'you' } as NP, plural: false })),
  map(seq(alt(w('their'), lit("that player's")), w('hand')), () => ({
    who: { k: 'pronoun', word: 'that player' } as NP,
    plural: false,
  })),
  map(seq(lits("target player's", "target opponent's"), w('hand')), ([p]) => ({
    who: {
      k: 'target',
      filter: { players: p.startsWith('target opponent') ? 'opponent' : true },
      min: 1,
      max: 1,
      label: p.slice(0, -2),
    } as NP,
    plural: false,
  })),
  map(alt(seq(lit("your opponents'"), w('hands')), seq(lit("each opponent's"), w('hand'))), () => ({
    who: { k: 'players', which: 'opponents' } as NP,
    plural: true,
  })),
);

/**
 * "cards in your hand" (after "the number of"), "card in target opponent's hand" (after "for
 * each"): the cards in that player's hand, or in all those players' hands (CR 402.1). One piece
 * for both forms; `noun`: "card" or "cards".
 */
function cardsInHands(noun: 'card' | 'cards', yours: boolean): P<AmountNode> {
  return map(seq(w(noun), w('in'), handOwner), ([, , h]) =>
    !yours && h.who.k === 'you' ? null : ({ k: 'cardsInHand', who: h.who } as AmountNode),
  );
}

/**
 * "creature cards in their graveyard", "card in that player's graveyard" (CR 404.1, 400.3: a card
 * goes to its owner's graveyard): the cards that player owns there, counted for "that player"
 * (relativeTo, read in context: a target player, or each player in turn). `plural`: the "the
 * number of" form.
 */
function inTheirGraveyard(plural: boolean): P<AmountNode> {
  return map(seq(objectPhrase, w('in'), alt(w('their'), lit("that player's")), w('graveyard')), ([ph]) => {
    const f = ph.filter;
    if (!f.cardOnly || ph.other || f.zone || f.controller || f.owner) return null;
    if (ph.plural !== plural && !ph.invariant) return null;
    if (Object.keys(f).some((k) => k !== 'cardOnly' && !CHARACTERISTIC_KEYS.has(k))) return null;
    return {
      k: 'count',
      filter: { ...f, zone: 'graveyard', owner: 'you' },
      relativeTo: { k: 'pronoun', word: 'that player' },
    } as AmountNode;
  });
}

/**
 * "creature(s) put into your graveyard from the battlefield this turn" (CR 700.4: died; 400.3: a
 * permanent goes to its owner's graveyard, so "your graveyard" is those you owned, tokens
 * included, 111.7): the creatures as they last existed, matched as "… died this turn" is.
 */
const putIntoYourGraveyard: P<{ ph: ObjectPhrase; filter: ObjectFilter } | null> = map(
  seq(objectPhrase, lit('put into your graveyard from the battlefield this turn')),
  ([ph]) => {
    const filter = diedFilter(ph, false);
    return filter ? { ph, filter: { ...filter, owner: 'you' } } : null;
  },
);

/**
 * "cards named ~ in your graveyard", "creature you control named ~", "other creature you control
 * named ~" (CR 201.2): objects with the card's own name. A name other than the card's own stays
 * text. `plural`: the "the number of" form.
 */
function namedSelf(plural: boolean): P<AmountNode> {
  // The object phrase reads "named ~" itself (objects.ts): here the card's own name is written in
  // as the amount is lowered, as before that qualifier existed.
  const phrase = map(objectPhrase, (ph) => {
    if (ph.filter.named !== '~') return null;
    const { named: _named, ...filter } = ph.filter;
    return { ...ph, filter };
  });
  return map(seq(phrase, many(qualifier)), ([ph0, quals]) => {
    const f: ObjectFilter = { ...ph0.filter };
    const ph = { ...ph0, filter: f };
    if (!quals.every((q) => q(f, ph))) return null;
    if (ph.plural !== plural && !ph.invariant) return null;
    if (f.zone === 'stack' || (f.zone && f.zone !== 'graveyard') || f.controller === 'opponent') return null;
    if (f.cardOnly && !f.zone) return null;
    if (f.zone && (f.controller || (f.owner && f.owner !== 'you'))) return null;
    return { k: 'count', filter: ph.other ? { ...f, notSource: true } : f, namedSelf: true } as AmountNode;
  });
}

/**
 * "creature card milled this way", "land cards discarded this way" (CR 701.17a, 701.9a): cards
 * only, with nothing but characteristics asked of them (CHARACTERISTIC_KEYS), so they are read
 * the same in the zone the cards went to. `plural`: the "the number of" form.
 */
function movedThisWay(plural: boolean): P<AmountNode> {
  return map(seq(objectPhrase, w('milled', 'discarded', 'revealed', 'exiled'), lit('this way')), ([ph, how]) => {
    const { cardOnly, ...f } = ph.filter;
    if (!cardOnly || ph.other || (ph.plural !== plural && !ph.invariant)) return null;
    if (Object.keys(f).some((k) => !CHARACTERISTIC_KEYS.has(k))) return null;
    return {
      k: 'movedThisWay',
      how: how.toLowerCase() as 'milled' | 'discarded' | 'revealed' | 'exiled',
      filter: f,
    } as AmountNode;
  });
}

/** "the number of …". */
const numberOf: P<AmountNode> = rule('the number of', () =>
  map(
    seq(
      lit('the number of'),
      alt(
        as(lit('creatures in your party'), { k: 'party' } as AmountNode),
        as(lit('opponents you have'), { k: 'opponents' } as AmountNode),
        // CR 700.4: "the number of creatures that died this turn".
        as(lit('creatures that died this turn'), { k: 'creaturesDied' } as AmountNode),
        // "the number of Goblins that entered the battlefield under your control this turn" (CR
        // 400.7): one kind only (an object of two kinds in a list would count twice).
        map(seq(objectPhrase, lit('that entered the battlefield under your control this turn')), ([ph]) => {
          const a = ph.plural ? enteredUnder(ph) : null;
          return a && a.kinds.length === 1 ? ({ k: 'lowered', a } as AmountNode) : null;
        }),
        attackersOf(true),
        // "the number of creatures destroyed this way" (CR 701.8).
        map(
          seq(
            w('creatures', 'artifacts', 'enchantments', 'lands', 'planeswalkers', 'permanents'),
            lit('destroyed this way'),
          ),
          ([type]) => ({ k: 'destroyedThisWay', type: type.toLowerCase().slice(0, -1) }) as AmountNode,
        ),
        map(diedThisTurn, (d) => (d && d.ph.plural ? ({ k: 'creaturesDied', filter: d.filter } as AmountNode) : null)),
        didThisTurn,
        cardsInHands('cards', true),
        inTheirGraveyard(true),
        distinctAmong(true),
        map(colorSymbolsOfPermanents(true), (colors) => ({ k: 'devotion', colors }) as AmountNode),
        movedThisWay(true),
        map(putIntoYourGraveyard, (d) =>
          d && d.ph.plural ? ({ k: 'creaturesDied', filter: d.filter } as AmountNode) : null,
        ),
        map(seq(lit('basic land types among'), objectPhrase), ([, ph]) => basicLandTypes(ph)),
        map(seq(lit('colors among'), objectPhrase), ([, ph]) => colorsAmong(ph)),
        map(
          seq(counterKind, lit('counters on'), objectRef),
          ([c, , on]) => ({ k: 'countersOn', counter: c, on }) as AmountNode,
        ),
        // "the number of counters on it": every counter, of any kind (CR 122.1).
        map(seq(lit('counters on'), objectRef), ([, on]) => ({ k: 'countersOn', on }) as AmountNode),
        map(seq(objectPhrase, playerNP, w('control', 'controls')), ([ph, who]) =>
          !ph.plural || ph.filter.controller || ph.filter.zone || ph.other || who.k === 'you'
            ? null
            : ({ k: 'count', filter: { ...ph.filter, controller: 'you' }, relativeTo: who } as AmountNode),
        ),
        // "the number of cards named ~ in all graveyards / in your graveyard" (CR 201.2): cards
        // with this object's name, in those graveyards.
        namedSelf(true),
        map(objectPhrase, (ph) =>
          !ph.plural || ph.filter.zone === 'stack'
            ? null
            : ({ k: 'count', filter: ph.other ? { ...ph.filter, notSource: true } : ph.filter } as AmountNode),
        ),
      ),
    ),
    ([, a]) => a,
  ),
);

/**
 * "the total power of creatures you control", "the greatest power among creatures you control",
 * "the total toughness of other creatures you control", "the greatest toughness among other
 * creatures you control" (CR 208.1): permanents "you" control; "other" leaves out the source
 * (`notSource`).
 */
const powerAmong: P<AmountNode> = map(
  seq(
    alt(
      map(seq(lit('the total'), w('power', 'toughness'), w('of')), ([, s]) => ['total', s.toLowerCase()] as const),
      map(
        seq(lit('the greatest'), w('power', 'toughness'), w('among')),
        ([, s]) => ['greatest', s.toLowerCase()] as const,
      ),
    ),
    objectPhrase,
  ),
  ([[how, stat], ph]) =>
    ph.plural && !ph.filter.zone && ph.filter.controller === 'you'
      ? ({
          k: 'powerOf',
          how,
          filter: ph.other ? { ...ph.filter, notSource: true } : ph.filter,
          ...(stat === 'toughness' ? { toughness: true } : {}),
        } as AmountNode)
      : null,
);

/**
 * "the greatest mana value among artifacts you control", "… among cards in your graveyard",
 * "the total mana value of Dragons you control" (their sum) (CR 202.3): the objects "you"
 * control, or the cards in your graveyard.
 */
const manaValueAmong: P<AmountNode> = map(
  seq(alt(as(lit('the greatest mana value among'), false), as(lit('the total mana value of'), true)), objectPhrase),
  ([total, ph]) => {
    const f = ph.filter;
    const mine = !f.zone ? f.controller === 'you' : f.zone === 'graveyard' && f.owner === 'you' && !f.controller;
    if (!ph.plural || ph.other || !mine) return null;
    return { k: 'greatestManaValue', filter: f, ...(total ? { total: true as const } : {}) } as AmountNode;
  },
);

/**
 * "different power among creatures you control", "different mana values among nonland cards in
 * your graveyard" (after "for each" / "the number of"): the objects "you" control, or the cards in
 * your graveyard (mana value only); powers of creatures only, as only they have one (CR 208.1).
 */
function distinctAmong(plural: boolean): P<AmountNode> {
  const stat = plural
    ? alt(as(w('powers'), 'power' as const), as(lit('mana values'), 'manaValue' as const))
    : alt(as(w('power'), 'power' as const), as(lit('mana value'), 'manaValue' as const));
  return map(seq(w('different'), stat, w('among'), objectPhrase), ([, st, , ph]) => {
    const f = ph.filter;
    const mine = !f.zone ? f.controller === 'you' : f.zone === 'graveyard' && f.owner === 'you' && !f.controller;
    if (!ph.plural || ph.other || !mine || !countableNow(f)) return null;
    if (st === 'power' && (f.zone || JSON.stringify(f.types) !== '["creature"]')) return null;
    return { k: 'distinct', stat: st, filter: f } as AmountNode;
  });
}

/** What "mana spent to cast …" names: the object itself ("this spell", "~"), "it", or a cast trigger's "that spell". */
const castObject: P<NP> = alt(
  as(self, { k: 'self' } as NP),
  as(w('it'), { k: 'pronoun', word: 'it' } as NP),
  as(lit('that spell'), { k: 'pronoun', word: 'that creature' } as NP),
);

/** "the amount of mana spent to cast ~", "the number of colors of mana spent to cast it" (CR 601.2h). */
const manaSpent: P<AmountNode> = map(
  seq(
    alt(
      as(lit('the number of colors of mana spent to cast'), true),
      as(lit('the amount of mana spent to cast'), false),
    ),
    castObject,
  ),
  ([colors, of]) => ({ k: 'manaSpent', of, colors }) as AmountNode,
);

/** One amount without "minus"/"twice". */
const amount1: P<AmountNode> = alt(
  powerAmong,
  manaValueAmong,
  map(count, (n) => ({ k: 'n', n }) as AmountNode),
  as(X, { k: 'x' } as AmountNode),
  manaSpent,
  as(alt(lit('the life lost this way'), lit('the total life lost this way')), { k: 'lifeLostThisWay' } as AmountNode),
  as(lit('the number of cards revealed this way'), { k: 'revealedThisWay' } as AmountNode),
  // "the number of colors that spell is" (CR 105.2): the spell a cast trigger names.
  as(lit('the number of colors that spell is'), { k: 'colorsOf', of: 'castSpell' } as AmountNode),
  as(lit('the damage dealt this way'), { k: 'damageDealtThisWay' } as AmountNode),
  as(alt(lit('that much'), lit('the damage dealt')), { k: 'thatMuch' } as AmountNode),
  as(lit('the result'), { k: 'result' } as AmountNode),
  // "the number of cards looked at while scrying this way" (a scry trigger's amount, CR 701.22a).
  as(
    alt(
      lit('the number of cards looked at while scrying this way'),
      lit('the number of cards looked at while surveilling this way'),
    ),
    {
      k: 'thatMuch',
    } as AmountNode,
  ),
  statOf,
  // "the number of profit votes" (CR 701.38; votes.ts).
  map(seq(lit('the number of'), optionName, w('votes')), ([, option]) => ({ k: 'votes', option }) as AmountNode),
  numberOf,
  map(seq(lit('your life total')), () => ({ k: 'lifeOf', who: { k: 'you' } }) as AmountNode),
  // "your speed" (CR 702.179): the speed of the ability's controller.
  as(lit('your speed'), { k: 'speed' } as AmountNode),
  // "half that player's life total, rounded down" (CR 119.1): the player named last.
  as(seq(alt(w('their'), lit("that player's")), lit('life total')), {
    k: 'lifeOf',
    who: { k: 'pronoun', word: 'that player' },
  } as AmountNode),
  map(devotionTo, (colors) => ({ k: 'devotion', colors }) as AmountNode),
  // "the amount of life you gained this turn", "the life your opponents have lost this turn",
  // "the life you've lost this turn" (CR 119.3).
  map(
    seq(
      opt(lit('the amount of')),
      opt(w('the')),
      w('life'),
      // "the amount of life you've gained this turn" (Voracious Wurm).
      alt(
        playerHas,
        map(seq(playerNP, opt(w('have', 'has'))), ([who]) => who),
      ),
      w('gained', 'lost'),
      lit('this turn'),
    ),
    ([, , , who, change]) =>
      ({ k: 'lifeThisTurn', who, change: change.toLowerCase() as 'gained' | 'lost' }) as AmountNode,
  ),
  // "the total life lost by your opponents this turn" (Cryptborn Horror), "… by all players this
  // turn" (Tainted Sigil): the sum of each one's life lost (CR 119.3; damage causes loss, 120.3a).
  map(
    seq(
      lit('the total life lost by'),
      alt(playerNP, as(lit('all players'), { k: 'players', which: 'each' } as NP)),
      lit('this turn'),
    ),
    ([, who]) => ({ k: 'lifeThisTurn', who, change: 'lost' }) as AmountNode,
  ),
);

/** An amount phrase: "3", "X", "its power", "the number of Swamps you control", "twice that much", "its power minus 1". */
export const amountNode: P<AmountNode> = rule('amount', () =>
  alt(
    map(seq(w('twice'), amount1), ([, a]) => ({ k: 'times', a, n: 2 }) as AmountNode),
    map(seq(amount1, w('minus'), amount1), ([a, , b]) => ({ k: 'minus', a, b }) as AmountNode),
    map(seq(amount1, w('plus'), amount1), ([a, , b]) => ({ k: 'plus', a, b }) as AmountNode),
    map(
      seq(w('half'), amount1, lit(', rounded'), w('up', 'down')),
      ([, a, , r]) => ({ k: 'half', a, round: r.toLowerCase() as 'up' | 'down' }) as AmountNode,
    ),
    amount1,
  ),
);

/** "for each creature you control", "… other Goblin", "… Elf that player controls": objects counted. */
const eachCounted: P<AmountNode> = rule('for each object', () =>
  map(seq(objectPhrase, opt(seq(playerNP, w('control', 'controls')))), ([ph, rel]) => {
    // "for each other attacking Kithkin": a noun the same for one and many reads as one here.
    if ((ph.plural && !ph.invariant) || ph.filter.zone === 'stack') return null;
    if (rel) {
      if (ph.filter.controller || ph.other || rel[0].k === 'you') return null;
      return { k: 'count', filter: { ...ph.filter, controller: 'you' }, relativeTo: rel[0] } as AmountNode;
    }
    return { k: 'count', filter: ph.other ? { ...ph.filter, notSource: true } : ph.filter } as AmountNode;
  }),
);

/** What "for each …" counts: "creature you control", "other Goblin", "creature that died this turn". */
export const forEachNode: P<AmountNode> = rule('for each', () =>
  alt(
    as(lit('creature that died this turn'), { k: 'creaturesDied' } as AmountNode),
    attackersOf(false),
    map(diedThisTurn, (d) =>
      d && (!d.ph.plural || d.ph.invariant) ? ({ k: 'creaturesDied', filter: d.filter } as AmountNode) : null,
    ),
    // "for each spell you've cast this turn", "… card you've drawn this turn".
    map(
      seq(w('spell'), playerHas, w('cast'), lit('this turn')),
      ([, who]) => ({ k: 'didThisTurn', what: 'spellsCast', who }) as AmountNode,
    ),
    map(
      seq(w('card'), playerHas, w('drawn'), lit('this turn')),
      ([, who]) => ({ k: 'didThisTurn', what: 'cardsDrawn', who }) as AmountNode,
    ),
    // "for each card you've discarded this turn" (CR 701.9a).
    map(
      seq(w('card'), playerHas, w('discarded'), lit('this turn')),
      ([, who]) => ({ k: 'didThisTurn', what: 'discarded', who }) as AmountNode,
    ),
    as(lit('target beyond the first'), { k: 'targetsBeyondFirst' } as AmountNode),
    as(
      seq(
        lit('time'),
        alt(lit('it was kicked'), lit('he was kicked'), lit('this spell was kicked'), seq(self, lit('was kicked'))),
      ),
      { k: 'timesKicked' } as AmountNode,
    ),
    as(lit('card revealed this way'), { k: 'revealedThisWay' } as AmountNode),
    as(lit('1 damage prevented this way'), { k: 'preventedThisWay' } as AmountNode),
    map(
      seq(
        w('creature', 'artifact', 'enchantment', 'land', 'planeswalker', 'permanent'),
        alt(
          as(lit('destroyed this way'), 'destroyedThisWay' as const),
          as(lit('exiled this way'), 'exiledThisWay' as const),
        ),
      ),
      ([type, k]) => ({ k, type: type.toLowerCase() }) as AmountNode,
    ),
    // Sunburst, converge: "for each color of mana spent to cast it" (CR 702.44a); "for each mana spent to cast it".
    map(
      seq(alt(as(lit('color of mana spent to cast'), true), as(lit('mana spent to cast'), false)), castObject),
      ([colors, of]) => ({ k: 'manaSpent', of, colors }) as AmountNode,
    ),
    map(
      seq(lit('creature blocking'), objectRef, opt(lit('beyond the first'))),
      ([, of, beyond]) => ({ k: 'blockers', of, beyondFirst: !!beyond }) as AmountNode,
    ),
    as(lit('creature in your party'), { k: 'party' } as AmountNode),
    as(lit('opponent you have'), { k: 'opponents' } as AmountNode),
    as(lit('opponent you attacked with a creature this combat'), { k: 'opponentsAttacked' } as AmountNode),
    // "for each 1 life your opponents have lost this turn", "… you gained this turn" (CR 119.3).
    map(
      seq(lit('1 life'), playerNP, opt(w('have', 'has')), w('gained', 'lost'), lit('this turn')),
      ([, who, , change]) =>
        ({ k: 'lifeThisTurn', who, change: change.toLowerCase() as 'gained' | 'lost' }) as AmountNode,
    ),
    // "for each page counter on this artifact", "… +1/+1 counter on it".
    map(
      seq(counterKind, lit('counter on'), objectRef),
      ([c, , on]) => ({ k: 'countersOn', counter: c, on }) as AmountNode,
    ),
    map(seq(lit('basic land type among'), objectPhrase), ([, ph]) => basicLandTypes(ph)),
    map(seq(lit('color among'), objectPhrase), ([, ph]) => colorsAmong(ph)),
    // "for each counter on it", "… on ~": every counter, of any kind (CR 122.1).
    map(seq(lit('counter on'), objectRef), ([, on]) => ({ k: 'countersOn', on }) as AmountNode),
    // "for each card in target opponent's hand", "… in your opponents' hands" (CR 402.1).
    cardsInHands('card', false),
    inTheirGraveyard(false),
    distinctAmong(false),
    map(putIntoYourGraveyard, (d) =>
      d && (!d.ph.plural || d.ph.invariant) ? ({ k: 'creaturesDied', filter: d.filter } as AmountNode) : null,
    ),
    namedSelf(false),
    map(colorSymbolsOfPermanents(false), (colors) => ({ k: 'devotion', colors }) as AmountNode),
    movedThisWay(false),
    // "for each Equipment attached to ~", "for each Aura and Equipment attached to it".
    map(seq(objectPhrase, lit('attached to'), objectRef), ([ph, , to]) =>
      (ph.plural && !ph.invariant) || ph.other || ph.filter.zone || ph.filter.controller
        ? null
        : ({ k: 'attachedTo', filter: ph.filter, to } as AmountNode),
    ),
    map(seq(lit('poison counter'), playerNP, w('have', 'has')), ([, who]) => ({ k: 'poison', who }) as AmountNode),
    as(lit('of its colors'), { k: 'colorsOf', of: { k: 'pronoun', word: 'its' } } as AmountNode),
    // "for each creature you control and each creature card in your graveyard" (Moon-Vigil
    // Adherents): the two counts added. Only counts in different zones, which no object can be in
    // at once (CR 400.1), so none is counted twice.
    map(seq(eachCounted, lit('and each'), eachCounted), ([a, , b]) => {
      if (a.k !== 'count' || b.k !== 'count' || a.relativeTo || b.relativeTo) return null;
      if ((a.filter.zone ?? 'battlefield') === (b.filter.zone ?? 'battlefield')) return null;
      return { k: 'plus', a, b } as AmountNode;
    }),
    eachCounted,
    map(voteCount, (option) => ({ k: 'votes', option }) as AmountNode),
  ),
);

/** The variable of the effect's last die roll (CR 706.1), unguarded; null when there is none. */
export function lastRoll(b: Build): string | null {
  const roll = [...b.steps].reverse().find((st) => st.do === 'rollDie');
  return roll?.do === 'rollDie' && !roll.when ? roll.as : null;
}

/**
 * How many the instruction just before discarded or sacrificed, where it said "any number of"
 * and was done unconditionally by you (CR 701.9a, 701.21a); null otherwise.
 */
function anyNumberThisWay(b: Build): Amount | null {
  const last = b.steps[b.steps.length - 1];
  return (last?.do === 'discard' || last?.do === 'sacrificeChosen') && last.anyNumber && !last.when && last.as
    ? { varAmount: last.as }
    : null;
}

/**
 * How many cards the instruction just before discarded, where it was "discard(s) all the cards in
 * your (their) hand" by one player and done unconditionally (CR 701.9a); null otherwise. Its
 * `as` then holds the discarded cards (a list's `varAmount` is its length).
 */
function handDiscardedThisWay(b: Build): Amount | null {
  const last = b.steps[b.steps.length - 1];
  if (last?.do !== 'discard' || last.count !== 'all' || last.when) return null;
  if (last.anyNumber || last.chosenBy || last.filter || last.random || last.exile) return null;
  const p = last.player;
  const one =
    p.ref === 'you' ||
    p.ref === 'trigger' ||
    p.ref === 'chosenPlayer' ||
    (p.ref === 'target' && b.targets[p.slot]?.max === 1);
  if (!one) return null;
  last.as ??= freshVar(b, 'discarded');
  return { varAmount: last.as };
}

/**
 * How many the effect's latest destroy instruction destroyed (CR 701.8), where it is done
 * unconditionally and everything it could destroy is of `type` ("permanent", or a destroy of all
 * objects of that one card type: "Destroy all creatures. You gain 1 life for each creature
 * destroyed this way"); null otherwise.
 */
function destroyedThisWay(b: Build, type: string): Amount | null {
  const d = [...b.steps].reverse().find((s): s is Extract<StepSpec, { do: 'destroy' }> => s.do === 'destroy');
  if (!d || d.when) return null;
  if (type !== 'permanent' && !allOfType(b, d.what, type)) return null;
  d.as ??= freshVar(b, 'destroyed');
  return { varAmount: d.as };
}

/**
 * Whether every object `what` names is a permanent of the card type `type` ("permanent": any
 * permanent): all permanents of that one type ("Destroy all creatures"), or targets of that one
 * type ("Destroy any number of target creatures"; a target that isn't one any more is illegal and
 * not acted on, CR 608.2b).
 */
function allOfType(b: Build, what: Ref, type: string): boolean {
  const t = what.ref === 'target' ? b.targets[what.slot] : undefined;
  if (t && t.filter.players) return false;
  const f = what.ref === 'all' ? what.filter : t?.filter.objects;
  if (!f || f.zone || f.cardOnly) return false;
  return type === 'permanent' || (f.types?.length === 1 && f.types[0] === type);
}

/**
 * The permanents the effect's latest exile instruction moved from the battlefield (CR 406.2),
 * kept as they last existed there (608.2h), where it is done unconditionally and everything it
 * could exile is a permanent of `type` ("Exile X target creatures. For each creature exiled this
 * way, …"); null otherwise.
 */
function exiledThisWay(b: Build, type: string): Amount | null {
  const e = [...b.steps].reverse().find((s) => s.do === 'moveTo' && s.zone === 'exile');
  if (e?.do !== 'moveTo' || e.when || !allOfType(b, e.what, type)) return null;
  e.left ??= freshVar(b, 'exiled');
  return { varAmount: e.left };
}

/**
 * "for each creature card exiled this way" after "exile target player's graveyard" (Malanthrope,
 * Release to Memory) or "Exile X target creature cards from your graveyard" (Midnight Ritual): of
 * the objects the effect's latest exile instruction moved (CR 406.2), done unconditionally, the
 * cards matching `filter` in exile (a card a replacement sent elsewhere was not exiled, 614.6; a
 * token is no card, CR 108.2). Their characteristics there are the card's own.
 */
function exiledCardsAmount(b: Build, filter: ObjectFilter): Amount | null {
  const e = [...b.steps].reverse().find((s) => s.do === 'moveTo' && s.zone === 'exile');
  if (e?.do !== 'moveTo' || e.when) return null;
  e.as ??= freshVar(b, 'exiled');
  return { varMatching: e.as, filter: { ...filter, cardOnly: true, zone: 'exile' } };
}

/**
 * "for each nonland card revealed this way" after "each player reveals the top card of their
 * library" (CR 701.20a): of the cards the effect's latest reveal of top cards showed, done
 * unconditionally and with nothing chosen or moved (they are still in their libraries), those
 * matching `filter`.
 */
function revealedTopAmount(b: Build, filter: ObjectFilter): Amount | null {
  const step = [...b.steps].reverse().find((s) => s.do === 'lookAtTop');
  if (!step || step.do !== 'lookAtTop' || step.when || !step.reveal || step.until) return null;
  if (step.picks.length || step.rest !== 'unchanged') return null;
  step.as ??= freshVar(b, 'revealed');
  return { varMatching: step.as, filter: { ...filter, cardOnly: true, zone: 'library' } };
}

/**
 * The cards the effect's latest mill or discard moved that match `filter` (CR 701.17a, 701.9a):
 * the step must be done unconditionally, and a discard must discard (not exile instead, 406.2).
 * Milled cards are counted in the graveyard only (a card a replacement sent elsewhere was not put
 * into the graveyard, 614.6); discarded cards wherever they went (madness's exile, 702.35a).
 */
function movedThisWayAmount(
  b: Build,
  how: 'milled' | 'discarded' | 'revealed' | 'exiled',
  filter: ObjectFilter,
): Amount | null {
  if (how === 'revealed') return revealedTopAmount(b, filter);
  if (how === 'exiled') return exiledCardsAmount(b, filter);
  const step = [...b.steps].reverse().find((s) => s.do === (how === 'milled' ? 'mill' : 'discard'));
  if (!step || (step.do !== 'mill' && step.do !== 'discard') || step.when) return null;
  if (step.do === 'discard' && step.exile) return null;
  step.as ??= freshVar(b, how);
  return {
    varMatching: step.as,
    filter: { ...filter, cardOnly: true, ...(how === 'milled' ? { zone: 'graveyard' } : {}) },
  };
}

/**
 * The card the effect discarded (CR 701.9a), for "the discarded card's mana value": the effect's
 * one discard instruction (`justBefore`, for "that card's": the instruction right before), of
 * exactly one card, always done and not exiling instead (406.2). Its `as` holds the card as the
 * object it became in the graveyard (or in exile, by madness); its mana value, power and
 * toughness there are the card's printed ones, as they were in the hand (CR 109.2, 202.3, 208.1).
 * No card discarded: the amount is 0 (an empty list). Null otherwise.
 */
function discardedCard(b: Build, justBefore: boolean): Ref | null {
  const discards = b.steps.filter((x) => JSON.stringify(x).includes('"do":"discard"'));
  const st = justBefore ? b.steps[b.steps.length - 1] : discards.length === 1 ? discards[0] : undefined;
  if (st?.do !== 'discard' || st.when || st.exile || st.anyNumber || st.count !== 1 || st.upTo) return null;
  st.as ??= freshVar(b, 'discarded');
  return { ref: 'var', name: st.as };
}

/** An object's power, toughness or mana value. */
function statAmount(stat: 'power' | 'toughness' | 'manaValue', of: Ref): Amount {
  return stat === 'power' ? { powerOf: of } : stat === 'toughness' ? { toughnessOf: of } : { manaValueOf: of };
}

/** Lowers an amount in context; null when a pronoun names nothing. Notes X on the build. */
export function lowerAmount(b: Build, a: AmountNode): Amount | null {
  switch (a.k) {
    case 'n':
      return a.n;
    case 'x':
      b.usesX = true;
      return { x: true };
    case 'thatMuch':
      if (b.thatMuchRoll) return { varAmount: b.thatMuchRoll };
      // "Sacrifice any number of Mountains. ~ deals that much damage …" (not a trigger's amount).
      if (!b.trigger?.amount && anyNumberThisWay(b)) return anyNumberThisWay(b);
      return b.trigger?.amount ? { triggerAmount: true } : null;
    case 'lifeLostThisWay': {
      // The latest "loses N life" before it in the same effect names what it took (a number it stores).
      const lose = [...b.steps].reverse().find((s): s is Extract<StepSpec, { do: 'loseLife' }> => s.do === 'loseLife');
      if (!lose || lose.when) return null;
      lose.as ??= freshVar(b, 'lifeLost');
      return { varAmount: lose.as };
    }
    case 'damageDealtThisWay': {
      // The latest damage instruction before it in the same effect, followed unconditionally and
      // not inside another instruction ("you may have ~ deal …"): the damage it dealt, after
      // prevention (CR 120.3, 615), which it stores.
      const dealt = [...b.steps].reverse().find((s) => JSON.stringify(s).includes('"do":"damage"') || s.do === 'fight');
      if (dealt?.do !== 'damage' || dealt.when) return null;
      dealt.totalAs ??= freshVar(b, 'dealt');
      return { varAmount: dealt.totalAs };
    }
    case 'votes':
      return votesFor(b, a.option);
    case 'anyNumberThisWay':
      return anyNumberThisWay(b);
    case 'thatMany':
      // The triggering event's amount only as the effect's first instruction ("you may" aside):
      // after another one ("you may discard all the cards in your hand. If you do, draw that many
      // cards") "that many" counts what that one did.
      return (
        anyNumberThisWay(b) ??
        handDiscardedThisWay(b) ??
        (b.trigger?.amount && b.steps.every((st) => st.do === 'may') ? { triggerAmount: true } : null)
      );
    case 'destroyedThisWay':
      return destroyedThisWay(b, a.type);
    case 'exiledThisWay':
      return exiledThisWay(b, a.type);
    case 'preventedThisWay':
      // Not a number the effect counts as it resolves: read by the "for each" sentence only.
      return null;
    case 'revealedThisWay': {
      // The latest "reveal any number of … cards in your hand" before it, done unconditionally.
      const rev = [...b.steps]
        .reverse()
        .find((s): s is Extract<StepSpec, { do: 'revealFromHand' }> => s.do === 'revealFromHand');
      return rev && !rev.when ? { varAmount: rev.as } : null;
    }
    case 'stat': {
      // "Target player discards a card. ~ deals damage … equal to that card's mana value": with
      // no object named before, "that card" is the card just discarded.
      if (a.named && b.it === null) {
        const card = discardedCard(b, true);
        return card ? statAmount(a.stat, card) : null;
      }
      if (a.of === 'discarded') {
        const card = discardedCard(b, false);
        return card ? statAmount(a.stat, card) : null;
      }
      const of = a.of === 'sacrificed' ? sacrificedRef(b) : lowerNP(b, a.of, 'object', true);
      if (!of) return null;
      // "that card's mana value" names a card: never a target that is a permanent or a player ("…
      // deals damage to any target equal to that card's mana value": the card exiled before).
      if (a.named && of.ref === 'target' && !b.targets[of.slot]?.filter.objects?.cardOnly) return null;
      // "its power" in an instant or sorcery with nothing named before: not the spell (Oracle
      // names the spell itself as "this spell"), so nothing read.
      if (of.ref === 'source' && a.of !== 'sacrificed' && a.of.k === 'pronoun' && b.card.isSpell) return null;
      // "the sacrificed creature's power, then you gain life equal to its toughness": named, it is
      // what "it" / "its" names next (as it last existed, CR 608.2h).
      if (a.of === 'sacrificed' && b.it === null) Object.assign(b, { it: of, itUnnamed: false });
      return a.stat === 'power' ? { powerOf: of } : a.stat === 'toughness' ? { toughnessOf: of } : { manaValueOf: of };
    }
    case 'count': {
      if (!countableNow(a.filter)) return null;
      if (a.namedSelf) return a.relativeTo || !b.card.name ? null : { count: { ...a.filter, named: b.card.name } };
      if (!a.relativeTo) return { count: a.filter };
      const who = lowerNP(b, a.relativeTo, 'player');
      return who ? { count: a.filter, relativeTo: who } : null;
    }
    case 'cardsInHand': {
      const who = lowerNP(b, a.who, 'player');
      return who ? { cardsInHand: who } : null;
    }
    case 'speed':
      return { speedOf: { ref: 'you' } };
    case 'lifeOf': {
      const who = lowerNP(b, a.who, 'player');
      return who ? { lifeOf: who } : null;
    }
    case 'countersOn': {
      const on =
        a.on.k === 'self' ? ({ ref: 'source' } as const) : a.on.k === 'pronoun' ? itRef(b) : lowerNP(b, a.on, 'object');
      return on ? { countersOn: on, ...(a.counter ? { counter: a.counter } : {}) } : null;
    }
    case 'lowered':
      return a.a;
    case 'creaturesDied':
      return diedAmount(a.filter);
    case 'lifeThisTurn': {
      // "each opponent loses life equal to the life that player lost this turn": "that player" is
      // each opponent in turn, which no reference here names (the trigger's player is another):
      // only "you", "your opponents" and a target player are read.
      if (a.who.k === 'pronoun') return null;
      const who = lowerNP(b, a.who, 'player');
      return who ? { lifeChangedThisTurn: who, change: a.change } : null;
    }
    case 'didThisTurn': {
      const who = lowerNP(b, a.who, 'player');
      if (!who) return null;
      if (a.what === 'spellsCast') return { spellsCastThisTurn: who };
      if (a.what === 'attackers') return { attackersThisTurn: who };
      if (a.what === 'discarded') return { discardedThisTurn: who };
      return a.what === 'cardsDrawn' ? { cardsDrawnThisTurn: who } : { descendedThisTurn: who };
    }
    case 'party':
      return { partySize: true };
    case 'opponents':
      return { opponents: true };
    case 'opponentsAttacked':
      return { opponentsAttackedThisCombat: true };
    case 'result': {
      const roll = lastRoll(b);
      return roll ? { varAmount: roll } : null;
    }
    case 'powerOf':
      if (!countableNow(a.filter)) return null;
      return a.how === 'total'
        ? { totalPower: a.filter, ...(a.toughness ? { toughness: true } : {}) }
        : { greatestPower: a.filter, ...(a.toughness ? { toughness: true } : {}) };
    case 'distinct':
      return a.stat === 'power' ? { distinctPowers: a.filter } : { distinctManaValues: a.filter };
    case 'greatestManaValue':
      if (!countableNow(a.filter)) return null;
      return { greatestManaValue: a.filter, ...(a.total ? { total: true as const } : {}) };
    case 'blockers': {
      const of = a.of.k === 'self' ? ({ ref: 'source' } as const) : lowerNP(b, a.of, 'object');
      if (!of) return null;
      return a.beyondFirst ? { minus: [{ blockersOf: of }, 1], floor0: true } : { blockersOf: of };
    }
    case 'targetsBeyondFirst':
      return { minus: [{ targetsChosen: true }, 1], floor0: true };
    case 'timesKicked':
      // Only on a card whose one kicker is a multikicker: the times it was paid, remembered by the
      // spell and by the permanent it becomes (CR 702.33c, 607: linked to that multikicker).
      return b.card.hasMultikicker ? { copyCostPaid: { ref: 'source' } } : null;
    case 'basicLandTypes':
      return { basicLandTypesAmong: a.filter };
    case 'colorsAmong':
      return { colorsAmong: a.filter };
    case 'movedThisWay':
      return movedThisWayAmount(b, a.how, a.filter);
    case 'attachedTo': {
      // Only what is attached to the source itself (`attachedTo: 'source'`, CR 301.5, 303.4): "~",
      // or "it" naming the source (a trigger about the source itself, or no other object named).
      if (!countableNow(a.filter)) return null;
      if (a.to.k === 'self') return { count: { ...a.filter, attachedTo: 'source' } };
      if (a.to.k !== 'pronoun' || a.to.word !== 'it' || b.card.isSpell) return null;
      const it = itRef(b);
      const source =
        it?.ref === 'source' || (it?.ref === 'trigger' && !!b.trigger?.objectIsSource && it.key === b.trigger.object);
      return source ? { count: { ...a.filter, attachedTo: 'source' } } : null;
    }
    case 'poison': {
      // "that player": the trigger's player, or each opponent in turn, which no reference here
      // names: only "you", "your opponents" and a target player are read (as lifeThisTurn).
      if (a.who.k === 'pronoun') return null;
      const who = lowerNP(b, a.who, 'player');
      return who ? { poisonCounters: who } : null;
    }
    case 'colorsOf': {
      // "that spell" in a cast trigger: the spell the event names (on the stack, or as it last
      // existed there, CR 601.2i, 608.2h), where no target of the effect could be a spell.
      if (a.of === 'castSpell')
        return b.trigger?.object === 'spell' && !b.targets.some((t) => t.filter.spells)
          ? { colorsOf: { ref: 'trigger', key: 'spell' } }
          : null;
      const of = lowerNP(b, a.of, 'object', true);
      // "its" in an instant or sorcery with nothing named before: not the spell.
      if (!of || (of.ref === 'source' && b.card.isSpell)) return null;
      return { colorsOf: of };
    }
    case 'devotion':
      return { devotion: a.colors };
    case 'manaSpent': {
      const of = a.of.k === 'self' ? ({ ref: 'source' } as const) : lowerNP(b, a.of, 'object');
      if (!of) return null;
      return a.colors ? { manaSpent: of, colors: true } : { manaSpent: of };
    }
    case 'minus': {
      const x = lowerAmount(b, a.a);
      const y = lowerAmount(b, a.b);
      if (x === null || y === null) return null;
      // Never below 0 where it is an amount of life, damage or cards (CR 107.1b).
      return { minus: [x, y], floor0: true };
    }
    case 'plus': {
      const x = lowerAmount(b, a.a);
      const y = lowerAmount(b, a.b);
      return x === null || y === null ? null : { sum: [x, y] };
    }
    case 'times': {
      const x = lowerAmount(b, a.a);
      return x === null ? null : { times: [x, a.n] };
    }
    case 'half': {
      const x = lowerAmount(b, a.a);
      return x === null ? null : { half: x, round: a.round };
    }
  }
}
