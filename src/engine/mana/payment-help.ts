/**
 * Paying part of a spell's total cost with other objects instead of mana (CR 601.2h): convoke
 * (702.51a: tap an untapped creature you control for {1} or for one mana symbol of a colour the
 * creature is), improvise (702.126a: tap an untapped artifact you control for {1}) and delve
 * (702.66a: exile a card from your graveyard for {1}). Which of them a spell may use is read from
 * its keywords (the keyword table's `helpsPay`), so a spell given convoke by an effect uses it too.
 *
 * Each chosen object pays exactly one symbol of the total cost, after the cost is locked in
 * (601.2f; the spell's mana cost and mana value don't change). A hybrid symbol is paid by either of
 * its halves (107.4e); {C} is not coloured and only colourless mana pays it. The caster chooses
 * the objects; which symbol each one pays is worked out here (every way is tried), and the rest
 * is paid with mana (pay-mana.ts). Tapping a creature for convoke is not tapping it for mana
 * (its {T} abilities aren't used), so summoning sickness doesn't matter (302.6).
 *
 * Loaded with the cards that have such a keyword (../steps-ready.ts; ../every-step.ts imports
 * it), which installs it into ./cost-help.ts.
 */
import { characteristics, displayName, hasType } from '../derived/characteristics';
import type { PaymentHelp } from '../derived/keywords';
import { emit, liveObject, peek, simultaneously, type Ctx } from '../state/context';
import { ensure } from '../state/errors';
import { formatCost, hybridWays, type ManaCost } from '../state/mana-cost';
import { RULE, type RuleNumber } from '../state/rules';
import type { GameObject, ManaType, ObjectId, PlayerId } from '../state/types';
import { moveObject } from '../zones/objects';
import { tap } from '../zones/permanents';
import { canPayMana, payManaCost } from './pay-mana';
import { helpsOf, PAYMENT_HELP, type HelpChoices } from './cost-help';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { assistedCost, chooseAssist, payAssist } from './assist';

/** The kinds of help paid by objects (assist is paid by another player, ./assist.ts). */
type ObjectHelp = Exclude<PaymentHelp, 'assist'>;

/** The kinds of help by objects `spell` has. */
function objectHelpsOf(ctx: Ctx, spell: GameObject): ObjectHelp[] {
  return helpsOf(ctx, spell).filter((k): k is ObjectHelp => k !== 'assist');
}

/** The words, rule and object each kind of help names (for prompts, the log and errors). */
const HELP: Record<ObjectHelp, { rule: RuleNumber; what: string; verb: string; pays: string }> = {
  convoke: {
    rule: RULE.convoke,
    what: 'untapped creatures you control',
    verb: 'tap',
    pays: "{1} or one mana of that creature's color",
  },
  improvise: { rule: RULE.improvise, what: 'untapped artifacts you control', verb: 'tap', pays: '{1}' },
  delve: { rule: RULE.delve, what: 'cards in your graveyard', verb: 'exile', pays: '{1}' },
};

/** The objects `player` could use now for one kind of help (never `spell` itself). */
function helpCandidates(ctx: Ctx, player: PlayerId, kind: ObjectHelp, spell: ObjectId): ObjectId[] {
  if (kind === 'delve') return ctx.s.players[player].graveyard.filter((id) => id !== spell);
  const type = kind === 'convoke' ? 'creature' : 'artifact';
  return ctx.s.battlefield.filter((id) => {
    const o = peek(ctx, id);
    return !!o && id !== spell && o.controller === player && !o.tapped && hasType(ctx, o, type);
  });
}

/** The coloured symbols one helper may pay besides {1}: a convoking creature's colours (CR 702.51a). */
function colorsPaid(ctx: Ctx, kind: ObjectHelp, obj: GameObject): ManaType[] {
  return kind === 'convoke' ? characteristics(ctx, obj).colors.filter((c) => c !== 'C') : [];
}

function keyOf(c: ManaCost): string {
  return `${c.generic}|${[...c.colored].sort().join('')}`;
}

/** At most this many partial payments are kept while working out which symbol each helper pays. */
const MAX_REMAINDERS = 2000;

/**
 * Every cost that can be left to pay with mana when each helper (given by the colours it may pay
 * besides {1}) pays one symbol of `cost` (no hybrid symbols). With `optional`, a helper may also
 * pay nothing (what could be paid, not what was chosen). Empty: the helpers can't all pay.
 */
