/**
 * Engine events: past-tense, typed records, each with its CR rule number and one sentence.
 * The rules log and the UI's animations are both driven by them (DESIGN: events).
 */
import type { CardId, EntityId, ObjectId, PlayerId, Step, ZoneName } from './types';
import type { LkiSnapshot, ManaAmounts } from './types';

/** Fields every event has. `objects` and `cards` name what it involves (for highlighting). */
export interface EventBase {
  rule: string;
  text: string;
  objects: EntityId[];
  cards: CardId[];
}

export interface ZoneRef {
  zone: ZoneName;
  player: PlayerId;
  objectId: ObjectId;
}

export type GameEvent = EventBase &
  (
    | {
        type: 'ZoneChanged';
        name: string;
        cardId: CardId | null;
        from: ZoneRef;
        to: ZoneRef;
        manual: boolean;
        /**
         * The object moved (CR 400.7) from a hand to a graveyard (or into exile by madness) by
         * being discarded (701.9) by `player`, `cycled` to pay a cycling cost (702.29c).
         */
        discarded?: { player: PlayerId; cycled: boolean };
        /**
         * The permanent was sacrificed (CR 701.21a) by `player`, its controller as it left the
         * battlefield: a sacrifice effect or cost, or a Saga's (714.4, 704.5s).
         */
        sacrificed?: { player: PlayerId };
      }
    | { type: 'LandPlayed'; objectId: ObjectId; player: PlayerId }
    | { type: 'SpellCast'; objectId: ObjectId; player: PlayerId; from: ZoneName; copy: boolean }
    | { type: 'SpellCopied'; objectId: ObjectId; of: ObjectId; player: PlayerId }
    | { type: 'AbilityActivated'; objectId: ObjectId; source: ObjectId; player: PlayerId; mana: boolean }
    | { type: 'AbilityTriggered'; source: ObjectId; player: PlayerId }
    | { type: 'AbilityPutOnStack'; objectId: ObjectId; source: ObjectId; player: PlayerId }
    /** `tappedForMana`: the permanent whose tapping for mana produced it (CR 106.12a). */
    | { type: 'ManaAdded'; player: PlayerId; mana: ManaAmounts; source: ObjectId | null; tappedForMana?: ObjectId }
    | { type: 'ManaEmptied'; player: PlayerId; mana: ManaAmounts }
    /** Mana spent from a pool; `spell`: to cast that spell (CR 601.2h; expend counts it, 700.14). */
    | { type: 'ManaSpent'; player: PlayerId; mana: ManaAmounts; spell?: ObjectId }
    | { type: 'Tapped'; objectId: ObjectId; forMana: boolean }
    | { type: 'Untapped'; objectId: ObjectId }
    /**
     * Damage was dealt (CR 120.3): `combat` for combat damage (510.2); `source` is the object that
     * dealt it ('' if unknown) and `sourceController` its controller then (null if unknown).
     */
    | {
        type: 'DamageDealt';
        source: ObjectId;
        target: EntityId;
        amount: number;
        combat: boolean;
        sourceController: PlayerId | null;
      }
    /** Damage that would have been dealt was prevented (CR 615; protection 702.16e). */
    | { type: 'DamagePrevented'; source: ObjectId; target: EntityId; amount: number; combat: boolean }
    | { type: 'LifeChanged'; player: PlayerId; from: number; to: number }
    | { type: 'CardDrawn'; player: PlayerId; objectId: ObjectId }
    /**
     * A player performed a keyword action that abilities trigger on (CR 701): scried (701.22) or
     * surveilled (701.25) `count` — also with fewer cards in their library; `looked`: the cards
     * they looked at. Scry 0 and surveil 0 are no such event (701.22b, 701.25c).
     */
    | { type: 'KeywordAction'; action: 'scry' | 'surveil'; player: PlayerId; count: number; looked: number }
    /**
     * A permanent explored or connived (CR 701.44b, 701.50b): done, even if some of it was
     * impossible; `player`: its controller. `monstrous`: it became monstrous (701.37b), `amount`
     * the monstrosity's N.
     */
    | {
        type: 'PermanentKeywordAction';
        action: 'explore' | 'connive' | 'mutate' | 'monstrous';
        objectId: ObjectId;
        player: PlayerId;
        amount?: number;
      }
    | { type: 'AuraAttached'; aura: ObjectId; host: EntityId; auraCard: CardId | null }
    | { type: 'AuraUnattached'; aura: ObjectId; former: EntityId; auraCard: CardId | null }
    | { type: 'CopyCreated'; objectId: ObjectId; of: ObjectId; zone: ZoneName; owner: PlayerId }
    | { type: 'CeasedToExist'; objectId: ObjectId; name: string; zone: ZoneName }
    | { type: 'StateBasedAction'; sba: string }
    | { type: 'LkiUsed'; objectId: ObjectId; snapshot: LkiSnapshot; purpose: string; forObject: ObjectId | null }
    | { type: 'DecisionRequested'; player: PlayerId; kind: string }
    | { type: 'DecisionMade'; player: PlayerId; answer: string }
    | { type: 'TurnBegan'; number: number; active: PlayerId }
    | { type: 'StepBegan'; step: Step }
    | { type: 'SpellResolved'; objectId: ObjectId }
    | { type: 'AbilityResolved'; objectId: ObjectId }
    | { type: 'SpellCountered'; objectId: ObjectId }
    | { type: 'DidNotResolve'; objectId: ObjectId }
    | { type: 'TokenCreated'; objectId: ObjectId }
    /** `after`: how many counters of that kind the object has once these were put on (a Saga's chapters, CR 714.2b). */
    | { type: 'CountersAdded'; objectId: ObjectId; counter: string; count: number; after: number }
    | { type: 'CountersRemoved'; objectId: ObjectId; counter: string; count: number }
    /** A Class's level became `level` (CR 716.2a). */
    | { type: 'ClassLevelGained'; objectId: ObjectId; level: number }
    /** The door `door` of the Room `objectId` became unlocked (CR 709.5). */
    | { type: 'DoorUnlocked'; objectId: ObjectId; door: string }
    /** A double-faced permanent turned over (CR 701.27a): `backFaceUp` says which face is up now. */
    | { type: 'Transformed'; objectId: ObjectId; backFaceUp: boolean }
    /** A face-down permanent turned face up (CR 702.37e, 708.8): the same object, now with its card's characteristics. */
    | { type: 'TurnedFaceUp'; objectId: ObjectId }
    /** `player` exerted `objectId` (CR 701.43a), as it attacked or to pay a cost (mana/exert-cost.ts). */
    | { type: 'Exerted'; objectId: ObjectId; player: PlayerId }
    /** `player` exerted `objectId` as it was declared an attacker (CR 701.43a; turn/exert-attacking.ts). */
    | { type: 'ExertedAttacking'; objectId: ObjectId; player: PlayerId }
    /** `player` tapped `enlisted` for the `instance`th enlist ability of `objectId` as it attacked (CR 702.154a). */
    | { type: 'Enlisted'; objectId: ObjectId; enlisted: ObjectId; player: PlayerId; instance: number }
    /** `player` set the scheme `objectId` in motion (CR 314.1, 904.1: Archenemy). */
    | { type: 'SetInMotion'; objectId: ObjectId; player: PlayerId }
    /** `player` rolled the planar die (CR 901.9); `face`: the symbol rolled (901.4). */
    | { type: 'PlanarDieRolled'; player: PlayerId; face: 'chaos' | 'planeswalk' | 'blank' }
    /** Chaos ensued (CR 311.7): the chaos abilities of the face-up planes trigger; `player` rolled it. */
    | { type: 'ChaosEnsued'; player: PlayerId }
    /** `player` completed the dungeon `name` (CR 309.7): it was removed from the game. */
    | { type: 'DungeonCompleted'; player: PlayerId; name: string }
    /**
     * The Ring tempted `player` (CR 701.54a); `bearer`: the creature they chose as their
     * Ring-bearer (the same one again counts as chosen), or null when they control none.
     */
    | { type: 'RingTempted'; player: PlayerId; bearer: ObjectId | null }
    /** `player` took the initiative (CR 725.1): the event its "venture into Undercity" trigger waits for (725.2). */
    | { type: 'InitiativeTaken'; player: PlayerId }
    | { type: 'PlayerLost'; player: PlayerId }
    | { type: 'ReplacementApplied'; source: ObjectId }
    | { type: 'NothingHappened' }
    | { type: 'Linked'; linker: string; objectId: ObjectId }
    | { type: 'AttackersDeclared'; attackers: ObjectId[] }
    /** `also`: blocker → the further attackers it blocks (CR 509.1a, CombatState.also); absent when none. */
    | { type: 'BlockersDeclared'; blockers: Record<ObjectId, ObjectId>; also?: Record<ObjectId, ObjectId[]> }
    | { type: 'NameChosen'; objectId: ObjectId; chosen: string }
    | { type: 'ControlChanged'; objectId: ObjectId; from: PlayerId; to: PlayerId }
    | { type: 'Revealed'; objectId: ObjectId; player: PlayerId }
    /** An advance stopped after `passes` passes: a loop may be under way (CR 104.4b, turn/loops.ts). */
    | { type: 'LoopStopped'; passes: number; turn: number; step: Step }
    | { type: 'Note' }
  );

export type EventType = GameEvent['type'];
