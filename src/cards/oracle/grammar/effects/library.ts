/**
 * Looking at the top of your library and choosing among the cards (CR 401.2, 401.4, 608.2c):
 * "Look at the top three cards of your library. Put one of them into your hand and the rest on
 * the bottom of your library in any order." Pieces: what is looked at ("the top N cards of your
 * library"), the choices among them ("put one of them into your hand", "you may reveal a
 * creature card from among them and put it into your hand", "you may put a land card from among
 * them onto the battlefield tapped"), and where the rest go ("and the rest into your graveyard",
 * "Put the rest on the bottom of your library in a random order", ", then put them back in any
 * order"). One verb phrase spans the sentences, as its instruction does: what isn't chosen can't
 * be placed before the choice is made.
 */
import type { LookPick, ObjectFilter } from '../../../../engine';
import { amountNode, lowerAmount, type AmountNode } from '../amounts';
import { objectPhrase, type ObjectPhrase } from '../objects';
import { eitherCard } from './card-kinds';
import { freshVar, type Build } from '../../build';
import { lowerNP } from '../lower-nouns';
import type { NP } from '../nouns';
import { alt, as, end, list, lit, lits, map, opt, peek, seq, spanned, w, type P } from '../peg';
import { count, countOrX } from '../words';
import { withCountersOnIt } from './zones';
import type { LowerTable, VerbEntry } from './verb';

/** A choice among the looked-at cards, as read (the filter still to be checked). */
interface PickNode {
  n: number;
  upTo: boolean;
  ph?: ObjectPhrase;
  label: string;
  reveal: boolean;
  to: LookPick['to'];
  tapped: boolean;
  /** "onto the battlefield with three +1/+1 counters on it" (CR 122.6). */
  counters?: { counter: string; count: number };
  /** "onto the battlefield tapped and attacking" (CR 508.4). */
  attacking?: boolean;
}

type Rest = 'top' | 'bottom' | 'bottomRandom' | 'graveyard' | 'unchanged';

export type LibraryVp =
  | LookVp
  /** "put it into your hand" of the top card revealed or looked at, still in the library (`Build.topCard`). */
  | { k: 'putTopCard'; to: LookPick['to']; tapped: boolean }
  /** "you may reveal it" of the top card looked at, still in the library (`Build.topCard`, CR 701.20a). */
  | { k: 'revealTopCard' }
  /** "each player reveals the top card of their library": each player named, their own (CR 701.20a). */
  | { k: 'revealsTheirTop'; n: AmountNode }
  | {
      k: 'revealUntil';
      /** How many cards of the kind end the reveal ("until you reveal three nonland cards"). */
      n: number;
      ph: ObjectPhrase;
      picks: PickNode[];
      rest: Rest;
      /** "their library … until they reveal": the subject's own library, another player's. */
      theirs: boolean;
    };

type LookVp = {
  k: 'lookAtTop';
  n: AmountNode;
  picks: PickNode[];
  rest: Rest;
  revealed: boolean;
  /** The choices read "it": the top card only. */
  oneCard?: boolean;
  /** Whose library: yours (null), or another player's ("target player's library"). */
  whose: NP | null;
  /** "the top X cards …, where X is …": X is that amount, not the spell's X (CR 107.3c). */
  xDefined?: boolean;
  /** The cards not chosen stay on top for a later "Then shuffle" (see Build.restUnplaced). */
  restUnplaced?: boolean;
  /** "Reveal the top card of your library." ending the sentence: "it" next is that card. */
  namesIt?: boolean;
};

/** "your library", "target player's library", "target opponent's library", "that player's library". */
const whoseLibrary: P<NP | null> = alt(
  as(lit('your library'), null),
  map(lits("target player's library", "target opponent's library"), (p): NP => ({
    k: 'target',
    filter: { players: p.toLowerCase().startsWith('target opponent') ? 'opponent' : true },
    min: 1,
    max: 1,
    label: p.slice(0, p.indexOf("'")),
  })),
  as(lit("that player's library"), { k: 'pronoun', word: 'that player' } as NP),
);