function remainders(cost: ManaCost, helpers: readonly ManaType[][], optional: boolean): ManaCost[] {
  let set = new Map<string, ManaCost>([[keyOf(cost), cost]]);
  for (const colors of helpers) {
    const next = new Map<string, ManaCost>();
    const add = (c: ManaCost) => {
      if (next.size < MAX_REMAINDERS) next.set(keyOf(c), c);
    };
    for (const r of set.values()) {
      if (optional) add(r);
      if (r.generic > 0) add({ ...r, generic: r.generic - 1 });
      for (const c of new Set(colors)) {
        const i = r.colored.indexOf(c);
        if (i >= 0) add({ ...r, colored: [...r.colored.slice(0, i), ...r.colored.slice(i + 1)] });
      }
    }
    set = next;
    if (!set.size) break;
  }
  return [...set.values()].sort((a, b) => a.generic + a.colored.length - (b.generic + b.colored.length));
}

/** The costs without hybrid symbols `cost` may be paid as (CR 107.4e); none past the engine's limit. */
function plainWays(cost: ManaCost): ManaCost[] {
  return cost.hybrid?.length ? hybridWays(cost).map((w) => w.cost) : [cost];
}

/**
 * Whether `player` could pay `cost` for `spell` now, with mana and any help the spell has (each
 * possible helper used or not). Used to offer the cast (legal.ts); the payment itself checks the
 * chosen objects exactly.
 */
function canPayHelped(ctx: Ctx, player: PlayerId, spell: GameObject, cost: ManaCost): boolean {
  // Assist (CR 702.132a): the other player's part of the generic mana, at most what they can pay.
  if (helpsOf(ctx, spell).includes('assist')) {
    const rest = assistedCost(ctx, player, spell, cost);
    if (canPayMana(ctx, player, rest, null, { spell: spell.id })) return true;
  }
  const helpers: ManaType[][] = [];
  for (const kind of objectHelpsOf(ctx, spell))
    for (const id of helpCandidates(ctx, player, kind, spell.id)) {
      const o = peek(ctx, id);
      if (o) helpers.push(colorsPaid(ctx, kind, o));
    }
  if (!helpers.length || cost.unsupported?.length) return false;
  return plainWays(cost).some((way) =>
    remainders(way, helpers, true).some((r) => canPayMana(ctx, player, r, null, { spell: spell.id })),
  );
}

/**
 * Pays `total` for `spell` (on the stack): the chosen helpers first — each creature or artifact
 * is tapped, each card exiled, and each pays one symbol (CR 702.51a, 702.126a, 702.66a) — then
 * the rest with mana (601.2h). Throws IllegalActionError when a chosen object can't help (not
 * a candidate, chosen twice, or more helpers than symbols they can pay) or the rest can't be
 * paid; the action is then undone.
 */
