/**
 * Replacement and prevention effects from static abilities (CR 614, 615): they watch for an
 * event and change it as it happens. Effects from resolved spells and abilities (regeneration
 * and prevention shields) are steps (steps.ts) that leave shields in the state.
 */
import type { ManaType } from '../ids';
import type { ObjectFilter } from './filters';
import type { Keyword } from './keywords';
import type { Amount, Condition } from './refs';
import type { Affected } from './statics';
import type { TokenSpec } from './steps';

export type ReplacementSpec =
  /** "If a land is tapped for mana, it produces {B} instead of any other type and amount." (CR 106.12b) */
  | { kind: 'landManaBecomes'; mana: ManaType }
  /** "If you tap a permanent for mana, it produces twice as much of that mana instead." (CR 106.12b) */
  | { kind: 'yourTappedManaDoubled' }
  /**
   * "This creature enters with N counters" (CR 614.1c); `count: { x: true }` is the spell's X
   * (107.3m). `if`: "… on it if you attacked this turn" — checked as it would enter, so counts
   * never include the permanent itself (614.12); `count` is read the same way. `what`: another
   * permanent's "Each other Warrior creature you control enters with an additional +1/+1 counter
   * on it" (Bramblewood Paragon): every other permanent matching it (relative to this source's
   * controller) enters with that many more, `count` read with "you" and "this" the source; with
   * `if` ("As long as an opponent lost life this turn, …", CR 611.3a) only while that holds.
   * `gains` (its own only): "If this creature was kicked, it enters with two +1/+1 counters on it
   * and with first strike" — when it gets the counters it also enters with these keywords, an
   * effect with no duration (CR 611.2a) for as long as it stays on the battlefield.
   */
  | {
      kind: 'entersWithCounters';
      counter: string;
      count: Amount;
      if?: Condition;
      what?: ObjectFilter;
      gains?: Keyword[];
    }
  /**
   * "This permanent enters tapped" / "Artifacts ... your opponents control enter tapped" (CR
   * 614.1c). `unless` (its own only): "This land enters tapped unless you control a Plains or an
   * Island" / "… two or more other lands": checked as it would enter, so counts never include the
   * permanent itself (CR 614.12).
   */
  | { kind: 'entersTapped'; what?: ObjectFilter; unless?: Condition }
  /**
   * "This creature enters prepared" (Secrets of Strixhaven; CR 614.1d): it is prepared as it
   * enters — the copy of its prepare spell is made in exile (resolution/steps/prepare.ts).
   */
  | { kind: 'entersPrepared' }
  /**
   * "Prevent all (combat) damage that would be dealt to X (by sources matching `from`)" (CR 615).
   * `to: { players: 'you' }` for damage to you. `by`: "dealt by X" (Gaseous Form: "dealt to and
   * dealt by enchanted creature" is two of these, one with `to`, one with `by`). At least one of
   * `to` and `by` is given; both must hold when both are. `noncombatOnly`: "Prevent all
   * noncombat damage …" (damage not dealt as combat damage, CR 510.1). `amount`: "If a source
   * … would deal damage to X, prevent N of that damage" (Guardian Seraph; CR 615.1a) — N of each
   * such damage event is prevented, not all of it.
   */
  | {
      kind: 'preventDamage';
      amount?: number;
      /**
       * A further effect of the prevention (CR 615.5): "Remove a +1/+1 counter from ~" (Phantom
       * Centaur) — `counter` removed from the source once per damage event, or one per 1 damage
       * prevented with `perDamage` ("remove that many +1/+1 counters", Ugin's Conjurant). Applied
       * after every other prevention (zones/counter-prevention.ts).
       */
      thenRemove?: { counter: string; perDamage?: true };
      /**
       * A further effect (CR 615.5): "put that many +1/+1 counters on it" (Panther Habit) — as many
       * `counter`s as the damage on the permanent it would have been dealt to; `perPrevented`: "for
       * each 1 damage prevented this way" (Vigor; none when the damage can't be prevented, 615.12).
       */
      thenPut?: { counter: string; perPrevented?: true };
      /**
       * A further effect (CR 615.5): "mill twice that many cards" (Angel of Suffering: `times` 2),
       * "exile that many cards from the top of your library" (Gloom Surgeon: `exile`) — cards from
       * the top of this permanent's controller's library, as many as the damage (times `times`).
       */
      thenMill?: { times?: number; exile?: true };
      /** "while it has a +1/+1 counter on it": the prevention applies only while the source has one. */
      whileCounter?: string;
      /**
       * A redirection, not a prevention (CR 614.9): "All damage that would be dealt to you is dealt
       * to ~ instead" (Empyrial Archangel: `self`), "… to enchanted creature instead" (Pariah),
       * "… to equipped creature instead" (Pariah's Shield), "All damage that would be dealt to
       * enchanted creature is dealt to its controller instead" (Treacherous Link:
       * `attachedController`). The damage `to` would get is dealt by the same source to that one
       * instead (zones/redirect-shields.ts); it applies to damage that can't be prevented too (615.12).
       */
      redirect?: 'self' | 'enchanted' | 'equipped' | 'attachedController';
      to?: Affected;
      by?: Affected;
      from?: ObjectFilter;
      combatOnly?: boolean;
      noncombatOnly?: boolean;
    }
  /**
   * "Damage can't be prevented." (Sunspine Lynx), "Damage that would be dealt by ~ can't be
   * prevented." (Excruciator: `by`), "Combat damage that would be dealt by creatures you control
   * can't be prevented." (Questing Beast: `by`, `combatOnly`): prevention effects still apply to
   * such damage but prevent none of it; their further effects happen (CR 615.12,
   * zones/unpreventable.ts).
   */
  | { kind: 'damageUnpreventable'; by?: Affected; combatOnly?: boolean }
  /**
   * "Damage that would reduce your life total to less than 1 reduces it to 1 instead" (Ali from
   * Cairo; CR 614.1a): the damage is dealt, but the life lost stops at 1; at a life total already
   * below 1, damage doesn't change it.
   */
  | { kind: 'damageLeavesOneLife' }
  /**
   * "If a source you control would deal damage to a permanent or player, it deals double that
   * damage to that permanent or player instead" (Angrath's Marauders), "… triple that damage …"
   * (City on Fire), "… that much damage plus 2 instead" (Torbran): damage about to be dealt is
   * increased (CR 614.1a; 0 damage is no damage, 120.8, so it is never increased). `times` or
   * `plus` (exactly one). `to`: who is dealt it — any one of them; absent: any permanent or
   * player. `by`: the source is that object (`self`: "If ~ would deal …", `enchanted`); `from`:
   * the source matches, wherever it is, read for this ability's controller ("a red source you
   * control"); neither: any source. `combatOnly` / `noncombatOnly`: "would deal (non)combat
   * damage" (CR 510.1). Applied after prevention (zones/damage-replacements.ts).
   */
  | {
      kind: 'damageIncreased';
      times?: number;
      plus?: number;
      to?: Affected[];
      by?: Affected;
      from?: ObjectFilter;
      combatOnly?: boolean;
      noncombatOnly?: boolean;
      /**
       * Had only while this holds, for the ability's controller ("Max speed — If a source you
       * control would deal damage …", CR 702.178): checked as the damage would be dealt.
       */
      while?: Condition;
    }
  /**
   * "If this creature would die, exile it instead" (no `what`: the permanent itself), "If a
   * creature an opponent controls would die, exile it instead" (`what`, read for the source's
   * controller): such a permanent is exiled instead of being put into a graveyard from the
   * battlefield (CR 614.1a, 700.4).
   */
  | { kind: 'exileIfDies'; what?: ObjectFilter }
  /**
   * "If ~ would be put into a graveyard from anywhere, exile it instead" (disturb's back faces),
   * "…, reveal ~ and shuffle it into its owner's library instead" (Darksteel Colossus), "If ~
   * would die, put it on top of (on the bottom of) its owner's library instead" (Gravebane
   * Zombie, Nissa's Chosen): the object itself goes there instead of its owner's graveyard (CR
   * 614.1a). `dies`: only from the battlefield (700.4); else from any zone, the ability naming
   * the zones it works from (113.6). Applied by zones/graveyard-replacements.ts (loaded with the
   * cards that have them).
   */
  | { kind: 'ownGraveyardInstead'; to: 'exile' | 'libraryShuffle' | 'libraryTop' | 'libraryBottom'; dies?: true }
  /**
   * "If you would gain life, you gain that much life plus 1 instead" (`plus`), "… you gain twice
   * that much life instead" (`times`), "If a player would gain life, that player gains no life
   * instead" (`times: 0`), "If an opponent would gain life, that player loses that much life
   * instead" (`loseInstead`): life about to be gained (CR 119.3, 614.1a) is changed. `who`: whose
   * gain, relative to this source's controller. Exactly one of `plus`, `times`, `loseInstead`.
   * Applied by zones/life-replacements.ts (loaded with the cards that have them), in the order
   * the affected player would choose (CR 616.1; see that module).
   */
  /**
   * "If one or more +1/+1 counters would be put on a creature you control, that many plus one
   * +1/+1 counters are put on it instead" (Hardened Scales: `plus: 1`), "… twice that many …"
   * (Corpsejack Menace: `times: 2`), "… that many -1/-1 counters minus one …" (Vizier of
   * Remedies: `plus: -1`), "If one or more counters would be put on an artifact or creature you
   * control, that many plus one of each of those kinds of counters …" (Winding Constrictor: no
   * `counter`, any kind): counters about to be put on a permanent matching `what` (read for this
   * source's controller), on the battlefield or as it enters (CR 122.6, 614.1a), are changed.
   * Exactly one of `plus`, `times`. Applied by zones/counter-replacements.ts (loaded with the
   * cards that have them), in the order the permanent's controller would choose (CR 616.1).
   */
  | { kind: 'countersIncreased'; counter?: string; what: ObjectFilter; plus?: number; times?: number }
  /**
   * "If one or more tokens would be created under your control, twice that many of those tokens
   * are created instead" (Parallel Lives, Adrix and Nev: `times: 2`), "… those tokens plus an
   * additional Food token are created instead" (Peregrin Took: `plus`, one such token), "… those
   * tokens plus that many 1/1 green Squirrel creature tokens …" (Chatterfang: `plus` with
   * `thatMany`, one for each token being created), "If you would create one or more Treasure
   * tokens, instead create those tokens plus an additional Treasure token" (Xorn): tokens about to
   * be created (CR 111.2, 614.1a) are changed. `who`: under whose control they would be created,
   * relative to this source's controller (`each`: "If one or more tokens would be created", Primal
   * Vigor). `types` / `subtypes`: "one or more creature (artifact, Treasure) tokens" — applies only
   * when one of the tokens being created has one of them. Exactly one of `times`, `plus`. Applied
   * by zones/token-replacements.ts (loaded with the cards that have them), in the order that
   * makes the most tokens (CR 616.1; see that module).
   */
  | {
      kind: 'tokensReplaced';
      who: 'you' | 'each';
      types?: string[];
      subtypes?: string[];
      times?: number;
      plus?: TokenSpec;
      thatMany?: true;
    }
  /**
   * "You can't lose the game" (Lich's Mastery), "Your opponents can't win the game" (Platinum
   * Angel), "You can't win the game" (Abyssal Persecutor): a prohibition (CR 101.2), not a
   * replacement — the players `who` names (relative to this source's controller) don't lose the
   * game by a state-based action (104.3b–d) or an effect (104.3e), or don't win it by an effect
   * (104.2b). `onlyZeroLife`: "You don't lose the game for having 0 or less life" (Phyrexian
   * Unlife) — only the state-based action of 704.5a is barred. Applied by zones/game-outcome.ts
   * (loaded with the cards that have it).
   */
  | { kind: 'gameOutcomeBarred'; outcome: 'win' | 'lose'; who: 'you' | 'opponents'; onlyZeroLife?: true }
  | {
      kind: 'lifeGainReplaced';
      who: 'you' | 'opponents' | 'each';
      plus?: number;
      times?: number;
      loseInstead?: true;
      /**
       * With `times: 0`: "Players can't gain life", "Your opponents can't gain life" — not a
       * replacement but a prohibition (CR 101.2): the players named gain no life, and since it
       * always applies first, no effect that would change that gain applies.
       */
      cant?: true;
    };

/** The kinds of replacement effect. */
export type ReplacementKind = ReplacementSpec['kind'];
