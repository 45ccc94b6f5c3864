/**
 * Noun phrases with their determiners (CR 115, 109.5): what a sentence acts on or names —
 * targets ("target creature", "up to two target creatures", "any target", "another target
 * creature you control"), sets ("each creature", "all artifacts target player controls"),
 * players ("you", "each opponent", "its controller"), the object itself (`~`), pronouns ("it",
 * "that creature", "them"), "enchanted creature", "equipped creature". The tree keeps what the
 * text says; which object a pronoun names is decided when the tree is lowered (lower-nouns.ts).
 */
import type { ObjectFilter, TargetFilter } from '../../../engine';
import { ANY_TARGET } from '../../../engine';
import { eitherPhrase, objectPhrase, qualifier, type ObjectPhrase } from './objects';
import { tokenize, type Token } from './lexer';
import { alt, as, lit, list, lits, many, map, opt, parseAll, rule, seq, spanned, w, type P } from './peg';
import { count, countWord, self, X } from './words';

/** A pronoun or a phrase that names an object or player already named ("it", "that creature", "they"). */
export type Pronoun =
  | 'it'
  /** "its": the subject of its own clause if that is one object, else as "it". */
  | 'its'
  | 'they'
  | 'them'
  | 'itself'
  | 'that player'
  | 'that creature'
  /**
   * "those creatures", "each of those creatures": the group an earlier "each" / "all" instruction
   * acted on (Build.group, grammar/groups.ts); with none, as "that creature".
   */
  | 'those creatures'
  /**
   * "those cards" after an instruction of the same effect exiled objects ("Exile up to two target
   * creatures you control, then return those cards to the battlefield"): the cards now in exile
   * (CR 400.7j); nothing else.
   */
  | 'those cards'
  /** "the chosen creature": the object "Choose target creature" named (Build.chosen). */
  | 'the chosen creature'
  /**
   * "the creature you control" / "the creature you don't control" (or "… an opponent controls"):
   * one of the two targets "Choose target creature you control and target creature you don't
   * control" named (Build.pair).
   */
  | 'the creature you control'
  | "the creature you don't control"
  | 'the other creature'
  /** "the blocking creature": the blocker a "blocks ~" trigger names (flanking, CR 702.25a). */
  | 'the blocking creature'
  /** "that permanent or player": the one "any target" named before (a permanent or a player, CR 115.4). */
  | 'that permanent or player'
  | 'the sacrificed creature'
  /** "that token", "those tokens", "the token": the tokens the effect just created (CR 111.2). */
  | 'that token'
  /** "that ability": the ability on the stack an activation trigger names (CR 602.2i). */
  | 'that ability'
  /** "the amassed Army", "the Army you amassed": the Army the effect's amass chose (CR 701.47b). */
  | 'the amassed Army';

