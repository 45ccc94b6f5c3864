/**
 * Cost changes (CR 601.2f). A spell's own: "~ costs {1} less to cast", "… {2} more …", followed
 * by "for each …" (what is counted, amounts.ts) or "if …" (a condition, conditions.ts). Other
 * spells': "Creature spells you cast cost {1} less to cast", "Noncreature spells cost {1} more
 * to cast", "Spells your opponents cast cost {1} more to cast". The mana is one symbol of
 * generic mana for a reduction (CR 118.7: generic mana reduces the generic part), or symbols of
 * generic and coloured mana for an increase.
 */
import type { CastZone, Condition, ObjectFilter } from '../../../engine';
import { amountNode, forEachNode, type AmountNode } from './amounts';
import { castKind, condition } from './conditions';
import { objectPhrase, onlyCharacteristics, qualifier, type Mod, type ObjectPhrase } from './objects';
import { alt, as, lit, lits, many, many1, map, opt, rule, seq, tok, w, type P } from './peg';
import { self } from './words';

/** A cost change as read: its direction and mana, and what it counts or the condition it needs. */
export interface CostChangeNode {
  change: 'less' | 'more';
  mana: string;
  each?: AmountNode;
  condition?: Condition;
  /** Further changes of the same cost, each applied on its own ("… and {1} less to cast if …"). */
  also?: CostChangeNode[];
}

/** `{1}`, `{G}`: one symbol of generic or coloured (or colourless) mana. */
const manaSymbol: P<string> = tok('a mana symbol', (t) =>
  t.kind === 'sym' && /^\{(?:\d+|[WUBRGC])\}$/.test(t.lo) ? t.lo : null,
);

/** `{X}` in "costs {X} less to cast, where X is …". */
const manaX: P<string> = tok('{X}', (t) => (t.kind === 'sym' && t.v === '{X}' ? t.v : null));

/**
 * The change's direction and mana: "{1} less", "{1}{W} more", and, for a cost the text itself
 * knows (`own`: the spell's or the ability's own), a coloured reduction "{2}{U} less" (CR 118.7:
 * each coloured symbol takes off one symbol of its colour, or generic mana when the cost has none
 * of that colour left). Another spell's reduction is one generic symbol.
 */
function changeOf(own: boolean): P<{ change: 'less' | 'more'; mana: string }> {
  return map(seq(many1(manaSymbol), w('less', 'more')), ([mana, dir]) => {
    const c = dir.toLowerCase() as 'less' | 'more';
    const text = mana.join('');
    if (c === 'less' && !own && (mana.length !== 1 || !/^\{\d+\}$/.test(text))) return null;
    // Generic mana first, then coloured, as a cost is written (CR 202.1, 107.4c).
    if (c === 'less' && !/^(?:\{\d+\})?(?:\{[WUBRG]\})*$/.test(text)) return null;
    return { change: c, mana: text };
  });
}

/** Another spell's change: a reduction is one generic symbol. */
const change = changeOf(false);

/** The spell's or ability's own change: a reduction may name coloured mana. */
const ownChange = changeOf(true);

/**
 * Other spells' cost change as read: which spells, whose, the change, and how many times it
 * applies ("for each +1/+1 counter on ~", "{X} less …, where X is ~'s power": `each`, counted
 * for the permanent with the ability).
 */
export interface SpellsCostNode {
  spells: ObjectFilter;
  casters: 'you' | 'opponents' | 'each';
  change: 'less' | 'more';
  mana: string;
  each?: AmountNode;
  /** "Spells you cast from your graveyard": where they are cast from (CR 601.2a), "this" the spell. */
  from?: Condition;
  /** "Spells your opponents cast during your turn": the turn is the ability's controller's (CR 500.1, 611.3a). */
  yourTurn?: true;
  /** "… that target ~" (`'source'`), "… that target a Merfolk you control": what one of their targets is. */
  targeting?: ObjectFilter | 'source';
  /** "The first creature spell you cast each turn" (1), "The second spell …" (2): which one of its kind. */
  nth?: 1 | 2;
}

/**
 * "that target ~", "that target a creature or planeswalker you control": one permanent (a
 * singular phrase of permanents on the battlefield, CR 115.1), read for the ability's controller.
 */
