/**
 * Moving objects: destroy (CR 701.8), exile (701.13 → 406), return to hand or to the
 * battlefield, sacrifice (701.21), counter a spell (701.6); and "It can't be regenerated"
 * (701.15c) as a rider on the destroy before it.
 */
import type { Ref, StepSpec } from '../../../engine';
import { parseObjectRef, parsePlayer, parseRecipient } from '../phrases/refs';
import { freshVar, type Build } from '../build';
import { parseObjects } from '../phrases/objects';
import type { EffectTemplate } from './template';

/** What "destroy/exile/return/tap X" acts on: a target, "all …", or an object already named. */
function what(b: Build, phrase: string): Ref | null {
  const ref = parseRecipient(b, phrase);
  if (!ref || ref.ref === 'you' || ref.ref === 'players') return null;
  if (ref.ref === 'target' && b.targets[ref.slot]?.filter.players) return null;
  return ref;
}

/**
 * A zone change moves the object where it is now: after "When ~ dies", "it" is the card in
 * the graveyard (the trigger's `moved` object), not the permanent that left (CR 400.7).
 */
function push(b: Build, step: StepSpec): true {
  if (step.do === 'moveTo' || step.do === 'exileLinked') {
    const w = step.what;
    if (w.ref === 'trigger' && b.trigger?.moved && w.key === b.trigger.object)
      step.what = { ref: 'trigger', key: b.trigger.moved };
  }
  b.steps.push(step);
  return true;
}