function payHelped(ctx: Ctx, player: PlayerId, spell: GameObject, total: ManaCost, chosen: HelpChoices): void {
  // Assist (CR 702.132a): the other player pays their part first.
  ensure(
    !chosen.assist || helpsOf(ctx, spell).includes('assist'),
    `${displayName(ctx, spell)} doesn't have assist`,
    RULE.assist,
  );
  total = payAssist(ctx, player, spell, total, chosen.assist ?? 0);
  const helpers: { kind: ObjectHelp; obj: GameObject }[] = [];
  const seen = new Set<ObjectId>();
  for (const kind of objectHelpsOf(ctx, spell)) {
    const ids = chosen[kind] ?? [];
    const cands = helpCandidates(ctx, player, kind, spell.id);
    for (const id of ids) {
      const obj = peek(ctx, id);
      ensure(
        obj && cands.includes(id) && !seen.has(id),
        `${obj ? displayName(ctx, obj) : id} can't pay for ${kind}: choose among ${HELP[kind].what}, each once`,
        HELP[kind].rule,
      );
      seen.add(id);
      helpers.push({ kind, obj });
    }
  }
  for (const kind of Object.keys(HELP) as ObjectHelp[])
    ensure(
      !chosen[kind]?.length || helpsOf(ctx, spell).includes(kind),
      `${displayName(ctx, spell)} doesn't have ${kind}`,
      HELP[kind].rule,
    );
  if (!helpers.length) {
    payManaCost(ctx, player, total, null, { spell: spell.id });
    return;
  }
  ensure(
    !total.unsupported?.length,
    `the cost ${formatCost(total)} has mana symbols Stackyard can't pay yet`,
    RULE.castPay,
  );
  const colors = helpers.map((h) => colorsPaid(ctx, h.kind, h.obj));
  const ways = plainWays(total).map((way) => ({ way, rests: remainders(way, colors, false) }));
  const first = helpers[0] as { kind: ObjectHelp };
  ensure(
    ways.some((w) => w.rests.length),
    `${helpers.length} object${helpers.length === 1 ? '' : 's'} chosen to help pay ${formatCost(total)}, but each pays one symbol it can pay (${helpers.map((h) => `${h.kind}: ${HELP[h.kind].pays}`).join('; ')})`,
    HELP[first.kind].rule,
  );
  // One cost paid: the cards it exiles leave the graveyard at the same time (CR 601.2h).
  simultaneously(ctx, () => {
    for (const { kind, obj } of helpers) {
      const why = `to pay for ${displayName(ctx, spell)} (${kind})`;
      if (kind === 'delve') moveObject(ctx, obj.id, 'exile', { rule: HELP.delve.rule, why });
      else tap(ctx, liveObject(ctx, obj.id) ?? obj, false, why, HELP[kind].rule);
    }
  });
  // Tapping may have taken a mana source (a convoking Llanowar Elves): the rest is tried now.
  for (const { way, rests } of ways)
    for (const rest of rests) {
      if (!canPayMana(ctx, player, rest, null, { spell: spell.id })) continue;
      emit(ctx, {
        type: 'Note',
        rule: HELP[first.kind].rule,
        objects: [spell.id, ...helpers.map((h) => h.obj.id)],
        cards: [],
        text: `${helpers.length} object${helpers.length === 1 ? '' : 's'} paid ${formatCost(minus(way, rest))} of ${formatCost(total)} for ${displayName(ctx, spell)} (${[...new Set(helpers.map((h) => h.kind))].join(', ')}); ${formatCost(rest)} is left to pay with mana.`,
      });
      payManaCost(ctx, player, rest, null, { spell: spell.id });
      return;
    }
  ensure(
    false,
    `after the chosen objects pay their part, the rest of ${formatCost(total)} can't be paid with mana`,
    RULE.castPay,
  );
}

/** The symbols of `a` that are not in `b` (b is a part of a). */
function minus(a: ManaCost, b: ManaCost): ManaCost {
  const colored = [...a.colored];
  for (const c of b.colored) colored.splice(colored.indexOf(c), 1);
  return { generic: a.generic - b.generic, colored, xCount: 0 };
}

/**
 * CR 601.2h: for each kind of help the spell has (convoke, improvise, delve), the caster chooses
 * which objects pay part of the total cost (none is a choice; only asked when some could).
 */
function chooseHelp(
  ctx: Ctx,
  t: Asking & { player: PlayerId; help?: HelpChoices },
  obj: GameObject,
  total: ManaCost,
): 'done' | 'wait' {
  const symbols = total.generic + total.colored.length + 2 * (total.hybrid?.length ?? 0);
  for (const kind of helpsOf(ctx, obj)) {
    if (kind === 'assist') {
      if (chooseAssist(ctx, t, obj, total) === 'wait') return 'wait';
      continue;
    }
    t.help ??= {};
    if (t.help[kind]) continue;
    const cands = symbols ? helpCandidates(ctx, t.player, kind, obj.id) : [];
    if (!cands.length) {
      t.help[kind] = [];
      continue;
    }
    const ans = takeAnswer(t);
    if (Array.isArray(ans)) {
      t.help[kind] = ans;
      continue;
    }
    const h = HELP[kind];
    return ask(ctx, {
      player: t.player,
      kind: 'chooseObjects',
      purpose: kind,
      rule: h.rule,
      about: obj.id,
      prompt: `${kind[0]?.toUpperCase()}${kind.slice(1)}: choose ${h.what} to ${h.verb} to pay for ${displayName(ctx, obj)} (each pays ${h.pays} of ${formatCost(total)}), or none to pay with mana only.`,
      candidates: cands,
      min: 0,
      max: Math.min(cands.length, symbols),
    });
  }
  return 'done';
}

PAYMENT_HELP.code = { canPay: canPayHelped, pay: payHelped, choose: chooseHelp };