/** A noun phrase of the tree. */
export type NP =
  /** "target creature", "two target players", "up to one target artifact", "any target". */
  | {
      k: 'target';
      filter: TargetFilter;
      min: number;
      max: number;
      /** "X target creatures"; `'upTo'`: "up to X target creatures" (any number from 0 to X). */
      countIsX?: boolean | 'upTo';
      label: string;
      /** "another target", "any other target": not the source, and not what an earlier target word chose. */
      other?: boolean;
      /** "a third target": `other`, read only after two earlier target words (CR 115.3). */
      third?: true;
      /** "target creature defending player controls": its controller is the defending player (CR 506.2). */
      ofDefending?: boolean;
      /** "target creature that player controls": its controller is the trigger's player. */
      ofThatPlayer?: boolean;
      /** "… target cards from a single graveyard": all chosen cards share one graveyard (CR 601.2c). */
      sameGraveyard?: boolean;
    }
  /** "each creature", "all artifacts", "each other creature you control", "all creatures target player controls". */
  | {
      k: 'each';
      filter: ObjectFilter;
      other: boolean;
      relativeTo?: NP;
      owns?: boolean;
      /** "… that shares a color with it", "… with the same name as that creature": with what the pronoun names (lower-nouns.ts). */
      shares?: Shares;
    }
  /** "each player" / "each opponent". */
  | { k: 'players'; which: 'each' | 'opponents' }
  /** "each other player": every player but the one named before (lower-nouns.ts). */
  | { k: 'otherPlayers' }
  /** "each other opponent": the opponents but the one the trigger names (lower-nouns.ts). */
  | { k: 'otherOpponents' }
  | { k: 'you' }
  | { k: 'self' }
  | { k: 'enchanted' }
  | { k: 'equipped' }
  | { k: 'chosenPlayer' }
  /** "defending player": in an attack trigger, the player the creature attacks (CR 506.2). */
  | { k: 'defendingPlayer' }
  /**
   * "the player or planeswalker it's attacking", "… that creature is attacking": in the trigger
   * of one attacking creature, the player or planeswalker it attacks (CR 506.2).
   */
  | { k: 'attackedByIt' }
  /**
   * "that player or that planeswalker's controller": after "target player or planeswalker", the
   * player chosen, or the controller of the planeswalker chosen.
   */
  | { k: 'playerOrController' }
  /** "its controller", "that creature's controller", "enchanted creature's controller". */
  | { k: 'controllerOf'; of: NP }
  /**
   * "that spell's controller", "that spell or ability's controller" (`orAbility`): in a "becomes
   * the target of a spell (or ability)" trigger, the controller of what targeted (CR 115.1);
   * elsewhere "that spell's controller" reads as "that creature's controller" did.
   */
  | { k: 'targeterController'; orAbility: boolean }
  /** The permanent giving an ability in quotation marks, named in it ("Sacrifice Blazing Torch"; CR 113.7a). */
  | { k: 'grantor' }
  | { k: 'ownerOf'; of: NP }
  | { k: 'pronoun'; word: Pronoun }
  /** "each creature and each player": the union, in order. */
  | { k: 'union'; of: NP[] };

const tgt = (
  filter: TargetFilter,
  min: number,
  max: number,
  label: string,
  countIsX: boolean | 'upTo' = false,
): NP => ({
  k: 'target',
  filter,
  min,
  max,
  label,
  ...(countIsX ? { countIsX } : {}),
});

type AbilityKinds = ('activated' | 'triggered')[];

/**
 * An ability on the stack (CR 113.1; mana abilities never are, 605.3b): "activated or triggered
 * ability", "activated ability", "triggered ability", with "you control" / "you don't control"
 * after it (the ability's controller, relative to "you").
 */
const abilityNoun = map(
  seq(
    alt(
      as(lit('activated or triggered ability'), ['activated', 'triggered'] as AbilityKinds),
      as(lit('activated ability'), ['activated'] as AbilityKinds),
      as(lit('triggered ability'), ['triggered'] as AbilityKinds),
    ),
    opt(alt(as(lit('you control'), 'you' as const), as(lit("you don't control"), 'opponent' as const))),
  ),
  ([kinds, controller]) => ({
    filter: { abilities: { kinds, ...(controller ? { controller } : {}) } },
    words: `${kinds.join(' or ')} ability${controller === 'you' ? ' you control' : controller ? " you don't control" : ''}`,
    plural: false,
  }),
);