export const ZONES: EffectTemplate[] = [
  {
    id: 'destroy',
    re: /^Destroy (?<what>.+?)$/,
    build: (g, b) => {
      const w = what(b, g.what as string);
      return !!w && push(b, { do: 'destroy', what: w });
    },
  },
  {
    id: 'no-regenerate',
    re: /^(?:It|They|That creature) can't be regenerated$/,
    build: (_g, b) => {
      const last = b.steps[b.steps.length - 1];
      if (last?.do !== 'destroy') return false;
      last.noRegenerate = true;
      return true;
    },
  },
  {
    // "exile target nonland permanent an opponent controls until ~ leaves the battlefield"
    // (Banishing Light; CR 610.3): a permanent's ability, the card linked to it (607.2a).
    id: 'exile-until-leaves',
    re: /^[Ee]xile (?<what>.+?) until ~ leaves the battlefield$/,
    build: (g, b) => {
      if (b.card.isSpell) return false;
      const w = what(b, g.what as string);
      if (!w || (w.ref === 'target' && !b.targets[w.slot]?.filter.objects)) return false;
      if (w.ref === 'target' && b.targets[w.slot]?.filter.objects?.zone) return false;
      return push(b, { do: 'exileLinked', what: w, untilSourceLeaves: true });
    },
  },
  {
    id: 'exile',
    re: /^Exile (?<what>.+?)$/,
    build: (g, b) => {
      const w = what(b, g.what as string);
      if (!w) return false;
      // "…until ~ leaves the battlefield" cards: the exiled card is linked to the source (CR 607.2a).
      return push(b, b.card.linksExile ? { do: 'exileLinked', what: w } : { do: 'moveTo', what: w, zone: 'exile' });
    },
  },
  {
    // "Exile target player's graveyard", "Exile each opponent's graveyard": every card in it
    // (CR 404.1, 406.2) — the cards in the graveyard as it resolves; cards put there later stay.
    id: 'exile-graveyard',
    re: /^Exile (?<p>target player|target opponent|that player|each opponent|each player)'s graveyard$/,
    build: (g, b) => {
      const player = parsePlayer(b, g.p as string);
      if (!player || b.card.linksExile) return false;
      b.steps.push({
        do: 'moveTo',
        what: { ref: 'all', filter: { zone: 'graveyard', owner: 'you' }, relativeTo: player },
        zone: 'exile',
      });
      return true;
    },
  },
  {
    id: 'return-exiled',
    re: /^Return the exiled card to the battlefield under its owner's control$/,
    build: (_g, b) => {
      if (!b.card.linksExile) return false;
      const as = freshVar(b, 'exiled');
      b.steps.push({ do: 'choose', from: { linkedToSource: true }, as, prompt: 'the card exiled with this permanent' });
      b.steps.push({
        do: 'moveTo',
        what: { ref: 'var', name: as },
        zone: 'battlefield',
        controller: 'owner',
        when: { var: as },
      });
      return true;
    },
  },
  {
    id: 'return-to-hand',
    re: /^Return (?<what>.+?) to (?:its|their) owners?'s? hands?$/,
    build: (g, b) => {
      const w = what(b, g.what as string);
      return !!w && push(b, { do: 'moveTo', what: w, zone: 'hand' });
    },
  },
  {
    // "Return all artifacts target player owns to their hand": their hand is each card's owner's.
    id: 'return-owned-to-hand',
    re: /^Return (?<what>all .+? (?:target player|target opponent|that player) owns) to their hand$/,
    build: (g, b) => {
      const w = what(b, g.what as string);
      return !!w && w.ref === 'all' && !!w.relativeTo && push(b, { do: 'moveTo', what: w, zone: 'hand' });
    },
  },
  {
    id: 'return-from-graveyard-to-hand',
    re: /^Return (?<what>.+? from your graveyard) to your hand$/,
    build: (g, b) => {
      const w = what(b, g.what as string);
      return !!w && push(b, { do: 'moveTo', what: w, zone: 'hand' });
    },
  },
  {
    id: 'return-own-to-hand',
    re: /^Return (?<what>target .+? you (?:both own and control|own|control)) to your hand$/,
    build: (g, b) => {
      const w = what(b, g.what as string);
      return !!w && push(b, { do: 'moveTo', what: w, zone: 'hand' });
    },
  },
  {
    id: 'return-chosen-to-hand',
    re: /^Return (?:a|an) (?<what>.+? you control) to its owner's hand$/,
    build: (g, b) => {
      const ph = parseObjects(g.what as string);
      if (!ph || ph.plural || ph.filter.zone) return false;
      const as = freshVar(b, 'chosen');
      // Not targeted: chosen as it resolves (CR 115.10, 608.2d).
      b.steps.push({
        do: 'choose',
        from: { matching: ph.other ? { ...ph.filter, notSource: true } : ph.filter },
        as,
        prompt: `choose ${g.what} to return to its owner's hand`,
      });
      b.steps.push({ do: 'moveTo', what: { ref: 'var', name: as }, zone: 'hand', when: { var: as } });
      return true;
    },
  },
  {
    // "You may put a land card from your hand onto the battlefield" (Growth Spiral): a card
    // chosen as it resolves, not targeted (CR 115.10); putting a land onto the battlefield is not
    // playing it (CR 305.4).
    id: 'put-from-hand',
    re: /^Put (?:a|an) (?<what>.+? card) from your hand onto the battlefield(?<tapped> tapped)?$/,
    build: (g, b) => {
      const ph = parseObjects(g.what as string);
      if (!ph || ph.plural || ph.other || ph.filter.zone || ph.filter.controller || ph.filter.owner) return false;
      const as = freshVar(b, 'chosen');
      b.steps.push({
        do: 'choose',
        from: { matching: { ...ph.filter, zone: 'hand', owner: 'you' } },
        as,
        prompt: `choose ${g.what} in your hand to put onto the battlefield`,
      });
      b.steps.push({
        do: 'moveTo',
        what: { ref: 'var', name: as },
        zone: 'battlefield',
        ...(g.tapped ? { tapped: true } : {}),
        when: { var: as },
      });
      return true;
    },
  },
  {
    id: 'sacrifice-chosen',
    re: /^Sacrifice (?:a|an) (?<what>.+?)$/,
    build: (g, b) => {
      const ph = parseObjects(`${g.what} you control`);
      if (!ph || ph.plural) return false;
      b.steps.push({
        do: 'sacrificeChosen',
        filter: ph.other ? { ...ph.filter, notSource: true } : ph.filter,
        as: freshVar(b, 'sacrificed'),
      });
      return true;
    },
  },
  {
    // "Target player sacrifices a creature (of their choice)", "Each opponent sacrifices a
    // creature of their choice" (CR 701.21a; today's Oracle wording says whose choice it is):
    // each player named chooses a permanent they control that matches, in APNAP order (CR 101.4),
    // then all are sacrificed at once. Not a target: a player with none sacrifices nothing.
    id: 'player-sacrifices-chosen',
    re: /^(?<p>.+?) sacrifices (?:a|an) (?<what>.+?)(?: of their choice)?$/,
    build: (g, b) => {
      const ph = parseObjects(g.what as string);
      if (!ph || ph.plural || ph.other || ph.filter.zone || ph.filter.controller || ph.filter.owner) return false;
      const player = parsePlayer(b, g.p as string);
      if (!player) return false;
      b.steps.push({ do: 'sacrificeChosen', filter: ph.filter, as: freshVar(b, 'sacrificed'), player });
      return true;
    },
  },
  {
    id: 'return-to-battlefield',
    re: /^Return (?<what>.+? from (?:your|a) graveyard) to the battlefield(?<under> under your control)?$/,
    build: (g, b) => {
      const w = what(b, g.what as string);
      return (
        !!w &&
        push(b, {
          do: 'moveTo',
          what: w,
          zone: 'battlefield',
          ...(g.under ? { controller: 'you' as const } : { controller: 'owner' as const }),
        })
      );
    },
  },
  {
    id: 'sacrifice-self',
    re: /^[Ss]acrifice ~$/,
    build: (_g, b) => push(b, { do: 'sacrifice', what: { ref: 'source' } }),
  },
  {
    // "sacrifice it" (an object already named; CR 701.21a: only if its controller is the ability's).
    id: 'sacrifice-it',
    re: /^[Ss]acrifice (?<what>it|that creature|that permanent)$/,
    build: (g, b) => {
      const w = parseObjectRef(b, g.what as string);
      return !!w && push(b, { do: 'sacrifice', what: w });
    },
  },
  {
    id: 'counter',
    re: /^Counter (?<what>target .+?)$/,
    build: (g, b) => {
      const w = what(b, g.what as string);
      const f = w?.ref === 'target' ? b.targets[w.slot]?.filter : undefined;
      // A spell or an ability on the stack (CR 701.6a, 701.6b); never a permanent or a player.
      if (!w || !f || !(f.spells || f.abilities) || f.objects || f.players) return false;
      return push(b, { do: 'counterSpell', what: w });
    },
  },
  {
    id: 'tap',
    re: /^Tap (?<what>.+?)$/,
    build: (g, b) => {
      const w = what(b, g.what as string);
      return !!w && push(b, { do: 'tap', what: w });
    },
  },
  {
    id: 'untap',
    re: /^Untap (?<what>.+?)$/,
    build: (g, b) => {
      const w = what(b, g.what as string) ?? parseObjectRef(b, g.what as string);
      return !!w && push(b, { do: 'untap', what: w });
    },
  },
];