/** Another player's top cards: looked at only, or one of them put into that player's graveyard. */
const afterLookTheirs: P<{ picks: PickNode[]; rest: Rest; oneCard?: boolean }> = alt(
  as(lit(', then put them back in any order'), { picks: [], rest: 'top' as Rest }),
  as(seq(lit('. you may put that card into'), alt(lit('their graveyard'), lit("that player's graveyard"))), {
    picks: [{ n: 1, upTo: true, label: 'the card', reveal: false, to: 'graveyard', tapped: false } as PickNode],
    rest: 'unchanged' as Rest,
    oneCard: true,
  }),
  as(peek(alt(w('.'), end)), { picks: [], rest: 'unchanged' as Rest }),
);

/** "all": every card that matches is taken (no choice). */
const ALL = 1000;

const n1: AmountNode = { k: 'n', n: 1 };

/**
 * "…, where X is the number of lands you control" right after "the top X cards of your library"
 * (CR 107.3c): the count is that amount, read as the instruction is followed (608.2h).
 */
const whereX: P<AmountNode | undefined> = opt(map(seq(lit(', where X is'), amountNode), ([, x]) => x));

/** "the top card", "the top three cards", "the top X cards" (of your library). */
const topCards: P<AmountNode> = alt(
  as(w('card'), n1),
  map(seq(countOrX, w('cards')), ([c]) => (c === 'X' ? ({ k: 'x' } as AmountNode) : ({ k: 'n', n: c } as AmountNode))),
);

const DEST: Record<string, { to: LookPick['to']; tapped?: boolean; attacking?: boolean }> = {
  'into your hand': { to: 'hand' },
  'onto the battlefield tapped': { to: 'battlefield', tapped: true },
  'onto the battlefield': { to: 'battlefield' },
  'into your graveyard': { to: 'graveyard' },
};
const dest = map(lits(...Object.keys(DEST)), (d) => DEST[d.toLowerCase()] ?? null);
/**
 * A destination, or "onto the battlefield tapped and attacking" (CR 508.4), where the reader makes
 * the one card chosen attacking (a choice of one card: mayPut, putChosen, a revealed card found).
 */
const destOrAttacking = alt(
  as(lit('onto the battlefield tapped and attacking'), {
    to: 'battlefield' as LookPick['to'],
    tapped: true,
    attacking: true,
  }),
  dest,
);

/** "one of them", "two of those cards", "one" (before "and the other"). */
const someOfThem = map(seq(count, opt(alt(lit('of them'), lit('of those cards')))), ([n, of]) => ({ n, of: !!of }));

/** "Put two of them into your hand": exactly that many, not revealed. */
const putSome: P<PickNode> = map(seq(w('put'), someOfThem, dest), ([, s, d]) => ({
  n: s.n,
  upTo: false,
  label: s.n === 1 ? 'one card' : `${s.n} cards`,
  reveal: false,
  to: d.to,
  tapped: !!d.tapped,
}));

/**
 * "a creature card", "a Mount creature card or a Plains card", "up to one land card", "up to two
 * creature cards", "any number of land cards" (from among them): how many may be chosen, and of
 * what kind.
 */
const chosenCards: P<{ n: number; ph: ObjectPhrase; text: string; upTo: boolean }> = map(
  spanned(
    alt(
      map(eitherCard, (ph) => ({ n: 1, ph, upTo: false })),
      map(seq(w('a', 'an'), objectPhrase), ([, ph]) => ({ n: 1, ph, upTo: false })),
      map(seq(lit('up to'), count, objectPhrase), ([, n, ph]) => ({ n, ph, upTo: true })),
      // "any number of artifact cards": none to all of them (upTo, every one allowed).
      map(seq(lit('any number of'), objectPhrase), ([, ph]) => (ph.plural ? { n: ALL, ph, upTo: true } : null)),
    ),
  ),
  ({ v, text }) => (v.n > 1 === v.ph.plural ? { ...v, text } : null),
);