/** What may follow "target": players, objects, spells, abilities (CR 115.1). */
const targetNoun: P<{ filter: TargetFilter; words: string; plural: boolean } | null> = rule('target noun', () =>
  alt(
    map(lit('player or planeswalker'), () => ({
      filter: { players: true, objects: { types: ['planeswalker'] } },
      words: 'player or planeswalker',
      plural: false,
    })),
    map(lit('opponent or planeswalker'), () => ({
      filter: { players: 'opponent' as const, objects: { types: ['planeswalker'] } },
      words: 'opponent or planeswalker',
      plural: false,
    })),
    // "target player or battle", "target opponent or battle": a player, or a battle (CR 310.1, a
    // permanent that can be attacked and dealt damage).
    map(lits('player or battle', 'opponent or battle'), (v) => ({
      filter: { players: v.startsWith('opponent') ? ('opponent' as const) : true, objects: { types: ['battle'] } },
      words: v,
      plural: false,
    })),
    // "target creature token, player, or planeswalker": one object of that kind, a player, or a
    // planeswalker (the kind named by what it is only: no controller, zone or "other").
    map(seq(objectPhrase, lit(', player, or planeswalker')), ([ph]) => {
      const f = ph.filter;
      if (ph.plural || ph.other || f.zone || f.controller || f.owner || f.cardOnly || f.anyOf) return null;
      return {
        filter: { players: true, objects: { anyOf: [f, { types: ['planeswalker'] }] } },
        words: '',
        plural: false,
      };
    }),
    map(lit('creature or player'), () => ({ filter: ANY_TARGET, words: 'creature or player', plural: false })),
    map(lit('spell or permanent'), () => ({
      filter: { spells: true, objects: {} },
      words: 'spell or permanent',
      plural: false,
    })),
    map(lit('spell, activated ability, or triggered ability'), () => ({
      filter: { spells: true, abilities: { kinds: ['activated', 'triggered'] as ('activated' | 'triggered')[] } },
      words: 'spell, activated ability, or triggered ability',
      plural: false,
    })),
    abilityNoun,
    // "spell or ability" (Bolt Bend): a spell, or an activated or triggered ability on the stack
    // (mana abilities never are, CR 605.3b).
    map(lit('spell or ability'), () => ({
      filter: { spells: true, abilities: { kinds: ['activated', 'triggered'] as ('activated' | 'triggered')[] } },
      words: 'spell or ability',
      plural: false,
    })),
    map(w('player', 'players'), (v) => ({
      filter: { players: true },
      words: v.toLowerCase(),
      plural: v.toLowerCase() === 'players',
    })),
    map(w('opponent', 'opponents'), (v) => ({
      filter: { players: 'opponent' as const },
      words: v.toLowerCase(),
      plural: v.toLowerCase() === 'opponents',
    })),
    map(eitherPhrase, (ph) => objectTarget(ph)),
    map(objectPhrase, (ph) => objectTarget(ph)),
  ),
);

/** An object phrase after "target": objects, or spells when its head says "spell". */
function objectTarget(ph: ObjectPhrase): { filter: TargetFilter; words: string; plural: boolean } | null {
  const f: ObjectFilter = { ...ph.filter };
  if (ph.other) f.notSource = true;
  if (f.zone === 'stack') {
    const { zone: _z, ...spell } = f;
    void _z;
    return { filter: { spells: Object.keys(spell).length ? spell : true }, words: '', plural: ph.plural };
  }
  return { filter: { objects: f }, words: '', plural: ph.plural };
}

/** A parser whose value also carries the printed words it matched, lower-cased first (for labels). */
function withLabel<T>(p: P<T>): P<{ v: T; label: string }> {
  return map(spanned(p), ({ v, text }) => ({ v, label: text.replace(/^(\w)/, (c) => c.toLowerCase()) }));
}

type Count = { min: number; max: number; countIsX?: boolean | 'upTo'; other?: boolean; third?: true };
/** The count before "target": "two", "up to two", "any number of", "X", "one or two", "another". */
const targetCount: P<Count> = alt(
  map(seq(lit('up to'), count, w('other')), ([, n]) => ({ min: 0, max: n, other: true })),
  map(seq(lit('up to'), count), ([, n]) => ({ min: 0, max: n })),
  // "up to X target creatures" (CR 601.2c): from none to the X announced (601.2b).
  as(seq(lit('up to'), X), { min: 0, max: 0, countIsX: 'upTo' as const }),
  as(lit('any number of'), { min: 0, max: 99 }),
  map(seq(countWord, w('or'), countWord), ([a, , b]) => ({ min: a, max: b })),
  map(seq(countWord, w(','), countWord, w(','), w('or'), countWord), ([a, , , , , c]) => ({ min: a, max: c })),
  as(X, { min: 0, max: 0, countIsX: true }),
  map(countWord, (n) => ({ min: n, max: n })),
  as(w('another'), { min: 1, max: 1, other: true }),
  // "… and 4 damage to a third target creature" (Serpentine Spike): one more, not what the
  // two earlier target words chose (CR 115.3).
  as(lit('a third'), { min: 1, max: 1, other: true, third: true as const }),
);

