/**
 * Making sure the engine can carry out every instruction of some cards (CR 608.2c), and watch for
 * every event their triggered abilities wait for (603.2), before they are played: the core step
 * handlers and trigger detectors load with the engine; the rest of both tables loads with
 * {@link loadEveryStep} when a card needs one of them.
 */
import { COST_KEYWORD_KINDS, costKeywordsInstalled } from './casting/cost-keywords';
import { specialActionsInstalled } from './casting/special-actions';
import { stepInstalled } from './resolution/steps/registry';
import { activationCostsInstalled } from './mana/lazy-activation-costs';
import { detectorInstalled, everyDetectorInstalled } from './triggers/registry';
import { LAZY_VALUE_KEYS, valueKindsInstalled } from './derived/value-kinds';
import { LAZY_DAMAGE } from './zones/damage';
import { LAZY_MANA_RIDER_KINDS } from './mana/mana-riders';

let loading: Promise<void> | null = null;

/** Loads and installs the whole step table (once). Rejects if its code can't be loaded. */
export function loadEveryStep(): Promise<void> {
  loading ??= import('./every-step').then(
    () => undefined,
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/** The strings `pick` finds at any key of `defs` (card definitions as plain data), walked whole. */
function collect(defs: unknown, pick: (key: string, value: unknown) => unknown): Set<string> {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        const hit = pick(k, x);
        if (typeof hit === 'string') found.add(hit);
        walk(x);
      }
  };
  walk(defs);
  return found;
}

/** The kinds of instruction (`do`) written anywhere in `defs` (card definitions as plain data). */
export function stepKindsIn(defs: unknown): Set<string> {
  return collect(defs, (k, x) => (k === 'do' ? x : undefined));
}

/**
 * Whether `data` names a predefined token (CR 111.10) by a `predefined` key (a scenario
 * document's proxies: "a Treasure token" on the battlefield). The tokens' definitions
 * (state/predefined-tokens.ts, `predefinedTokensIn`) load with the rest of the tables, which
 * such a document waits for: their abilities' instructions are then all ready.
 */
export function namesPredefinedToken(data: unknown): boolean {
  return collect(data, (k, x) => (k === 'predefined' && typeof x === 'string' ? x : undefined)).size > 0;
}

/**
 * The instructions the engine writes itself for an ability some cards have, not in their own
 * words: a madness or miracle card's trigger and a rebound spell's delayed trigger cast it (`castFree`,
 * CR 702.35a, 702.94a, 702.88a). Found by a madness or miracle cost (`kind`) or the rebound keyword
 * anywhere in `defs` (an ability that grants one included).
 */
export function engineStepKindsFor(defs: unknown): Set<string> {
  return collect(defs, (k, x) =>
    (k === 'kind' && (x === 'madness' || x === 'miracle')) ||
    x === 'rebound' ||
    (Array.isArray(x) && x.includes('rebound'))
      ? 'castFree'
      : undefined,
  );
}

/** The kinds of trigger event (`on: { event }`) written anywhere in `defs` (CR 603.2). */
export function triggerKindsIn(defs: unknown): Set<string> {
  return collect(defs, (k, x) =>
    k === 'on' && x && typeof x === 'object' ? (x as { event?: unknown }).event : undefined,
  );
}

/**
 * Whether `defs` give a special action (CR 116.2): a morph or disguise cost, a foretell cost, a
 * plot cost, a suspend cost (its upkeep and casting triggers load with it), a Room's doors (116.2m)
 * (casting/special-actions.ts).
 */
export function givesSpecialAction(defs: unknown): boolean {
  return (
    collect(defs, (k, x) =>
      k === 'morph' ||
      k === 'plot' ||
      k === 'suspend' ||
      (k === 'kind' && x === 'foretell') ||
      (k === 'typeLine' && x === 'Enchantment — Room')
        ? 'yes'
        : undefined,
    ).size > 0
  );
}

/**
 * Whether `defs` have a cost whose code loads with them (casting/cost-keywords.ts): replicate,
 * squad, casualty, conspire, mayhem, retrace, jump-start, dash, blitz, warp (CR 118.8, 118.9).
 */
export function hasKeywordCost(defs: unknown): boolean {
  return (
    collect(defs, (k, x) => (k === 'kind' && typeof x === 'string' && COST_KEYWORD_KINDS.has(x) ? 'yes' : undefined))
      .size > 0
  );
}