/**
 * "a creature card and/or a land card", "an Angel card, a Demon card, and/or a Dragon card": up
 * to one card of each kind, chosen one after the other among the cards not yet chosen (a card of
 * two kinds may be either one, so every allowed set can be chosen).
 */
const eachKindUpToOne: P<{ ph: ObjectPhrase; text: string }[]> = map(
  list(seq(w('a', 'an'), spanned(objectPhrase)), 'and/or', 2),
  (items) =>
    items.some(([, ph]) => ph.v.plural || ph.v.other)
      ? null
      : items.map(([a, ph]) => ({ ph: ph.v, text: `${a.toLowerCase()} ${ph.text}` })),
);

/** What the revealed cards are called when put: "it", "that card" (one); "them", "those cards", "the revealed cards". */
const revealedOne = alt(w('it'), lit('that card'));
const revealedMany = alt(w('them'), lit('those cards'), lit('the revealed cards'));

/**
 * "You may reveal a creature card from among them and put it into your hand", "… reveal any number
 * of artifact cards from among them and put the revealed cards into your hand" (CR 701.20a).
 */
const mayReveal: P<PickNode> = map(
  seq(
    lit('you may reveal'),
    chosenCards,
    lit('from among them and put'),
    alt(as(revealedOne, false), as(revealedMany, true)),
    dest,
  ),
  ([, c, , many, d]) =>
    many === c.n > 1
      ? { n: c.n, upTo: true, ph: c.ph, label: c.text, reveal: true, to: d.to, tapped: !!d.tapped }
      : null,
);

/** "You may put a land card from among them onto the battlefield tapped". */
const mayPut: P<PickNode> = map(
  seq(lit('you may put'), chosenCards, lit('from among them'), destOrAttacking),
  ([, c, , d]) => ({
    n: c.n,
    upTo: true,
    ph: c.ph,
    label: c.text,
    reveal: false,
    to: d.to,
    tapped: !!d.tapped,
    ...(d.attacking ? { attacking: true } : {}),
  }),
);

/**
 * "You may put up to one land card from among them onto the battlefield tapped and up to one Elf
 * card from among them into your hand": two choices, the second among the cards the first left.
 */
const mayPutTwo: P<PickNode[]> = map(
  seq(
    lit('you may put'),
    chosenCards,
    lit('from among them'),
    dest,
    w('and'),
    chosenCards,
    lit('from among them'),
    dest,
  ),
  ([, a, , da, , b, , db]) =>
    [
      [a, da],
      [b, db],
    ].map(([c, d]) => ({
      n: (c as typeof a).n,
      upTo: true,
      ph: (c as typeof a).ph,
      label: (c as typeof a).text,
      reveal: false,
      to: (d as typeof da).to,
      tapped: !!(d as typeof da).tapped,
    })),
);

/**
 * "You may put a creature card and/or a land card from among them into your hand", "You may
 * reveal an Angel card, a Demon card, and/or a Dragon card from among them and put them into your
 * hand": up to one card of each kind ({@link eachKindUpToOne}).
 */
const mayPutAndOr: P<PickNode[]> = map(
  alt(
    map(seq(lit('you may put'), eachKindUpToOne, lit('from among them'), dest), ([, ks, , d]) => ({
      ks,
      d,
      reveal: false,
    })),
    map(
      seq(lit('you may reveal'), eachKindUpToOne, lit('from among them and put'), revealedMany, dest),
      ([, ks, , , d]) => ({ ks, d, reveal: true }),
    ),
  ),
  ({ ks, d, reveal }) =>
    ks.map((k) => ({
      n: 1,
      upTo: true,
      ph: k.ph,
      label: k.text,
      reveal,
      to: d.to,
      tapped: !!d.tapped,
    })),
);

/** "from among them", "revealed this way". */
const fromAmong = alt(lit('from among them'), lit('revealed this way'));