/** "target creature", "up to two target creatures", "any target", "another target creature you control". */
export const targetNP: P<NP> = rule('target', () =>
  alt(
    map(withLabel(lit('any target')), ({ label }) => tgt(ANY_TARGET, 1, 1, label)),
    map(withLabel(lit('any other target')), ({ label }) => ({
      ...tgt({ ...ANY_TARGET, objects: { ...ANY_TARGET.objects, notSource: true } }, 1, 1, label),
      other: true,
    })),
    // "two targets", "up to three targets": any targets (CR 115.4), counted.
    map(withLabel(seq(targetCount, w('targets'))), ({ v: [c], label }) =>
      c.other || (c.max === 1 && !c.countIsX) ? null : tgt(ANY_TARGET, c.min, c.max, label, c.countIsX),
    ),
    // "target creature defending player controls" (CR 506.2): an object the defending player controls.
    map(withLabel(seq(w('target'), objectPhrase, lit('defending player controls'))), ({ v: [, ph], label }) => {
      if (ph.plural || ph.other || ph.filter.controller || ph.filter.zone) return null;
      return { ...tgt({ objects: { ...ph.filter, controller: 'opponent' } }, 1, 1, label), ofDefending: true };
    }),
    // "target creature that player controls", "up to one target creature that opponent controls":
    // an object the trigger's player (or the opponent "for each opponent" names) controls.
    map(
      withLabel(
        seq(
          // "another target creature that player controls": not what an earlier target word chose.
          opt(alt(as(lit('up to one'), 0), as(w('another'), 'another' as const))),
          w('target'),
          objectPhrase,
          lits('that player controls', 'that opponent controls'),
          // "… that player controls with mana value 3 or less": more of the phrase's qualifiers.
          many(qualifier),
        ),
      ),
      ({ v: [pre, , ph, , mods], label }) => {
        if (ph.plural || ph.other || ph.filter.controller || ph.filter.zone) return null;
        const objects: ObjectFilter = { ...ph.filter, controller: 'opponent' };
        if (!mods.every((m) => m(objects, ph)) || objects.controller !== 'opponent' || objects.zone || objects.owner)
          return null;
        const t = tgt({ objects }, pre === 0 ? 0 : 1, 1, label);
        return { ...t, ofThatPlayer: true, ...(pre === 'another' ? { other: true } : {}) };
      },
    ),
    // "up to one target creature card from that player's graveyard": a card in the graveyard of
    // the trigger's player (or of the opponent "for each opponent" names), an opponent (CR 404.2).
    map(
      withLabel(
        seq(opt(as(lit('up to one'), 0)), w('target'), objectPhrase, w('from', 'in'), lit("that player's graveyard")),
      ),
      ({ v: [min, , ph], label }) => {
        const f = ph.filter;
        if (ph.plural || ph.other || f.controller || f.owner || f.zone || !f.cardOnly) return null;
        const objects: ObjectFilter = { ...f, zone: 'graveyard', owner: 'opponent' };
        return { ...tgt({ objects }, min ?? 1, 1, label), ofThatPlayer: true };
      },
    ),
    // "up to three target cards from a single graveyard": cards in one graveyard, all chosen
    // from the same one (the targets are checked together, CR 601.2c).
    map(
      withLabel(seq(opt(targetCount), w('target'), targetNoun, lit('from a single graveyard'))),
      ({ v: [c, , noun], label }) => {
        const n: Count = c ?? { min: 1, max: 1 };
        const objects = noun?.filter.objects;
        if (!noun || !objects || noun.filter.players || noun.filter.spells || objects.zone || n.other) return null;
        if (n.max < 2 && !n.countIsX) return null;
        const filter: TargetFilter = { objects: { ...objects, zone: 'graveyard', cardOnly: true } };
        return { ...tgt(filter, n.min, n.max, label, n.countIsX), sameGraveyard: true };
      },
    ),
    // "target spell with a single target", "target spell or ability with a single target": one
    // with exactly one target chosen (CR 115.7a), the words "change the target of" act on.
    map(withLabel(seq(w('target'), targetNoun, lit('with a single target'))), ({ v: [, noun], label }) => {
      const f = noun?.filter;
      if (!f || noun.plural || f.objects || f.players || !(f.spells || f.abilities)) return null;
      return tgt({ ...f, singleTarget: true }, 1, 1, label);
    }),
    map(withLabel(seq(opt(targetCount), w('target'), targetNoun)), ({ v: [c, , noun], label }) => {
      if (!noun) return null;
      const n: Count = c ?? { min: 1, max: 1 };
      let filter = noun.filter;
      if (n.other) {
        if (!filter.objects) return null;
        filter = { ...filter, objects: { ...filter.objects, notSource: true } };
      }
      const other = n.other || !!filter.objects?.notSource;
      return {
        ...tgt(filter, n.min, n.max, label, n.countIsX),
        ...(other ? { other } : {}),
        ...(n.third ? { third: n.third } : {}),
      };
    }),
    // "deals 2 damage to any target and 1 damage to another target": any other target; "…, and 3
    // damage to a third target" (CR 115.3).
    map(withLabel(alt(lit('another target'), lit('a third target'))), ({ label }) => ({
      ...tgt({ ...ANY_TARGET, objects: { ...ANY_TARGET.objects, notSource: true } }, 1, 1, label),
      other: true,
    })),
    // "…, 2 damage to another target, and 3 damage to a third target" (Cone of Flame): any target
    // but what the two earlier target words chose (CR 115.3).
    map(withLabel(lit('a third target')), ({ label }) => ({
      ...tgt({ ...ANY_TARGET, objects: { ...ANY_TARGET.objects, notSource: true } }, 1, 1, label),
      other: true,
      third: true as const,
    })),
  ),
);