/**
 * Whether `defs` have an activation cost whose code loads with them (mana/lazy-activation-costs.ts):
 * crew's (a cost's `crew` key, CR 702.122a), exert's (`exertSelf`, 701.43a), X parts (`costX`, 107.3) and
 * counters of any kind (`removeAnyCounter`, 122.1), revealing from the hand (`reveal`, 701.20a) and
 * collecting evidence (`collectEvidence`, 701.59a), blighting (`blight`, mana/blight-cost.ts), the
 * permanent that gives the ability (`grantor`, mana/grantor-cost.ts), waterbend (`waterbend`, 701.67a).
 */
export function hasLazyActivationCost(defs: unknown): boolean {
  return (
    collect(defs, (k) =>
      k === 'crew' ||
      k === 'exertSelf' ||
      k === 'costX' ||
      k === 'removeAnyCounter' ||
      k === 'reveal' ||
      k === 'collectEvidence' ||
      k === 'blight' ||
      k === 'waterbend' ||
      k === 'grantor'
        ? 'yes'
        : undefined,
    ).size > 0
  );
}

/**
 * Whether `defs` have an amount or a condition whose code loads with them (derived/value-kinds.ts:
 * party size, delirium, domain, raid, revolt, "this turn" counts …).
 */
export function usesLazyValue(defs: unknown): boolean {
  return collect(defs, (k) => (LAZY_VALUE_KEYS.has(k) ? k : undefined)).size > 0;
}

/**
 * Whether `defs` have a replacement effect whose code loads with them (zones/damage-replacements.ts,
 * CR 614.1a): damage increased (Torbran), life not reduced below 1 by damage (Ali from Cairo),
 * N of each damage prevented (Guardian Seraph, CR 615.1a); life gain changed (Angel of Vitality,
 * zones/life-replacements.ts); counters put increased (Hardened Scales, zones/counter-replacements.ts);
 * an object's own "If ~ would be put into a graveyard …, … instead" (Darksteel Colossus,
 * zones/graveyard-replacements.ts); tokens created changed (Parallel Lives, zones/token-replacements.ts).
 */
export function hasLazyReplacement(defs: unknown): boolean {
  return (
    collect(defs, (k, x) =>
      (k === 'kind' &&
        (x === 'damageIncreased' ||
          x === 'damageLeavesOneLife' ||
          x === 'lifeGainReplaced' ||
          x === 'gameOutcomeBarred' ||
          x === 'countersIncreased' ||
          x === 'ownGraveyardInstead' ||
          x === 'tokensReplaced')) ||
      (k === 'replacements' &&
        Array.isArray(x) &&
        x.some((r: { kind?: unknown; amount?: unknown }) => r?.kind === 'preventDamage' && r.amount))
        ? 'yes'
        : undefined,
    ).size > 0
  );
}

/**
 * Whether a key and value of a definition need a hook ../every-step.ts installs as it loads: "All
 * creatures able to block ~ do so" (CR 509.1c, turn/block-requirements.ts); umbra armor (702.89a,
 * zones/umbra-armor.ts); mana restricted to "a creature spell of the chosen type" (106.6, 614.12,
 * mana/chosen-spend.ts); "with mana value X" in an ability (107.3a, derived/ability-x.ts); "modified" (700.9, derived/modified.ts); an
 * Omen's shuffle as it resolves (zones/omen.ts); a plane's, scheme's … abilities from the command
 * zone (CR 408.3, derived/command-sources.ts); a battle's rules (CR 310, turn/battles.ts); ascend
 * (702.131b, triggers/ascend.ts); casting spells as though they had flash (601.3, casting/flash-grants.ts); playing lands from a graveyard (305.1, casting/zone-permissions.ts); abilities triggering an additional time or not at all as permanents enter (603.2d, triggers/trigger-times.ts); choosing not to untap (502.3, turn/untap-optional.ts); prowl's and freerunning's record of combat damage (702.76a, zones/combat-hits.ts); daybound and nightbound (CR 702.145, turn/day-night.ts); a
 * triggered ability that works from a graveyard (113.6, triggers/graveyard-watchers.ts); an attack
 * trigger about what is attacked ("attacks you", dethrone: 506.3, 702.105a, detectors/attacked.ts);
 * a cast trigger for a kicked spell or one with {X} in its cost (702.33d, 107.3, detectors/spell-kinds.ts);
 * an event "for the first time each turn" (603.2, triggers/first-time.ts);
 * mana spendable only on spells cast from somewhere (106.6, 601.2a, derived/value-kind-table.ts);
 * Phyrexian and snow mana symbols in a cost (107.4f, 107.4h; mana/phyrexian.ts, mana/snow.ts); convoke, improvise and delve
 * (601.2h, mana/payment-help.ts); "as enters" choices beyond a name, a colour or a type
 * (614.12, zones/entering-more.ts, zones/for-counters.ts); a static ability preventing damage (615.1a,
 * zones/prevention-effects.ts); damage that can't be prevented (615.12, zones/unpreventable.ts); a mana ability's rarer further
 * instructions (605.3b, mana/more-riders.ts); triggered mana abilities (605.1b, mana/triggered-mana.ts); a commander's color identity (903.4, mana/commander-colors.ts); damage or counters divided among targets (601.2d, casting/divide.ts); a type removed ("~ isn't a creature": 506.4, turn/noncreature-combat.ts).
 */