/** "Put all creature cards revealed this way into your hand": every one of them, no choice. */
const putAll: P<PickNode> = map(seq(lit('put all'), spanned(objectPhrase), fromAmong, dest), ([, ph, , d]) =>
  ph.v.plural ? { n: ALL, upTo: false, ph: ph.v, label: ph.text, reveal: false, to: d.to, tapped: !!d.tapped } : null,
);

/**
 * "Put a land card from among them into your hand", "Put up to two creature cards from among them
 * …", "Put a creature card from among them onto the battlefield with three +1/+1 counters on it".
 */
const putChosen: P<PickNode> = map(
  seq(w('put'), chosenCards, lit('from among them'), destOrAttacking, opt(withCountersOnIt)),
  ([, c, , d, counters]) =>
    counters && d.to !== 'battlefield'
      ? null
      : {
          n: c.n,
          upTo: c.upTo,
          ph: c.ph,
          label: c.text,
          reveal: false,
          to: d.to,
          tapped: !!d.tapped,
          ...(counters ? { counters } : {}),
          ...(d.attacking ? { attacking: true } : {}),
        },
);

/** Where the cards not chosen go. */
const restDest: P<Rest> = alt(
  as(lit('on the bottom of your library in any order'), 'bottom' as Rest),
  as(lit('on the bottom of your library in a random order'), 'bottomRandom' as Rest),
  as(lit('on the bottom of your library'), 'bottom' as Rest),
  as(lit('into your graveyard'), 'graveyard' as Rest),
);
const theRest = alt(
  lit('all other cards revealed this way'),
  lit('the rest of those cards'),
  lit('the rest of the cards'),
  lit('the rest of the revealed cards'),
  lit('the rest'),
  lit('the other'),
);

/** ". Put the rest …" / ". Then put the rest …" (a sentence of its own). */
const restSentence: P<Rest> = map(seq(w('.'), opt(w('then')), w('put'), theRest, restDest), ([, , , , r]) => r);

/**
 * ". Then put all cards revealed this way that weren't put onto the battlefield into your
 * graveyard" (or "on the bottom of your library in a random order"): the cards not chosen, when
 * every choice was of cards put onto the battlefield (checked where it is read).
 */
const notPutRest: P<Rest> = map(
  seq(w('.'), opt(w('then')), lit("put all cards revealed this way that weren't put onto the battlefield"), restDest),
  ([, , , r]) => r,
);

/** What follows "look at the top N cards of your library". */
/**
 * Of the top card only: ". If it's a land card, you may put it onto the battlefield tapped", and
 * maybe ". If you don't put the card onto the battlefield, put it into your hand" (a second
 * choice, of the card not taken: "you may put it into your graveyard" or, with no "may", always).
 */
const ifItsPick: P<PickNode[]> = map(
  seq(
    w('.'),
    lit("if it's"),
    w('a', 'an'),
    spanned(objectPhrase),
    lit(', you may'),
    opt(lit('reveal it and')),
    lit('put it'),
    dest,
    opt(
      seq(
        lit(". if you don't put"),
        alt(lit('the card'), w('it')),
        dest,
        w(','),
        opt(lit('you may')),
        lit('put it'),
        dest,
      ),
    ),
  ),
  ([, , , ph, , rev, , d, then]) => {
    if (ph.v.plural) return null;
    const first: PickNode = { n: 1, upTo: true, ph: ph.v, label: ph.text, reveal: !!rev, to: d.to, tapped: !!d.tapped };
    if (!then) return [first];
    const [, , notPut, , may, , d2] = then;
    if (notPut.to !== d.to || notPut.tapped !== d.tapped || d2.to === d.to) return null;
    const second: PickNode = { n: 1, upTo: !!may, label: 'the card', reveal: false, to: d2.to, tapped: !!d2.tapped };
    return [first, second];
  },
);