/**
 * "each of up to two target creatures", "each of two targets": what the instruction does, it
 * does to each target (CR 115.1d, 608.2c); only for more than one target.
 */
export const eachOfTargets: P<NP> = rule('each of targets', () =>
  map(seq(lit('each of'), targetNP), ([, t]) => (t.k === 'target' && (t.max > 1 || t.countIsX) ? t : null)),
);

/** The furthest a possessive target's "'s" word may stand from "target" ("target nonland permanent's"). */
const POSSESSIVE_REACH = 6;

/**
 * "target creature's", "target artifact or creature's" (after the word "target"): one target
 * object (CR 115.1) named by a possessive, read by the target grammar as the same words without
 * the "'s". Only a single target object; a player or spell target stays with its own phrases.
 */
const targetPossessiveRest: P<NP> = (s, i) => {
  const toks = s.toks;
  for (let j = i; j < toks.length && j < i + POSSESSIVE_REACH; j++) {
    const t = toks[j] as Token;
    if (t.kind !== 'word') return null;
    if (!t.lo.endsWith("'s") || t.lo.length < 3) continue;
    const words = ['target', ...toks.slice(i, j).map((x) => x.v), t.v.slice(0, -2)].join(' ');
    const r = parseAll(targetNP, tokenize(words));
    if (!r.ok) return null;
    const v = r.v;
    if (v.k !== 'target' || v.max !== 1 || v.countIsX || v.other) return null;
    if (!v.filter.objects || v.filter.players || v.filter.spells || v.filter.abilities) return null;
    return { v, i: j + 1 };
  }
  return null;
};
const targetPossessive: P<NP> = map(seq(w('target'), targetPossessiveRest), ([, t]) => t);

/** "its controller", "that creature's controller", "enchanted creature's controller", "their owner". */
const possessor: P<NP> = alt(
  as(w('its'), { k: 'pronoun', word: 'its' } as NP),
  as(w('their'), { k: 'pronoun', word: 'it' } as NP),
  as(
    alt(
      lits(
        "that creature's",
        "that permanent's",
        "that land's",
        "that artifact's",
        "that spell's",
        "the creature's",
        "the land's",
        "that card's",
      ),
    ),
    {
      k: 'pronoun',
      word: 'that creature',
    } as NP,
  ),
  as(
    lits(
      "enchanted creature's",
      "enchanted land's",
      "enchanted permanent's",
      "enchanted artifact's",
      "enchanted enchantment's",
    ),
    { k: 'enchanted' } as NP,
  ),
  as(lit("equipped creature's"), { k: 'equipped' } as NP),
  as(seq(self, lit("'s")), { k: 'self' } as NP),
  // "target spell's controller" (Parallectric Feedback): a spell on the stack as target (CR 115.1).
  as(lit("target spell's"), tgt({ spells: true }, 1, 1, 'target spell')),
  targetPossessive,
);

/**
 * The player a possessive names: "target player's" / "target opponent's" (a target, 115.1),
 * "that player's" (the pronoun), "each opponent's" / "each player's" (every such player).
 */
export const possessivePlayer: P<NP> = map(
  alt(lits("target player's", "target opponent's", "that player's", "each opponent's", "each player's")),
  (p): NP =>
    p.startsWith('target')
      ? {
          k: 'target',
          filter: { players: p.startsWith('target opponent') ? 'opponent' : true },
          min: 1,
          max: 1,
          label: p.slice(0, -2),
        }
      : p.startsWith('that')
        ? { k: 'pronoun', word: 'that player' }
        : { k: 'players', which: p.startsWith('each opponent') ? 'opponents' : 'each' },
);