const thatTarget: P<ObjectFilter | 'source'> = map(
  seq(
    lit('that target'),
    alt(
      as(self, 'source' as const),
      map(seq(w('a', 'an'), objectPhrase), ([, ph]) => ph),
    ),
  ),
  ([, what]) => {
    if (what === 'source') return what;
    // "a Merfolk": one object ("Merfolk" is singular and plural alike).
    if ((what.plural && !what.invariant) || what.other || what.filter.zone) return null;
    return what.filter;
  },
);

/**
 * The change of other spells' cost and how many times: "{1} less to cast", "{1} less to cast for
 * each …", "{X} less to cast, where X is …" ({1} less that many times).
 */
/** "{1} less to cast", "{2} more to cast for each …". */
export const spellsChange: P<{ change: 'less' | 'more'; mana: string; each?: AmountNode }> = alt(
  map(seq(change, lit('to cast'), opt(map(seq(lit('for each'), forEachNode), ([, each]) => each))), ([ch, , each]) =>
    each ? { ...ch, each } : ch,
  ),
  map(seq(manaX, w('less'), lit('to cast'), lit(', where X is'), amountNode), ([, , , , each]) => ({
    change: 'less' as const,
    mana: '{1}',
    each,
  })),
);

/**
 * "Kithkin spells and Soldier spells", "Blue spells and red spells": the spells of either kind,
 * each changed once (a Kithkin Soldier spell too) — the same as "Kithkin or Soldier spells".
 * Two phrases that each name one subtype or one colour; or, by characteristics only, "Red
 * creature spells and green creature spells" (a red and green creature spell changed once too).
 */
const eitherSpells: P<ObjectPhrase> = map(seq(objectPhrase, w('and'), objectPhrase), ([a, , b]) => {
  const merged = mergedSpells(a, b);
  if (merged) return merged;
  const chars = (ph: ObjectPhrase) => {
    if (!ph.plural || ph.other || ph.filter.zone !== 'stack') return null;
    const { zone: _z, ...f } = ph.filter;
    void _z;
    return Object.keys(f).length && onlyCharacteristics(f) ? f : null;
  };
  const fa = chars(a);
  const fb = chars(b);
  return fa && fb ? { ...a, filter: { zone: 'stack', anyOf: [fa, fb] } } : null;
});

/** "Kithkin spells and Soldier spells": one key, one subtype or colour each, merged into one list. */
function mergedSpells(a: ObjectPhrase, b: ObjectPhrase): ObjectPhrase | null {
  const key = (ph: ObjectPhrase) => {
    const keys = Object.keys(ph.filter).filter((k) => k !== 'zone');
    const k = keys[0];
    return keys.length === 1 && (k === 'subtypes' || k === 'colors') && ph.plural && !ph.other ? k : null;
  };
  const k = key(a);
  if (!k || key(b) !== k || a.filter.zone !== 'stack' || b.filter.zone !== 'stack') return null;
  const one = (ph: ObjectPhrase) => ph.filter[k] ?? [];
  if (one(a).length !== 1 || one(b).length !== 1) return null;
  return { ...a, filter: { zone: 'stack', [k]: [...one(a), ...one(b)] } };
}

/**
 * Where the spells are cast from (CR 601.2a): "from your graveyard", "from exile", "from your
 * graveyard or from exile", "from anywhere other than your hand".
 */
const castZone: P<Condition> = map(
  alt(
    as(lit('from anywhere other than your hand'), ['notYourHand'] as CastZone[]),
    as(lit('from your graveyard or from exile'), ['yourGraveyard', 'exile'] as CastZone[]),
    as(lit('from your graveyard'), ['yourGraveyard'] as CastZone[]),
    as(lit('from exile'), ['exile'] as CastZone[]),
  ),
  (zones) => {
    const each = zones.map((zone): Condition => ({ wasCastFrom: { ref: 'source' }, zone }));
    return each.length === 1 ? (each[0] as Condition) : { any: each };
  },
);

/**
 * The keys a qualifier after "you cast" may set: "with mana value 6 or greater", "with power 4 or
 * greater", "of the chosen type" (the creature type the permanent chose as it entered, CR 614.12).
 */