/** Parts of a trigger event read by detector code that loads with the whole trigger table. */
const LAZY_EVENT_PARTS = [
  'attacked',
  'mostLife',
  'kickedSpell',
  'xInCost',
  'firstTimeEachTurn',
  'firstOfKind',
  'hasAdventure',
];

/** Convoke, improvise, delve and assist: their payment loads with the cards that have them. */
const HELP_KEYWORDS = new Set(['convoke', 'improvise', 'delve', 'assist']);

/**
 * The restrictions (a static's `cant`) whose code loads with the cards that have them, installed
 * by ../every-step.ts: choosing not to untap (CR 502.3, turn/untap-optional.ts into turn/untap.ts's
 * UNTAP_OPTIONAL) and assigning combat damage as though not blocked (510.1c, turn/unblocked-damage.ts
 * into turn/combat-damage.ts's LAZY_SPLIT).
 */
export const LAZY_RESTRICTIONS: ReadonlySet<string> = new Set(['untapOptional', 'assignAsThoughUnblocked']);

/**
 * The keys of restrictions naming a filter or a number whose code loads with them
 * (turn/combat-restrictions.ts, CR 508.1c, 509.1b): "can't attack unless defending player controls
 * …", "can block only …", "can't be blocked except by …", "can't be blocked by …", "by more than N",
 * "except by N or more creatures".
 */
export const LAZY_RESTRICTION_KEYS: ReadonlySet<string> = new Set([
  'attackUnlessDefenderControls',
  'blockOnly',
  'beBlockedExceptBy',
  'beBlockedBy',
  'beBlockedByMoreThan',
  'beBlockedByAtLeast',
]);