/** Players: "you", "target player", "each opponent", "that player", "its controller", "the chosen player". */
export const playerNP: P<NP> = rule('player', () =>
  alt(
    as(w('you'), { k: 'you' } as NP),
    as(lit('each player'), { k: 'players', which: 'each' } as NP),
    as(lit('each other player'), { k: 'otherPlayers' } as NP),
    as(lit('each other opponent'), { k: 'otherOpponents' } as NP),
    as(alt(lit('each opponent'), lit('your opponents'), lit('each of your opponents')), {
      k: 'players',
      which: 'opponents',
    } as NP),
    as(lit("that player or that planeswalker's controller"), { k: 'playerOrController' } as NP),
    as(lits("the player or planeswalker it's attacking", 'the player or planeswalker that creature is attacking'), {
      k: 'attackedByIt',
    } as NP),
    as(alt(lit('that player'), lit('the player')), { k: 'pronoun', word: 'that player' } as NP),
    as(w('they'), { k: 'pronoun', word: 'they' } as NP),
    as(lit('the chosen player'), { k: 'chosenPlayer' } as NP),
    as(alt(lit('defending player'), lit('the defending player')), { k: 'defendingPlayer' } as NP),
    as(lit("that spell or ability's controller"), { k: 'targeterController', orAbility: true } as NP),
    as(lit("that spell's controller"), { k: 'targeterController', orAbility: false } as NP),
    map(seq(possessor, w('controller')), ([of]) => ({ k: 'controllerOf', of }) as NP),
    map(seq(possessor, w('owner')), ([of]) => ({ k: 'ownerOf', of }) as NP),
    // "The owner of target nonland permanent puts it …" (CR 108.3): one target object's owner.
    map(seq(lit('the owner of'), targetNP), ([, t]) =>
      t.k === 'target' && t.filter.objects && !t.filter.players && t.max === 1 ? ({ k: 'ownerOf', of: t } as NP) : null,
    ),
    map(targetNP, (t) =>
      t.k === 'target' && t.filter.players && !t.filter.objects && !t.filter.spells && t.max === 1 ? t : null,
    ),
  ),
);

/** An object already named: `~`, "itself", "it", "that creature", "them", "enchanted creature". */
export const objectRef: P<NP> = rule('object reference', () =>
  alt(
    as(lits('the creature you control', 'the chosen creature you control'), {
      k: 'pronoun',
      word: 'the creature you control',
    } as NP),
    as(
      lits(
        "the creature you don't control",
        "the chosen creature you don't control",
        'the creature an opponent controls',
        'the chosen creature an opponent controls',
      ),
      { k: 'pronoun', word: "the creature you don't control" } as NP,
    ),
    as(self, { k: 'self' } as NP),
    // The permanent giving an ability in quotation marks, named in it (normalise.ts).
    as(w('grantor'), { k: 'grantor' } as NP),
    as(w('itself'), { k: 'pronoun', word: 'itself' } as NP),
    as(lit('the other creature'), { k: 'pronoun', word: 'the other creature' } as NP),
    as(lit('the blocking creature'), { k: 'pronoun', word: 'the blocking creature' } as NP),
    as(alt(lit('the sacrificed creature'), lit('the sacrificed artifact'), lit('the sacrificed permanent')), {
      k: 'pronoun',
      word: 'the sacrificed creature',
    } as NP),
    as(lits('the chosen creature', 'the chosen permanent'), { k: 'pronoun', word: 'the chosen creature' } as NP),
    as(w('it'), { k: 'pronoun', word: 'it' } as NP),
    as(w('them'), { k: 'pronoun', word: 'them' } as NP),
    // "each of them", "each of those creatures": what the instruction does, it does to each of
    // the objects named (CR 608.2c) — the same as "them" / "those creatures".
    as(lit('each of them'), { k: 'pronoun', word: 'them' } as NP),
    as(lits('each of those creatures', 'those creatures'), { k: 'pronoun', word: 'those creatures' } as NP),
    // "Exile X target creatures. Return the exiled cards to the battlefield …" (Hide on the
    // Ceiling): the cards this effect exiled, as "those cards" (a card linking what it exiles to
    // another ability says "the exiled card", CR 607.2a, read by that verb).
    as(lits('those cards', 'the exiled cards'), { k: 'pronoun', word: 'those cards' } as NP),
    as(lits('that token', 'those tokens', 'the token', 'the tokens'), { k: 'pronoun', word: 'that token' } as NP),
    as(lits('the amassed Army', 'the Army you amassed'), { k: 'pronoun', word: 'the amassed Army' } as NP),
    as(lit('that permanent or player'), { k: 'pronoun', word: 'that permanent or player' } as NP),
    as(lit('that ability'), { k: 'pronoun', word: 'that ability' } as NP),
    as(
      alt(
        lits(
          'that creature',
          'that land',
          'that permanent',
          'that artifact',
          'that card',
          'the creature',
          'that enchantment',
          'that spell',
        ),
      ),
      { k: 'pronoun', word: 'that creature' } as NP,
    ),
    as(seq(w('enchanted'), w('creature', 'land', 'artifact', 'enchantment', 'permanent', 'Wall', 'planeswalker')), {
      k: 'enchanted',
    } as NP),
    as(lit('equipped creature'), { k: 'equipped' } as NP),
  ),
);