const AFTER_CAST_KEYS = new Set(['power', 'toughness', 'manaValue', 'chosenType']);

/**
 * The spell's characteristics named after "you cast" (CR 202.3, 208.1): "Creature spells you cast
 * with mana value 6 or greater", "… with power 4 or greater" — the number a spell has as it is
 * cast (its X included, 202.3e). Only these; anything else after "you cast" is not read.
 */
function afterCast(spells: ObjectPhrase, mods: readonly Mod[]): boolean {
  const f = spells.filter;
  for (const m of mods) {
    const before = new Set(Object.keys(f));
    if (!m(f, spells)) return false;
    if (Object.keys(f).some((k) => !before.has(k) && !AFTER_CAST_KEYS.has(k))) return false;
    if (Object.keys(f).length === before.size) return false;
  }
  return true;
}

/**
 * "Creature spells you cast cost {1} less to cast.", "Noncreature spells cost {1} more to cast.",
 * "Creature spells you cast with mana value 6 or greater cost {2} less to cast."
 */
export const spellsCostChange: P<SpellsCostNode> = rule('spells cost change', () =>
  map(
    seq(
      alt(eitherSpells, objectPhrase),
      opt(
        seq(
          alt(
            as(lit('you cast'), 'you' as const),
            as(lits('your opponents cast', 'your opponent casts'), 'opponents' as const),
          ),
          opt(castZone),
          many(qualifier),
          opt(lit('during your turn')),
        ),
      ),
      opt(thatTarget),
      w('cost'),
      spellsChange,
      opt(lit('.')),
    ),
    ([ph0, cast, targeting, , ch]) => {
      const ph: ObjectPhrase = { ...ph0, filter: { ...ph0.filter } };
      const [casters, from, mods, during] = cast ?? [undefined, null, [], null];
      if (!afterCast(ph, mods)) return null;
      // "your graveyard", "your hand": the caster's own — read only for "you cast".
      if (from && casters !== 'you') return null;
      // Spells only: "creature spells", "spells"; never "creatures" (permanents) or cards elsewhere.
      if (!ph.plural || ph.filter.zone !== 'stack' || ph.other || ph.filter.controller) return null;
      const { zone: _z, ...spells } = ph.filter;
      void _z;
      return {
        spells,
        casters: casters ?? 'each',
        ...ch,
        ...(from ? { from } : {}),
        ...(targeting ? { targeting } : {}),
        ...(during ? { yourTurn: true as const } : {}),
      };
    },
  ),
);

/** "During your turn" (CR 500.1: the turn of the active player, 102.1) and "during turns other than yours". */
const YOUR_TURN: Condition = { yourTurn: true };
const NOT_YOUR_TURN: Condition = { yourTurn: false };

/**
 * "If you've cast another spell this turn" in a spell's own cost change: its total cost is
 * determined (CR 601.2f) before it becomes cast (601.2i), so it is not yet among the spells its
 * caster cast this turn — one is enough. (Elsewhere, once it is cast, it would count itself.)
 */
const castAnother: Condition = { compare: [{ spellsCastThisTurn: { ref: 'you' } }, '>=', 1] };

/** "{1} less to cast", and what it counts or the condition it needs: "for each …", "if …", "during your turn". */
const selfChange: P<CostChangeNode> = map(
  seq(
    ownChange,
    lit('to cast'),
    opt(
      alt(
        map(seq(lit('for each'), forEachNode), ([, each]) => ({ each })),
        as(lit("if you've cast another spell this turn"), { condition: castAnother }),
        // "if you've cast another instant or sorcery spell this turn": of that kind, one is enough.
        map(seq(lit("if you've cast another"), castKind, lit('this turn')), ([, { plural, kind }]) =>
          plural
            ? null
            : { condition: { compare: [{ spellsCastThisTurn: { ref: 'you' }, ...kind }, '>=', 1] } as Condition },
        ),
        as(lit('during your turn'), { condition: YOUR_TURN }),
        map(seq(alt(w('if'), lit('as long as')), condition), ([, c]) => ({ condition: c })),
      ),
    ),
  ),
  ([ch, , what]) => ({ ...ch, ...(what ?? {}) }),
);