const afterLook: P<{ picks: PickNode[]; rest: Rest; oneCard?: boolean; restUnplaced?: boolean; namesIt?: boolean }> =
  alt(
    map(ifItsPick, (picks) => ({ picks, rest: 'top' as Rest, oneCard: true })),
    // "Reveal the top card of your library and put that card into your hand" (Dark Confidant): the
    // one card, no choice; "it" / "that card" after it is that card in the hand (lowered below).
    as(seq(lit('and put'), alt(lit('that card'), w('it')), lit('into your hand')), {
      picks: [{ n: 1, upTo: false, label: 'the card', reveal: false, to: 'hand', tapped: false } as PickNode],
      rest: 'unchanged' as Rest,
      oneCard: true,
    }),
    as(lit(', then put them back in any order'), { picks: [], rest: 'top' as Rest }),
    // "Put one of them into your hand and the rest on the bottom …", "Put two into your hand and the other into your graveyard".
    map(seq(w('.'), alt(putAll, putChosen, putSome), w('and'), theRest, restDest), ([, p, , , r]) => ({
      picks: [p],
      rest: r,
    })),
    map(seq(w('.'), alt(mayReveal, mayPut, putAll, putChosen, putSome), restSentence), ([, p, r]) => ({
      picks: [p],
      rest: r,
    })),
    // "You may put a creature card and/or a land card from among them into your hand. Put the rest …",
    // "You may put up to one land card … and up to one Elf card … into your hand. Put the rest …".
    map(seq(w('.'), alt(mayPutAndOr, mayPutTwo), restSentence), ([, picks, r]) => ({ picks, rest: r })),
    // "You may put any number of permanent cards … onto the battlefield. Then put all cards revealed
    // this way that weren't put onto the battlefield into your graveyard": the rest, so said.
    map(seq(w('.'), alt(mayPut, putChosen), notPutRest), ([, p, r]) =>
      p.to === 'battlefield' ? { picks: [p], rest: r } : null,
    ),
    // "Reveal the top ten cards … Put a creature card from among them onto the battlefield … Then
    // shuffle.": the rest stay on top until the shuffle a later sentence must say.
    // "…, put any number of land cards from among them onto the battlefield tapped, then shuffle".
    map(seq(alt(w('.'), w(',')), alt(mayPut, putChosen), peek(alt(w('.'), end, lit(', then shuffle')))), ([, p]) => ({
      picks: [p],
      rest: 'unchanged' as Rest,
      restUnplaced: true,
    })),
    // Last: "Reveal the top card of your library. If it's a creature card, put it into your hand":
    // the card stays on top, and "it" next is that card (what follows reads it, CR 608.2c).
    as(peek(alt(w('.'), end)), { picks: [] as PickNode[], rest: 'unchanged' as Rest, oneCard: true, namesIt: true }),
  );

/** "a creature card", "three nonland cards", "four land cards" (what ends the reveal). */
const untilCards: P<{ n: number; ph: ObjectPhrase }> = alt(
  map(seq(w('a', 'an'), objectPhrase), ([, ph]) => (ph.plural ? null : { n: 1, ph })),
  map(seq(count, objectPhrase), ([n, ph]) => (n > 1 && ph.plural ? { n, ph } : null)),
);

/**
 * "reveal(s) cards from the top of your/their library until you/they reveal a land card", "…
 * until four land cards are revealed" (CR 701.20a).
 */
const revealUntilHead: P<{ theirs: boolean; n: number; ph: ObjectPhrase }> = map(
  seq(
    w('reveal', 'reveals'),
    lit('cards from the top of'),
    w('your', 'their'),
    lit('library until'),
    alt(
      map(seq(w('you', 'they'), w('reveal'), untilCards), ([who, , c]) => ({ who: who.toLowerCase(), ...c })),
      map(seq(untilCards, w('is', 'are'), w('revealed')), ([c, verb]) =>
        (verb.toLowerCase() === 'are') === c.n > 1 ? { who: '', ...c } : null,
      ),
    ),
  ),
  ([, , whose, , u]) => {
    const theirs = whose.toLowerCase() === 'their';
    if (u.who && (u.who === 'they') !== theirs) return null;
    return { theirs, n: u.n, ph: u.ph };
  },
);