function needsEveryStepHook(k: string, x: unknown): boolean {
  return (
    k === 'allAbleBlock' ||
    // A pre-game action (CR 103.2, turn/pregame-reveal.ts).
    k === 'pregame' ||
    // Tokens created tapped and attacking (CR 508.4, resolution/steps/enter-attacking.ts).
    (typeof x === 'object' && x !== null && (x as { do?: unknown }).do === 'createToken' && 'attacking' in x) ||
    k === 'mustBeBlocked' ||
    // "can block an additional creature" (CR 509.1a, turn/multi-block.ts).
    k === 'blockMore' ||
    // "can't be the target of …" (CR 115.1, derived/target-bans.ts).
    k === 'beTargetedBy' ||
    k === 'alone' ||
    // "You may cast creature spells as though they had flash" (CR 601.3, casting/flash-grants.ts).
    k === 'castAsThoughFlash' ||
    // "You may play lands from your graveyard" (CR 305.1, casting/zone-permissions.ts).
    k === 'landsFromGraveyard' ||
    // "… triggers an additional time", "… entering don't cause abilities to trigger" (CR 603.2d, triggers/trigger-times.ts).
    k === 'triggersAdditionalTime' ||
    // Restrictions (`cant`) whose code loads with them: "You may choose not to untap ~ during your
    // untap step" (CR 502.3, turn/untap-optional.ts), "assign its combat damage as though it
    // weren't blocked" (510.1c, turn/unblocked-damage.ts).
    (typeof x === 'string' && LAZY_RESTRICTIONS.has(x)) ||
    (Array.isArray(x) && x.some((r) => LAZY_RESTRICTIONS.has(r as string))) ||
    LAZY_RESTRICTION_KEYS.has(k) ||
    // "Skip your draw step" (CR 614.10, turn/skipped-turns.ts).
    k === 'skipsStep' ||
    // The creature types (CR 205.3m, state/creature-type-list.ts): changeling (702.73a), choosing a
    // creature type as it enters (614.12), type changes that keep or replace creature types (205.1).
    (k === 'everyCreatureType' && !!x) ||
    x === 'chooseCreatureType' ||
    (k === 'mode' && (x === 'set' || x === 'creatureTypes')) ||
    // Prowl and freerunning read which sources dealt combat damage to a player (CR 702.76a, 702.173a; zones/combat-hits.ts).
    (k === 'kind' && (x === 'prowl' || x === 'freerunning')) ||
    k === 'enteringTriggersNothing' ||
    (k === 'typeLine' && typeof x === 'string' && /\b(?:Plane|Phenomenon|Scheme|Vanguard|Battle|Emblem)\b/.test(x)) ||
    k === 'manaValueIsX' ||
    // "modified" in an object filter (CR 700.9, derived/modified.ts).
    k === 'modified' ||
    // Soulbond's pairs (CR 702.95, derived/paired.ts).
    k === 'paired' ||
    k === 'pairedWithSource' ||
    k === 'dayNightBound' ||
    // "~ isn't a creature": removed from combat as it stops being one (CR 506.4, turn/noncreature-combat.ts).
    (k === 'mode' && x === 'remove') ||
    (k === 'omen' && x === true) ||
    x === 'umbra armor' ||
    x === 'ascend' ||
    x === 'start your engines' ||
    (Array.isArray(x) && (x.includes('umbra armor') || x.includes('ascend') || x.includes('start your engines'))) ||
    // Damage or counters divided among targets (CR 601.2d, casting/divide.ts).
    (k === 'divided' && x === true) ||
    // Keywords that pay part of a cost with objects (CR 601.2h, mana/payment-help.ts).
    HELP_KEYWORDS.has(x as string) ||
    (Array.isArray(x) && x.some((k) => HELP_KEYWORDS.has(k as string))) ||
    // "As ~ enters" choices other than a name, a colour or a type (CR 614.12; zones/entering-more.ts,
    // zones/for-counters.ts): paying life, revealing, a counter, a copy, devour, a named option.
    // A static ability preventing damage (CR 615.1a, zones/prevention-effects.ts).
    (k === 'kind' && x === 'preventDamage') ||
    // Damage that can't be prevented (CR 615.12, zones/unpreventable.ts).
    (k === 'unpreventable' && x === true) ||
    (k === 'kind' && x === 'damageUnpreventable') ||
    // A mana ability's rarer further instructions (CR 605.3b, mana/more-riders.ts).
    (k === 'kind' && (LAZY_MANA_RIDER_KINDS as readonly unknown[]).includes(x)) ||
    (k === 'asEnters' && (Array.isArray(x) ? x : [x]).some((c) => typeof c === 'object' && c !== null)) ||
    (k === 'manaSpend' && /"(?:chosenType|from)"/.test(JSON.stringify(x))) ||
    // Triggered mana abilities (CR 605.1b, mana/triggered-mana.ts).
    k === 'manaAbility' ||
    // Mana of a colour in a commander's color identity (CR 903.4, mana/commander-colors.ts).
    (k === 'kind' && x === 'commanderColors') ||
    (k === 'triggered' && Array.isArray(x) && x.some((t) => (t as { zone?: unknown } | null)?.zone === 'graveyard')) ||
    (k === 'on' && !!x && typeof x === 'object' && LAZY_EVENT_PARTS.some((p) => p in x)) ||
    // A Phyrexian or snow mana symbol in a mana cost or an activation's (CR 107.4f, 107.4h;
    // mana/phyrexian.ts, mana/snow.ts).
    ((k === 'manaCost' || k === 'mana') && typeof x === 'string' && x.includes('/P}')) ||
    // … and {S} in a cost paid as an effect resolves ("sacrifice it unless you pay {S}").
    ((k === 'manaCost' || k === 'mana' || k === 'cost') && typeof x === 'string' && x.includes('{S}'))
  );
}

/**
 * Resolves once every instruction written in `defs` can be carried out and every triggered
 * ability in them can be watched for: at once if the core handlers and detectors cover them,
 * else after {@link loadEveryStep}.
 */
export function stepsReadyFor(defs: unknown): Promise<void> {
  for (const kind of stepKindsIn(defs)) if (!stepInstalled(kind)) return loadEveryStep();
  for (const kind of engineStepKindsFor(defs)) if (!stepInstalled(kind)) return loadEveryStep();
  for (const kind of triggerKindsIn(defs)) if (!detectorInstalled(kind)) return loadEveryStep();
  if (!specialActionsInstalled() && givesSpecialAction(defs)) return loadEveryStep();
  if (!costKeywordsInstalled() && hasKeywordCost(defs)) return loadEveryStep();
  if (!activationCostsInstalled() && hasLazyActivationCost(defs)) return loadEveryStep();
  if (!valueKindsInstalled() && usesLazyValue(defs)) return loadEveryStep();
  if (!LAZY_DAMAGE.lifeLost && hasLazyReplacement(defs)) return loadEveryStep();
  if (!everyDetectorInstalled() && collect(defs, (k, x) => (needsEveryStepHook(k, x) ? k : undefined)).size)
    return loadEveryStep();
  return Promise.resolve();
}