/** "creatures target player controls", "Swamps they control", "artifacts that player owns": relative to that player. */
const relativePhrase: P<{ ph: ObjectPhrase; who: NP; owns: boolean }> = map(
  seq(objectPhrase, alt(playerNP), w('control', 'controls', 'own', 'owns')),
  ([ph, who, verb]) =>
    who.k === 'you' || who.k === 'players' || ph.filter.controller || ph.filter.owner || ph.filter.zone || ph.other
      ? null
      : { ph, who, owns: verb.toLowerCase().startsWith('own') },
);

/**
 * "Creatures target player controls", "Lands that player controls": a plural group relative to a
 * player, as a subject without "each" / "all" ("Creatures target player controls get -2/-2 until
 * end of turn"); the same set as "all creatures target player controls".
 */
export const relativeGroup: P<NP> = rule('relative group', () =>
  map(relativePhrase, (r) =>
    r.ph.plural ? ({ k: 'each', filter: r.ph.filter, other: false, relativeTo: r.who, owns: r.owns } as NP) : null,
  ),
);

/** What an "each" group has in common with an object named before (the filter key `sharesWith`). */
export type Shares = { by: 'name' | 'color' | 'creatureType'; to: NP };

/**
 * "that shares a color with it", "that shares a creature type with it", "with the same name as
 * that creature" (CR 105.1, 205.3m, 201.2): after an "each" / "all" group, the object is "it" or
 * "that creature" (permanent, artifact, …) only.
 */
const sharesSuffix: P<Shares> = map(
  seq(
    alt(
      as(lit('that shares a color with'), 'color' as const),
      as(lit('that shares a creature type with'), 'creatureType' as const),
      as(lit('with the same name as'), 'name' as const),
    ),
    objectRef,
  ),
  ([by, to]) => (to.k === 'pronoun' && (to.word === 'it' || to.word === 'that creature') ? { by, to } : null),
);

/** "each creature", "all artifacts", "each other creature you control", "all creatures they control". */
export const eachNP: P<NP> = rule('each', () =>
  alt(
    // "each other creature that shares a color with it", "all other creatures with the same name as that creature".
    map(seq(w('each', 'all'), objectPhrase, sharesSuffix), ([, ph, shares]) =>
      ph.filter.zone || ph.filter.anyOf ? null : ({ k: 'each', filter: ph.filter, other: ph.other, shares } as NP),
    ),
    map(
      seq(w('each', 'all'), relativePhrase),
      ([, r]) => ({ k: 'each', filter: r.ph.filter, other: false, relativeTo: r.who, owns: r.owns }) as NP,
    ),
    // "each creature each opponent controls" (Aku Djinn): every such object an opponent controls.
    map(seq(w('each'), objectPhrase, lit('each opponent controls')), ([, ph]) =>
      ph.plural || ph.filter.zone || ph.filter.controller
        ? null
        : ({ k: 'each', filter: { ...ph.filter, controller: 'opponent' }, other: ph.other } as NP),
    ),
    map(seq(w('each', 'all'), alt(eitherPhrase, objectPhrase)), ([, ph]) =>
      ph.filter.zone === 'stack' ? null : ({ k: 'each', filter: ph.filter, other: ph.other } as NP),
    ),
  ),
);