/**
 * A second change of the same spell's cost, applied on its own (CR 601.2f): "… and {1} less to
 * cast if you control an enchantment", "… . It also costs {1} less to cast if you control an
 * enchantment" ("it": the spell).
 */
const alsoChange: P<CostChangeNode> = map(seq(alt(w('and'), lit('. it also costs')), selfChange), ([, ch]) => ch);

/**
 * "~ costs {1} less to cast for each artifact you control.", "… if …", "… as long as …", and the
 * condition first: "If an opponent has no cards in hand, ~ costs {6} less to cast."
 */
export const selfCostChange: P<CostChangeNode> = rule('cost change', () =>
  alt(
    map(seq(self, w('costs'), selfChange, many(alsoChange), opt(lit('.'))), ([, , first, also]) =>
      also.length ? { ...first, also } : first,
    ),
    // "This spell costs {X} less to cast, where X is the total power of creatures you control":
    // {1} less that many times.
    map(
      seq(self, w('costs'), manaX, w('less'), lit('to cast'), lit(', where X is'), amountNode, opt(lit('.'))),
      ([, , , , , , each]): CostChangeNode => ({ change: 'less', mana: '{1}', each }),
    ),
    map(
      seq(w('if'), condition, lit(','), self, w('costs'), ownChange, lit('to cast'), opt(lit('.'))),
      ([, c, , , , ch]) => ({ ...ch, condition: c }),
    ),
    // "During turns other than yours, ~ costs {3} more to cast."
    map(
      seq(
        alt(as(lit('during your turn ,'), YOUR_TURN), as(lit('during turns other than yours ,'), NOT_YOUR_TURN)),
        self,
        w('costs'),
        ownChange,
        lit('to cast'),
        opt(lit('.')),
      ),
      ([c, , , ch]) => ({ ...ch, condition: c }),
    ),
  ),
);

/**
 * "This ability costs {1} less to activate for each …" / "… if …" / "… during your turn", "{X}
 * less to activate, where X is …" (an
 * activated ability's own cost change, CR 602.2b, 601.2f). "During your turn" is the condition
 * "it's your turn".
 */
export const abilityCostChange: P<CostChangeNode> = rule('ability cost change', () =>
  alt(
    map(
      seq(
        lit('this ability costs'),
        ownChange,
        lit('to activate'),
        opt(
          alt(
            map(seq(lit('for each'), forEachNode), ([, each]) => ({ each })),
            map(seq(w('if'), condition), ([, c]) => ({ condition: c })),
            as(lit('during your turn'), { condition: { yourTurn: true } as Condition }),
          ),
        ),
        opt(lit('.')),
      ),
      ([, ch, , what]) => ({ ...ch, ...(what ?? {}) }),
    ),
    // "This ability costs {X} less to activate, where X is the greatest power among Wurms you
    // control": {1} less that many times.
    map(
      seq(
        lit('this ability costs'),
        manaX,
        w('less'),
        lit('to activate'),
        lit(', where X is'),
        amountNode,
        opt(lit('.')),
      ),
      ([, , , , , each]): CostChangeNode => ({ change: 'less', mana: '{1}', each }),
    ),
  ),
);

/**
 * "The first creature spell you cast each turn costs {2} less to cast.", "The second spell you
 * cast each turn costs {1} less to cast.": the spell of that kind (named by card types only,
 * CR 205.2a) its caster casts when they have cast none (one) of that kind this turn before it.
 */
export const nthSpellCostChange: P<SpellsCostNode> = rule('nth spell cost change', () =>
  map(
    seq(
      w('the'),
      alt(as(w('first'), 1 as const), as(w('second'), 2 as const)),
      objectPhrase,
      lit('you cast each turn'),
      w('costs'),
      spellsChange,
      opt(lit('.')),
    ),
    ([, nth, ph, , , ch]) => {
      const { zone, ...spells } = ph.filter;
      if (ph.plural || ph.other || zone !== 'stack' || ch.each) return null;
      // Card types only: the turn's record of the spells cast keeps their card types.
      if (Object.keys(spells).some((k) => k !== 'types' && k !== 'notTypes')) return null;
      return { spells, casters: 'you' as const, ...ch, nth };
    },
  ),
);