/** "those cards", "all cards revealed this way" (every card revealed). */
const allRevealed = alt(lit('those cards'), lit('all cards revealed this way'), lit('the revealed cards'));

/** "that card", "those cards", "the nonland cards revealed this way": the cards that ended the reveal. */
const foundCards: P<ObjectPhrase | null> = alt(
  as(lit('that card'), null),
  as(lit('those cards'), null),
  map(seq(w('the'), objectPhrase, lit('revealed this way')), ([, ph]) => ph),
);

/** What becomes of the revealed cards: the ones found, and the rest. */
const afterUntil: P<{
  found?: { ph: ObjectPhrase | null; to: LookPick['to']; tapped: boolean; attacking?: boolean };
  rest: Rest;
}> = alt(
  // ", then puts those cards into their graveyard" / ". That player puts all cards revealed this way into their graveyard".
  as(
    seq(
      alt(lit(', then'), lit('. that player')),
      w('put', 'puts'),
      allRevealed,
      w('into'),
      w('your', 'their'),
      w('graveyard'),
    ),
    { rest: 'graveyard' as Rest },
  ),
  // ". Put that card into your hand and the rest on the bottom of your library in a random order".
  map(
    seq(
      w('.'),
      w('put'),
      foundCards,
      destOrAttacking,
      alt(seq(w('and'), opt(w('put'))), lit(', then put')),
      theRest,
      restDest,
    ),
    ([, , ph, d, , , rest]) => ({ found: { ph, to: d.to, tapped: !!d.tapped, attacking: !!d.attacking }, rest }),
  ),
);

export const LIBRARY_VERBS: VerbEntry<LibraryVp>[] = [
  {
    subject: 'player',
    parse: alt(
      map(
        seq(alt(lit('look at the top'), lit('reveal the top')), topCards, lit('of your library'), whereX, afterLook),
        ([verb, n, , x, a]) =>
          n.k === 'x' || !x
            ? ({
                k: 'lookAtTop',
                n: x ?? n,
                ...(x ? { xDefined: true } : {}),
                ...a,
                revealed: verb.toLowerCase().startsWith('reveal'),
                whose: null,
              } as LibraryVp)
            : null,
      ),
      map(seq(revealUntilHead, afterUntil), ([h, a]) => {
        const found = a.found;
        // "the nonland cards revealed this way" are the cards that ended the reveal, by the same words.
        if (found?.ph && JSON.stringify(found.ph) !== JSON.stringify(h.ph)) return null;
        const picks: PickNode[] = found
          ? [
              {
                n: h.n,
                upTo: false,
                ph: h.ph,
                label: 'the card found',
                reveal: false,
                to: found.to,
                tapped: found.tapped,
                ...(found.attacking ? { attacking: true } : {}),
              },
            ]
          : [];
        return { k: 'revealUntil', n: h.n, ph: h.ph, picks, rest: a.rest, theirs: h.theirs } as LibraryVp;
      }),
      // "If it's a land card, put it onto the battlefield. Otherwise, put that card into your hand."
      map(
        seq(w('put'), alt(w('it'), lit('that card'), lit('the revealed card')), dest),
        ([, , d]) => ({ k: 'putTopCard', to: d.to, tapped: !!d.tapped }) as LibraryVp,
      ),
      // "If it shares a creature type with ~, you may reveal it" (kinship): the card looked at.
      as(seq(w('reveal'), alt(w('it'), lit('that card')), peek(alt(w('.'), end))), { k: 'revealTopCard' } as LibraryVp),
      map(
        seq(lit('reveals the top'), topCards, lit('of their library')),
        ([, n]) => ({ k: 'revealsTheirTop', n }) as LibraryVp,
      ),
      map(
        seq(lit('look at the top'), topCards, w('of'), whoseLibrary, afterLookTheirs),
        ([, n, , whose, a]) => ({ k: 'lookAtTop', n, ...a, revealed: false, whose }) as LibraryVp,
      ),
    ),
  },
];