/** One recipient: a player, a set, an object already named, or a target. */
const recipient1: P<NP> = alt(
  as(lit('each player'), { k: 'players', which: 'each' } as NP),
  as(lit('each opponent'), { k: 'players', which: 'opponents' } as NP),
  as(lit('each other player'), { k: 'otherPlayers' } as NP),
  as(lit('each other opponent'), { k: 'otherOpponents' } as NP),
  eachNP,
  playerNP,
  objectRef,
  eachOfTargets,
  targetNP,
);

/**
 * A verb phrase ahead (set by the effect families, which come later in the import order): a
 * recipient list stops before "and you gain 4 life", where "you" is the next clause's subject.
 */
export const verbAhead: { p: P<unknown> | null } = { p: null };
const noVerbAhead: P<null> = (s, i) => (verbAhead.p && verbAhead.p(s, i) ? null : { v: null, i });

const unionOf = (parts: NP[]): NP => (parts.length === 1 ? (parts[0] as NP) : { k: 'union', of: parts });

/**
 * "each opponent and each creature they control", "… each creature and planeswalker they
 * control": "they" is each opponent, so the objects are those the opponents control.
 */
const opponentsAndTheirs: P<NP> = map(
  seq(lit('each opponent and each'), alt(eitherPhrase, objectPhrase), lit('they control')),
  ([, ph]) =>
    ph.plural || ph.other || ph.filter.controller || ph.filter.zone
      ? null
      : unionOf([
          { k: 'players', which: 'opponents' },
          { k: 'each', filter: { ...ph.filter, controller: 'opponent' }, other: false },
        ]),
);

/**
 * Whatever an effect may act on: a player, a set, an object already named or a target, joined
 * with "and" ("each creature and each player", "target creature and target player").
 */
export const recipient: P<NP> = rule('recipient', () =>
  alt(
    map(seq(opponentsAndTheirs, noVerbAhead), ([r]) => r),
    map(
      list(
        map(seq(recipient1, noVerbAhead), ([r]) => r),
        'and',
      ),
      unionOf,
    ),
  ),
);

/** Objects named as a subject, joined with "and" ("Each attacking creature and each blocking creature doesn't untap"). */
export const subjectObjects: P<NP> = rule('subject objects', () =>
  map(list(alt(eachNP, objectRef, targetNP), 'and'), unionOf),
);

/**
 * "up to one target creature card and up to one target land card from your graveyard": two or
 * more target cards, each with its own word "target" (CR 115.1, 601.2c), all in your graveyard,
 * the zone said once after the last. Each card phrase names no zone, owner or controller of its own.
 */
const graveyardCardTargets: P<NP> = rule('graveyard card targets', () =>
  map(
    seq(list(withLabel(seq(opt(targetCount), w('target'), objectPhrase)), 'and', 2), opt(lit('from your graveyard'))),
    ([items, from]) => {
      const out: NP[] = [];
      for (const [k, { v, label }] of items.entries()) {
        const [c, , ph] = v;
        const n: Count = c ?? { min: 1, max: 1 };
        // The last phrase may have read the zone itself ("… land card from your graveyard").
        const { zone, owner, ...f } = ph.filter;
        const last = k === items.length - 1 && !from;
        if (last ? zone !== 'graveyard' || owner !== 'you' : zone || owner) return null;
        if (n.other || ph.other || n.countIsX || !f.cardOnly || f.controller) return null;
        if (ph.plural !== n.max > 1) return null;
        const objects: ObjectFilter = { ...f, zone: 'graveyard', owner: 'you' };
        out.push(tgt({ objects }, n.min, n.max, last ? label : `${label} from your graveyard`));
      }
      return unionOf(out);
    },
  ),
);

/** Objects an instruction acts on, joined with "and" ("target artifact and target enchantment"). */
export const objects: P<NP> = rule('objects', () =>
  alt(
    graveyardCardTargets,
    map(
      list(
        map(seq(alt(eachNP, objectRef, targetNP), noVerbAhead), ([r]) => r),
        'and',
      ),
      unionOf,
    ),
  ),
);