/** "… onto the battlefield tapped and attacking" (CR 508.4): the step that makes the picked creature attacking. */
function pushAttacking(b: Build, picks: LookPick[]): void {
  for (const p of picks)
    if (p.as && p.to === 'battlefield') b.steps.push({ do: 'enterAttacking', what: { ref: 'var', name: p.as } });
}

/** A pick's filter: a card's qualities only (no zone, controller or owner: they are cards in your library). */
export function pickFilter(ph: ObjectPhrase | undefined): ObjectFilter | null | undefined {
  if (!ph) return undefined;
  const f = ph.filter;
  if (!f.cardOnly || ph.other || f.zone || f.controller || f.owner || f.token !== undefined) return null;
  if (f.tapped !== undefined || f.attacking || f.blocking || f.inCombat || f.counters || f.enchanted !== undefined)
    return null;
  const { cardOnly: _c, ...rest } = f;
  void _c;
  return rest;
}

export const LOWER_LIBRARY: LowerTable<LibraryVp> = {
  putTopCard: (v, c) => {
    // Only the top card named by "Reveal the top card of your library." (you own it: your hand,
    // your graveyard, under your control, CR 400.3, 110.2a); it is moved if still there (400.7).
    const it = c.b.it;
    const top = c.b.topCard;
    if (c.actor.ref !== 'you' || !top) return false;
    // "it" is the top card, or nothing after another branch moved it ("Otherwise, put that card …").
    if (it ? it.ref !== 'var' || it.name !== top : !c.b.topCardMoved || !c.b.itUnnamed) return false;
    c.b.steps.push({
      do: 'moveTo',
      what: { ref: 'var', name: top },
      zone: v.to,
      ...(v.tapped ? { tapped: true } : {}),
      ...(v.to === 'battlefield' ? { controller: 'you' as const } : {}),
    });
    // "it" after the move would be the card where it went, a new object (400.7): not named here.
    Object.assign(c.b, { it: null, itUnnamed: true, topCardMoved: true });
    return true;
  },
  revealTopCard: (_v, c) => {
    // Only the top card "Look at the top card of your library." named, not moved since (CR 400.7).
    const it = c.b.it;
    const top = c.b.topCard;
    if (c.actor.ref !== 'you' || !top || c.b.topCardMoved) return false;
    if (it?.ref !== 'var' || it.name !== top) return false;
    c.b.steps.push({ do: 'revealCard', what: { ref: 'var', name: top } });
    return true;
  },
  revealsTheirTop: (v, c) => {
    // Another player, or each player, reveals their own top cards; nothing is chosen and the
    // cards stay on top (CR 701.20a, 701.20b). "you" says "reveal".
    if (c.actor.ref === 'you' || v.n.k !== 'n') return false;
    c.b.steps.push({ do: 'lookAtTop', count: v.n.n, picks: [], rest: 'unchanged', reveal: true, player: c.actor });
    // "it" / "that card" next would be a card of one library, or one of several: not named here.
    Object.assign(c.b, { it: null, itUnnamed: true, them: undefined });
    return true;
  },
  revealUntil: (v, c) => {
    const filter = pickFilter(v.ph);
    if (!filter || v.ph.plural !== v.n > 1) return false;
    // Your own library and you choose where the found cards go; another player's library only
    // into its owner's graveyard ("then puts those cards into their graveyard"), no choice made.
    const you = c.actor.ref === 'you';
    if (you === v.theirs) return false;
    if (!you) {
      const who = c.actor.ref;
      if (who === 'players' || who === 'union' || who === 'all' || v.picks.length || v.rest !== 'graveyard')
        return false;
    }
    // "onto the battlefield tapped and attacking" (CR 508.4): the one card found, named for the next step.
    const attacking = v.picks.some((p) => p.attacking);
    if (attacking && (v.n !== 1 || !you)) return false;
    const picks: LookPick[] = v.picks.map((p) => ({
      n: p.n,
      filter,
      to: p.to,
      ...(p.tapped ? { tapped: true } : {}),
      label: p.n === 1 ? 'the card found' : 'the cards found',
      ...(p.attacking ? { as: freshVar(c.b, 'put') } : {}),
    }));
    c.b.steps.push({
      do: 'lookAtTop',
      count: 0,
      until: { filter, n: v.n },
      picks,
      rest: v.rest,
      reveal: true,
      ...(you ? {} : { player: c.actor }),
    });
    pushAttacking(c.b, picks);
    // "that card" after it: the found card is not named by a reference.
    Object.assign(c.b, { it: null, itUnnamed: true, them: undefined });
    return true;
  },
  lookAtTop: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    if (v.oneCard && (v.n.k !== 'n' || v.n.n !== 1)) return false;
    if (v.namesIt && v.whose) return false;
    const whose = v.whose ? lowerNP(c.b, v.whose, 'player') : null;
    if (v.whose && (!whose || whose.ref === 'players' || whose.ref === 'union' || whose.ref === 'all')) return false;
    // X is read only from a spell's cost here (CR 107.3); an activated ability's {X} has no value in the engine yet.
    if (v.n.k === 'x' && !c.b.card.isSpell) return false;
    const count_ = lowerAmount(c.b, v.n);
    if (count_ === null) return false;
    const picks: LookPick[] = [];
    for (const p of v.picks) {
      const filter = pickFilter(p.ph);
      if (filter === null) return false;
      // "with mana value X or less" after "where X is …" is that X, which a filter doesn't read.
      if (v.xDefined && filter?.manaValueIsX) return false;
      picks.push({
        n: p.n,
        ...(p.upTo ? { upTo: true } : {}),
        ...(filter ? { filter } : {}),
        ...(p.reveal ? { reveal: true } : {}),
        to: p.to,
        ...(p.tapped ? { tapped: true } : {}),
        label: p.label,
        ...(p.counters ? { withCounters: p.counters } : {}),
      });
    }
    // The one card put onto the battlefield is what "it" names next ("It gains hexproof …"): the
    // new object (CR 400.7j), or nothing if no card was chosen.
    const only = picks.length === 1 ? picks[0] : undefined;
    // Likewise the top card put into the hand ("… and put that card into your hand. You lose life
    // equal to its mana value"): the card in the hand (400.7: it is a new object there).
    const named =
      only && only.n === 1 && (only.to === 'battlefield' || (v.oneCard && !only.upTo && only.to === 'hand'))
        ? freshVar(c.b, 'put')
        : null;
    if (only && named) only.as = named;
    // "tapped and attacking" (CR 508.4): one card chosen, made attacking by the next step.
    if (v.picks.some((p) => p.attacking) && (!only || !named || only.n !== 1)) return false;
    // "Put the rest back in any order" after a reveal is not a wording of the pool; all of them stay known.
    if (v.revealed && v.rest === 'top') return false;
    c.b.steps.push({
      do: 'lookAtTop',
      count: count_,
      picks,
      rest: v.rest,
      ...(v.revealed ? { reveal: true } : {}),
      ...(whose ? { player: whose } : {}),
    });
    if (v.picks.some((p) => p.attacking)) pushAttacking(c.b, picks);
    // After a look with no choice, "it" / "that card" would be the card seen: no reference names it,
    // except after "the top card of your library." (`namesIt`): the one card, still on top.
    if (v.namesIt) {
      const seen = (c.b.steps.at(-1) as { as?: string }) ?? {};
      seen.as = freshVar(c.b, 'topCard');
      Object.assign(c.b, {
        it: { ref: 'var', name: seen.as },
        itUnnamed: false,
        them: undefined,
        topCard: seen.as,
        topCardMoved: false,
      });
    } else if (!picks.length && v.rest === 'unchanged')
      Object.assign(c.b, { it: null, itUnnamed: true, them: undefined });
    if (named) Object.assign(c.b, { it: { ref: 'var', name: named }, itUnnamed: false });
    if (v.restUnplaced) c.b.restUnplaced = true;
    return true;
  },
};
