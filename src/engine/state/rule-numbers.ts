/**
 * The one table of Comprehensive Rules numbers the engine cites.
 *
 * Numbers follow the CR effective 2026-04-17. Later CR updates renumbered a few sub-rules
 * (the 603.2 letters, the 704.5 letters): change the number here and every event, error and
 * docstring that cites it through this table follows.
 */
export const gameStartPregame = '103.2';
export const startShuffle = '103.3';
export const firstDrawSkipped = '103.8a';
export const playerLoses = '104.3';
/** "[Player] wins the game": an effect may say so (the game ends at once, 104.1). */
export const effectWins = '104.2b';
/** "[Player] loses the game": an effect may say so (at once, not as a state-based action). */
export const effectLoses = '104.3e';
/** A loop of mandatory actions with no way to stop it: the game is a draw (see also CR 732). */
export const loopDraw = '104.4b';
export const manaPool = '106.4';
export const manaFromEffect = '106.3';
export const manaEmpties = '106.4';
export const undefinedManaType = '106.5';
export const couldProduce = '106.7';
export const tappedForMana = '106.12';
export const tappedForManaTrigger = '106.12a';
export const tappedForManaReplacement = '106.12b';
/** The only numbers the game uses are integers. */
export const integers = '107.1';
export const xChosen = '107.3a';
export const xFreeIsZero = '107.3b';
/** X in an ability's text that nothing defines: its controller chooses it ("you may pay {X}" as it resolves). */
export const xUndefined = '107.3f';
export const xOffStackIsZero = '107.3g';
export const xEtbException = '107.3m';
export const tapSymbol = '107.5';
export const untapSymbol = '107.6';
export const extraTurn = '500.7';
/** Effects that last "until" a step or phase end as it begins; "until your next turn" as that turn begins. */
export const untilBegins = '500.5';
export const lookAtHand = '402.3';
export const lookAtLibrary = '401.2';
export const libraryOrder = '401.4';
export const tokenCreated = '111.2';
export const tokenName = '111.4';
export const tokenCeases = '111.7';
export const predefinedToken = '111.10';
export const treasureToken = '111.10a';
export const foodToken = '111.10b';
export const clueToken = '111.10f';
export const bloodToken = '111.10g';
export const copyOwner = '112.2a';
export const abilityIndependent = '113.7a';
export const targets = '115.1';
export const targetOtherZone = '115.2';
export const changeTarget = '115.7a';
export const targetsNewChoose = '115.7d';
export const divisionKept = '115.7f';
export const notTargeted = '115.10';
export const normalTiming = '117.1a';
export const priorityPass = '117.4';
export const sbaBeforePriority = '117.5';
export const payCost = '118.1';
export const additionalCost = '118.8';
export const alternativeCost = '118.9';
export const noManaCost = '118.6';
export const lifeChange = '119.3';
export const lifeSet = '119.5';
/** "Whenever [a player] gains life" triggers once per life-gain event; gaining 0 life is none. */
export const lifeGainTrigger = '119.9';
export const payLife = '119.4';
export const ownersZone = '400.3';
export const damage = '120.3';
export const fight = '701.14a';
export const fightNoDamage = '701.14b';
/** An exchange that can't be completed in full doesn't happen at all. */
export const exchangeAll = '701.12a';
/** Exchanging life totals: each player gains or loses the difference. */
export const exchangeLifeTotals = '701.12c';
export const draw = '121.1';
export const drawOneAtATime = '121.2';
export const counters = '122.1';
/** Counters "put" on a permanent include those it is given as it enters. */
export const countersPut = '122.6';
/** Proliferate: choose any number of permanents and/or players, then give each another counter of each kind already there. */
export const proliferate = '701.34a';
/** Bolster N: N +1/+1 counters on a creature you control with the least toughness among them (chosen, not targeted). */
export const bolster = '701.39a';
/** {E}: one energy counter on a player; paying {E} removes one from them. */
export const energy = '107.14';
export const shieldCounter = '122.1c';
export const stunCounter = '122.1d';
export const finalityCounter = '122.1e';
export const keywordCounter = '122.1b';
export const names = '201.2a';
export const legendary = '205.4d';
/** A legendary instant or sorcery is cast only by a player who controls a legendary creature or planeswalker. */
export const legendarySpell = '205.4e';
export const summoningSickness = '302.6';
/** A planeswalker enters with loyalty counters equal to its printed loyalty. */
export const loyaltyEnters = '306.5b';
export const auraEnchants = '303.4';
export const auraIllegal = '303.4c';
/** An Aura put onto the battlefield other than as a resolving spell: attached to what the effect says, without targeting (303.4f). */
export const auraEntersAttached = '303.4f';
export const instantNeverOnBattlefield = '304.4';
export const sorceryNeverOnBattlefield = '307.4';
export const playLand = '305.1';
export const oneLandPerTurn = '305.2';
export const newObject = '400.7';
export const outsideGame = '400.11a';
export const stack = '405.1';
export const exile = '406.2';
export const turnStructure = '500.1';
export const untapStep = '502.3';
export const upkeep = '503.1';
export const drawStep = '504.1';
export const declareAttackers = '508.1';
/** Each attacker attacks the defending player or a planeswalker they control, announced as it is declared. */
export const attackPlaneswalker = '508.1b';
export const attackRestriction = '508.1c';
export const attackRequirement = '508.1d';
export const attackingTaps = '508.1f';
export const attackTrigger = '508.1m';
/** A creature put onto the battlefield attacking: its controller chooses what it attacks; it never "attacked". */
export const enterAttacking = '508.4';
export const declareBlockers = '509.1';
export const blockRestriction = '509.1b';
/** A creature blocks one attacker unless an effect lets it block more ("can block an additional creature"). */
export const blockMore = '509.1a';
export const blockedTrigger = '509.1h';
export const blockTrigger = '509.1i';
export const combatDamage = '510.1';
export const combatDamageDivide = '510.1c';
/** "You may have ~ assign its combat damage as though it weren't blocked": a blocked creature's damage to what it attacks. */
export const assignAsThoughUnblocked = '510.1c';
export const trample = '702.19b';
/** Cleanup: the active player discards down to their maximum hand size. */
export const cleanupDiscard = '514.1';
export const cleanupDamage = '514.2';
/** A player's maximum hand size is normally seven (effects may change it or remove it). */
export const maxHandSize = '402.2';
export const cast = '601.2';
export const castMove = '601.2a';
export const castAnnounce = '601.2b';
export const castTargets = '601.2c';
export const castDivide = '601.2d';
export const castTotalCost = '601.2f';
export const castManaAbilities = '601.2g';
export const castPay = '601.2h';
export const castBecomesCast = '601.2i';
export const castPermission = '601.3';
export const activate = '602.2';
export const activateRestriction = '602.5';
export const summoningSickActivation = '602.5a';
export const sorcerySpeed = '602.5d';
export const trigger = '603.2';
export const stepTrigger = '603.2b';
export const becomesTrigger = '603.2e';
export const triggersAdditionalTime = '603.2d';
export const triggerModes = '603.3c';
export const becomesTargetTrigger = '115.1';
export const ward = '702.21a';
export const onceEachTurn = '603.2h';
export const triggerToStack = '603.3';
export const triggerOrder = '603.3b';
export const triggerNoTargets = '603.3d';
export const interveningIf = '603.4';
export const zoneChangeTrigger = '603.6';
export const delayedTrigger = '603.7';
/** "When you do, …": triggers on an event during the resolution of what created it. */
export const reflexiveTrigger = '603.12';
export const stateTrigger = '603.8';
export const lookBack = '603.10a';
export const manaAbility = '605.1a';
/** Loyalty abilities: main phase, stack empty, one loyalty ability of a permanent each turn. */
export const loyaltyTiming = '606.3';
export const loyaltyCost = '606.4';
export const loyaltyNegative = '606.5';
export const manaAbilityResolves = '605.3b';
export const triggeredManaAbility = '605.4a';
export const linked = '607.2a';
export const exileUntil = '610.3';
export const linkedByName = '607.2n';
export const resolve = '608.2';
export const interveningIfResolution = '608.2a';
export const targetsRechecked = '608.2b';
export const choiceOnResolution = '608.2d';
/** Clash: a player reveals the top card of their library, then may put it on the bottom. */
export const clash = '701.30a';
/** The clashing players reveal at once, then decide in APNAP order where their cards go; one wins with the greatest mana value. */
export const clashWin = '701.30d';
/** Flipping a coin: the flipper calls it and wins or loses, at random (the state's seed). */
export const coinFlip = '705.1';
export const rollDie = '706.1';
export const sourceOfChoice = '609.7a';
/** An effect that tries to do something impossible does only as much as it can. */
export const asMuchAsPossible = '609.3';
/** "as though" effects apply only to what they state (a creature that can attack as though it had haste). */
export const asThough = '609.4';
/** Skipping a step is a replacement effect: the step doesn't happen ("Players skip their untap steps"). */
export const skipStep = '614.10';
export const castDuringResolution = '608.2g';
export const lki = '608.2h';
export const spellToGraveyard = '608.2n';
export const permanentEnters = '608.3a';
export const auraIllegalTarget = '608.3b';
export const auraEnters = '608.3c';
export const copyBecomesToken = '608.3f';
export const continuousEffect = '611.2';
export const replacement = '614.1';
/** "… instead": a replacement effect (here "If that creature would die this turn, exile it instead"). */
export const insteadReplacement = '614.1a';
/** Damage that would be dealt to one creature, planeswalker or player is dealt to another instead. */
export const redirection = '614.9';
export const asEnters = '614.12';
export const prevent = '615.1';
export const replacementOrder = '616.1';
export const attach = '701.3a';
export const attachImpossible = '701.3b';
export const unattachOnLeave = '701.3d';
/** To unattach an Equipment: it stays on the battlefield, attached to nothing (701.3d). */
export const unattach = '701.3d';
/** Fuse: a split card with fuse may be cast from its owner's hand with both halves (702.102a). */
export const fuse = '702.102a';
export const counter = '701.6';
export const destroy = '701.8';
export const discard = '701.9';
export const mill = '701.17a';
export const millTooFew = '701.17b';
export const regenerate = '701.19a';
/** Umbra armor: if the enchanted permanent would be destroyed, its damage is removed and the Aura is destroyed instead (702.89a). */
export const umbraArmor = '702.89a';
export const reveal = '701.20a';
/** Voting: each player, starting with a specified player and in turn order, votes for one option. */
export const vote = '701.38a';
export const sacrifice = '701.21';
export const scry = '701.22';
/** Committing a crime (CR 700.13): a spell or ability you put on the stack targets an opponent, what they control, or a card in their graveyard. */
export const crime = '700.13';
/** Expend N (CR 700.14): a player expends N as they spend their Nth total mana to cast spells during a turn. */
export const expend = '700.14';
export const shuffle = '701.24';
export const search = '701.23';
export const searchMayFail = '701.23b';
/** A search of a hidden zone for a number of cards with no stated quality must find that many, or all there are. */
export const searchMustFind = '701.23c';
export const surveil = '701.25';
export const tap = '701.26a';
export const untap = '701.26b';
export const investigate = '701.16a';
export const goad = '701.15a';
/** Suspect: the permanent is suspected until it leaves the battlefield; suspected, it has menace and can't block. */
export const suspect = '701.60a';
export const flashback = '702.34a';
/** Retrace: cast from your graveyard by discarding a land card in addition to paying its other costs. */
export const retrace = '702.81a';
/** Jump-start: cast from your graveyard by discarding a card in addition to its other costs; then exiled as it leaves the stack. */
export const jumpStart = '702.133a';
/** Mayhem [cost]: as long as you discarded this card this turn, cast it from your graveyard for [cost] rather than its mana cost. */
export const mayhem = '702.187b';
export const kicker = '702.33a';
export const kicked = '702.33d';
/** Multikicker: an optional additional cost paid any number of times as the spell is cast. */
export const multikicker = '702.33c';
/** Ripple N: reveal the top N cards, cast those with the spell's name free, the rest on the bottom in any order. */
export const ripple = '702.60a';
/** Cascade: exile until a nonland card with lesser mana value, may cast it free, the rest on the bottom at random. */
export const cascade = '702.85a';
/** Discover N: exile until a nonland card with mana value N or less, cast it free or put it into your hand, the rest on the bottom at random. */
export const discover = '701.57a';
/** Rebound: cast from the hand, it is exiled as it resolves, and may be cast free at your next upkeep. */
export const rebound = '702.88a';
/** Buyback: an optional additional cost; paid, the spell goes to its owner's hand as it resolves. */
export const buyback = '702.27a';
/** Madness: discarded into exile; its trigger lets its owner cast it for its madness cost, or it goes to the graveyard. */
export const madness = '702.35a';
/** Miracle: revealed as the first card its owner drew this turn, its trigger lets them cast it for its miracle cost. */
export const miracle = '702.94a';
/** Surge: an alternative cost usable only if its caster has cast another spell this turn. */
export const surge = '702.117a';
/** Awaken N: an alternative cost; the spell also puts N +1/+1 counters on target land you control, which becomes a 0/0 Elemental creature with haste. */
export const awaken = '702.113a';
/** Aftermath: the half is cast only from its owner's graveyard, then exiled (702.127a). */
export const aftermath = '702.127a';
/** Assist: another player the caster chooses may pay any amount of the total cost's generic mana (601.2h). */
export const assist = '702.132a';
/** Convoke: tapping an untapped creature pays {1} or one mana of its colour (601.2h). */
export const convoke = '702.51a';
/** Improvise: tapping an untapped artifact pays {1} (601.2h). */
export const improvise = '702.126a';
/** Delve: exiling a card from your graveyard pays {1} (601.2h). */
export const delve = '702.66a';
export const haste = '702.10';
export const flyingBlock = '702.9b';
export const menace = '702.111b';
export const sba = '704.3';
export const sbaLife = '704.5a';
export const sbaDraw = '704.5b';
/** A player with ten or more poison counters loses the game. */
export const sbaPoison = '704.5c';
export const sbaToken = '704.5d';
export const sbaCopy = '704.5e';
export const sbaToughness = '704.5f';
export const sbaDamage = '704.5g';
export const sbaLegend = '704.5j';
export const sbaAura = '704.5m';
export const sbaEquipment = '704.5n';
export const sbaUnattach = '704.5p';
export const sbaCounters = '704.5q';
export const sbaLki = '704.8';
export const copy = '707.2';
/** Populate: choose a creature token you control and create a token that's a copy of it (none: no token). */
export const populate = '701.36a';
/** Explore: reveal the top card; a land goes to hand, else a +1/+1 counter and the card may go to the graveyard. */
export const explore = '701.44a';
/** A permanent explores once the process is complete, even if some or all of it was impossible ("Whenever a creature you control explores"). */
export const explored = '701.44b';
/** Amass: with no Army creature, create a 0/0 black Army token; put N +1/+1 counters on an Army you choose. */
export const amass = '701.47a';
/** Connive: draw a card, then discard a card; a nonland card discarded puts a +1/+1 counter on the permanent. */
export const connive = '701.50a';
export const copySpell = '707.10';
export const copyCarriesOver = '400.7a';
export const copySpellNewTargets = '707.10c';
export const copyCard = '707.12';
export const splitHalf = '709.3';
export const splitNames = '709.4';
/** Room cards (709.5): split cards whose halves are doors of one enchantment permanent, each locked or unlocked. */
export const room = '709.5';
/** Unlocking a locked door of a Room you control by paying its mana cost, as a sorcery: a special action (116.2m). */
export const unlockDoor = '116.2m';
// Combat, damage, prevention, regeneration and keyword abilities (CR 120, 506–511, 614, 615, 701.19, 702).
export const cantTargetItself = '115.5';
export const damageToPlayer = '120.3a';
export const damageToPlaneswalker = '120.3c';
/** Damage dealt to a battle removes that many defense counters from it. */
export const damageToBattle = '120.3h';
/** A battle enters with defense counters equal to its printed defense (intrinsic ability). */
export const battleDefense = '310.4b';
/** Each battle has a protector; it can't attack the battle. */
export const battleProtector = '310.8';
/** As a Siege enters, its controller chooses an opponent to protect it. */
export const siegeProtector = '310.11a';
/** A Siege's intrinsic "When the last defense counter is removed from this permanent, exile it, then you may cast it transformed". */
export const siegeDefeated = '310.11b';
export const damageToCreature = '120.3e';
export const damageLifelink = '120.3f';
export const removedFromCombat = '506.4';
/** An attacker whose planeswalker left combat still attacks, but attacks nothing: unblocked, it deals no combat damage. */
export const attackingNothing = '506.4c';
export const blockRequirementCount = '509.1c';
export const combatDamageAssign = '510.1a';
export const blockerAssigns = '510.1d';
export const combatDamageDealt = '510.2';
export const firstStrikeDamageStep = '510.4';
export const regenerationReplaces = '614.8';
export const preventionShield = '615.7';
/** A prevention effect with a further effect, which happens right after the damage is prevented. */
export const preventionFurther = '615.5';
/** Damage that "can't be prevented": prevention effects apply but prevent nothing; their further effects happen. */
export const unpreventable = '615.12';
export const cantBeRegenerated = '701.19c';
export const deathtouch = '702.2b';
export const deathtouchLethal = '702.2c';
export const defender = '702.3b';
export const doubleStrike = '702.4b';
export const firstStrike = '702.7b';
export const flash = '702.8a';
export const hexproof = '702.11b';
export const indestructible = '702.12b';
export const intimidate = '702.13b';
export const landwalk = '702.14c';
export const lifelink = '702.15b';
/** Wither: damage it deals to a creature is -1/-1 counters on it, not marked damage (120.3d). */
export const wither = '702.80a';
/** Infect: damage it deals to a player is poison counters, not life loss (120.3b). */
export const infect = '702.90b';
/** Infect: damage it deals to a creature is -1/-1 counters on it, not marked damage (120.3d). */
export const infectCreature = '702.90c';
/** Toxic: combat damage it deals to a player also gives them poison counters equal to its total toxic value (702.164c). */
export const toxic = '702.164c';
export const protection = '702.16a';
export const protectionTargets = '702.16b';
export const protectionEnchanted = '702.16c';
export const protectionEquipped = '702.16d';
export const protectionDamage = '702.16e';
export const protectionBlocked = '702.16f';
export const reach = '702.17b';
export const shroud = '702.18b';
export const trampleNoBlockers = '702.19d';
export const vigilance = '702.20b';
export const shadow = '702.28b';
export const fear = '702.36b';
export const horsemanship = '702.31b';
/** Morph [cost]: the card may be cast face down, and turned face up for its morph cost. */
export const morph = '702.37a';
/** Megamorph [cost]: morph, and a +1/+1 counter as it is turned face up by paying that cost. */
export const megamorph = '702.37b';
/** Casting a card with morph face down: a 2/2 face-down creature spell for {3}. */
export const castFaceDown = '702.37c';
/** Turning a face-down permanent with morph face up: a special action, by paying its morph cost. */
export const turnFaceUp = '702.37e';
/** "As [this permanent] is turned face up, …" is a replacement effect. */
export const asTurnedFaceUp = '614.1e';
/** Disguise [cost]: cast face down for {3} as a 2/2 with ward {2}, turned face up for [cost]. */
export const disguise = '702.168a';
/** Manifest: put a card onto the battlefield face down as a 2/2 creature; several, one at a time (701.40a, 701.40e). */
export const manifest = '701.40a';
/** Turning a manifested permanent face up: a special action, showing it's a creature card and paying its mana cost (701.40b). */
export const manifestFaceUp = '701.40b';
/** A manifested card with morph or disguise may also be turned face up by paying that cost (701.40c–d). */
export const manifestMorph = '701.40c';
/** Manifest dread: look at the top two cards of your library, manifest one, put the other into your graveyard (701.62a). */
export const manifestDread = '701.62a';
/** Cloak: manifest with ward {2}; turned face up for its mana cost if it's a creature card (701.58a–b). */
export const cloak = '701.58a';
/** A special action any time its player has priority (turning a face-down permanent face up). */
export const specialActionPriority = '116.2b';
/** A face-down permanent or spell: a 2/2 creature with no name, text, subtypes or mana cost. */
export const faceDown = '708.2a';
/** Turning a permanent face up doesn't change it into a new object: counters, damage and effects stay. */
export const faceUpSameObject = '708.8';
/** "When ~ is turned face up": a face-down permanent's ability triggering as it is turned face up. */
export const turnedFaceUpTrigger = '708.8';
/** A face-down permanent or spell leaving the battlefield or the stack is revealed. */
export const faceDownRevealed = '708.9';
export const adventure = '715.3';
export const adventureExile = '715.4';
/** Prototype: the card may be cast with its prototype mana cost, power and toughness (and the colour of that cost). */
export const prototype = '702.160a';
/** A prototyped spell, and the permanent it becomes, has only the prototype characteristics; a copy is prototyped too. */
export const prototyped = '718.3b';
/** A flipped permanent has its flip card's alternative name, text, type line and P/T; its colour and mana cost don't change. */
export const flipCard = '710.2';
/** Flipping is one-way: a flipped permanent can't become unflipped (and only a flip card flips). */
export const flipOneWay = '710.4';
export const sbaDeathtouch = '704.5h';
export const sbaPlaneswalker = '704.5i';
/** A battle with 0 defense that isn't the source of a pending or stacked triggered ability goes to the graveyard. */
export const sbaBattle = '704.5v';
/** A battle with no protector gets one (its controller chooses), or goes to the graveyard. */
export const sbaBattleProtector = '704.5w';
/** A Siege whose controller is its protector gets another protector (an opponent), or goes to the graveyard. */
export const sbaSiegeProtector = '704.5x';
/** Several Roles one player controls on one permanent: all but the newest go to the graveyard (704.5y). */
export const sbaRoles = '704.5y';
/** A Saga whose lore counters reached its final chapter, and whose chapter ability has left the stack, is sacrificed. */
export const sbaSaga = '704.5s';
/** "I — …": a chapter ability triggers when lore counters put on the Saga reach its number. */
export const chapterTrigger = '714.2b';
/** A Saga enters with a lore counter. */
export const sagaEnters = '714.3a';
/** As its controller's precombat main phase begins, each of their Sagas gets a lore counter. */
export const sagaLore = '714.3b';
/** A Class's level bar: gaining level N as a sorcery from level N-1; its level-N abilities while level N or greater. */
export const classLevel = '716.2a';
/** A Class's level is a designation, not a counter, and not copied; a permanent without one is level 1. */
export const classLevelDesignation = '716.2b';
/** Solved: a Case's designation; "To solve — [condition]" makes it solved at its controller's end step, and its "Solved —" ability works only while it is solved. */
export const caseSolved = '702.169a';
/** To transform a permanent is to turn it over so that its other face is up. */
export const transform = '701.27a';
/** An instruction to transform a permanent that isn't a double-faced card or token does nothing. */
export const transformNotDoubleFaced = '701.27c';
/** An ability of a permanent transforms it only if it hasn't transformed since the ability was put on the stack. */
export const transformOnce = '701.27f';
/** "When ~ transforms into ~": a permanent turned over, and is immediately after what the trigger names. */
export const transformsIntoTrigger = '701.27a';
/** "Transformed permanent": a double-faced permanent with its back face up. */
export const transformedPermanent = '701.27g';
/** A transforming double-faced card: a back face reached by transforming. */
export const transformingCard = '712.2';
/** A modal double-faced card: two faces, either cast or played. */
export const modalDoubleFaced = '712.3';
/** Outside the battlefield and the stack, a double-faced card has only its front face's characteristics. */
export const frontFaceElsewhere = '712.8a';
/** A double-faced permanent with its back face up has only its back face's characteristics; a transforming one's mana value is its front face's. */
export const backFaceUp = '712.8e';
/** Transforming into an instant or sorcery face: nothing happens. */
export const transformIntoSpellFace = '712.10';
/** Casting a modal double-faced card: choose the face to cast. */
export const chooseFace = '712.11b';
/** A double-faced spell resolves into a permanent with the face up it had on the stack. */
export const sameFaceEnters = '712.13';
/** A double-faced card put onto the battlefield "transformed" enters with its back face up. */
export const entersTransformed = '712.14a';
/** A transforming permanent is the same object: counters, damage and effects stay. */
export const transformSameObject = '712.18';
/** A double-faced permanent gets a new timestamp when it transforms. */
export const transformTimestamp = '613.7g';
// Static abilities, layers, costs and timing (the statics part of issue 10).
export const cantBeatsCan = '101.2';
export const costResources = '118.3';
export const basicLandMana = '305.6';
export const landTypeSet = '305.7';
export const activateCost = '602.2b';
export const staticAbility = '604.2';
export const characteristicDefining = '604.3';
export const asLongAs = '611.3a';
export const layers = '613.1';
export const layerControl = '613.1b';
export const layerType = '613.1d';
export const layerColor = '613.1e';
export const layerAbility = '613.1f';
export const layerPTDefining = '613.4a';
export const layerPTSet = '613.4b';
export const layerPTModify = '613.4c';
export const layerTimestamp = '613.7';
export const entersWith = '614.1c';
export const entersTapped = '614.1d';
export const modal = '700.2';
/** A mode is chosen at most once unless the spell says it may be chosen more than once. */
export const modeOnce = '700.2d';
export const discardRandom = '701.9b';
export const equip = '702.6a';
export const cycling = '702.29a';
/**
 * Ninjutsu [cost]: "[Cost], Reveal this card from your hand, Return an unblocked attacking
 * creature you control to its owner's hand: Put this card onto the battlefield from your hand
 * tapped and attacking."
 */
export const ninjutsu = '702.49a';
/** The creature put onto the battlefield with ninjutsu attacks the player or planeswalker the returned creature attacked. */
export const ninjutsuAttacks = '702.49c';
/**
 * Sneak [cost]: "Any time you could cast an instant during your declare blockers step, you may
 * choose to pay [cost] and return an unblocked creature you control to its owner's hand rather
 * than pay this spell's mana cost."
 */
export const sneak = '702.190a';
/** A permanent spell cast using sneak enters tapped and attacking what the returned creature attacked. */
export const sneakAttacks = '702.190b';
/** Unearth: return from the graveyard with haste, exiled at the next end step or if it would leave. */
export const unearth = '702.84a';
/** Waterbend [cost]: pay it; each generic mana in it may be paid by tapping an untapped artifact or creature you control (701.67a). */
export const waterbend = '701.67a';
/** Crew N: tap untapped creatures you control with total power N or greater; the Vehicle becomes an artifact creature until end of turn. */
export const crew = '702.122a';
/** Collect evidence N: exile any number of cards from your graveyard with total mana value N or greater (701.59a). */
export const collectEvidence = '701.59a';
/** Saddle N: tap other untapped creatures you control with total power N or greater; the Mount becomes saddled until end of turn (702.171a). */
export const saddle = '702.171a';
/** Exert: its controller chooses to have the permanent not untap during their next untap step (701.43a). */
export const exert = '701.43a';
/** Enlist: as the creature attacks, tap a nonattacking creature you control without summoning sickness; it gets +X/+0, X that creature's power (702.154a). */
export const enlist = '702.154a';
/** Saddled: a designation that lasts until end of turn or until the permanent leaves the battlefield (702.171b). */
export const saddled = '702.171b';
/** Emerge [cost]: an alternative cost, sacrificing a creature; the total cost is reduced by its mana value (702.119a). */
export const emerge = '702.119a';
/** Harmonize [cost]: cast from your graveyard for [cost] rather than its mana cost; exiled instead of leaving the stack anywhere else (702.180a). */
export const harmonize = '702.180a';
/** Casting for its harmonize cost, its caster may tap an untapped creature they control: the cost is reduced by that creature's power, generic mana only (702.180b). */
export const harmonizeTap = '702.180b';
/** Bestow [cost]: an alternative cost; cast so, the spell is a bestowed Aura spell with enchant creature, not a creature spell (702.103a–b). */
export const bestow = '702.103b';
/** A bestowed Aura spell whose target is illegal as it resolves ceases to be bestowed and resolves as a creature spell (702.103e). */
export const bestowResolvesAsCreature = '702.103e';
/** A bestowed Aura attached illegally or to nothing becomes unattached and ceases to be bestowed, an exception to 704.5m (702.103f). */
export const bestowUnattached = '702.103f';
/** Mutate [cost]: an alternative cost; cast so, a mutating creature spell targeting a non-Human creature with the same owner (702.140a). */
export const mutate = '702.140a';
/** A mutating creature spell whose target is illegal as it resolves ceases to be mutating and enters as a creature spell would (702.140b). */
export const mutateResolvesAsCreature = '702.140b';
/** A mutating creature spell with a legal target merges with it, over or under as its controller chooses; it doesn't enter (702.140c, 730.2). */
export const mutateMerges = '702.140c';
/** "Whenever this creature mutates": a spell merged with it as a mutating creature spell resolved (702.140d). */
export const mutates = '702.140d';
/** A merged permanent leaving the battlefield: each of its cards and tokens goes to that zone (730.3). */
export const mergedLeaves = '730.3';
/** Typecycling: "[Cost], Discard this card: Search your library for a [type] card …". */
export const typecycling = '702.29e';
/** "When you cycle this card": when it is discarded to pay a cycling cost; it triggers from where the card went. */
export const cycleTrigger = '702.29c';
/** "Whenever you cycle or discard a card": a card cycled triggers it once. */
export const cycleOrDiscard = '702.29d';
/** Echo [cost]: the upkeep trigger after the permanent came under your control (pay or sacrifice). */
export const echo = '702.30a';
export const manualMove = 'sandbox';
/** The command zone: a game area for specialized objects that are not permanents (planes, schemes, vanguards). */
export const commandZone = '408.1';
/** "[Player] gets an emblem with [ability]": that player puts an emblem into the command zone, owned and controlled by them (114.2); its abilities function there (114.4). */
export const emblem = '114.2';
/** Schemes: a card type only the Archenemy variant uses. */
export const scheme = '314.1';
/** Archenemy: the archenemy sets schemes in motion from their scheme deck. */
export const archenemy = '904.1';
/** Evoke: an alternative cost; "When this permanent enters, if its evoke cost was paid, its controller sacrifices it" (702.74a). */
export const evoke = '702.74a';
/** Dash: an alternative cost; the permanent has haste and returns to its owner's hand at the next end step (702.109a). */
export const dash = '702.109a';
/** Spectacle: an alternative cost usable only if an opponent lost life this turn (702.137a). */
export const spectacle = '702.137a';
/** Prowl: an alternative cost usable only if a source you controlled with one of the spell's creature types dealt combat damage to a player this turn (702.76a). */
export const prowl = '702.76a';
/** Freerunning: an alternative cost usable only if an Assassin or commander you controlled dealt combat damage to a player this turn (702.173a). */
export const freerunning = '702.173a';
/** Blitz: an alternative cost; haste, "When this creature dies, draw a card", sacrificed at the next end step (702.152a). */
export const blitz = '702.152a';
/** Warp: an alternative cost from the hand; exiled at the next end step, then castable from exile on a later turn (702.185a). */
export const warp = '702.185a';
/** Split second: while the spell is on the stack, no other spell may be cast and no non-mana ability activated (702.61a). */
export const splitSecond = '702.61a';
/** Offspring: an optional additional cost; paid, a 1/1 token copy of the permanent is created as it enters (702.175a). */
export const offspring = '702.175a';
/** Replicate: an additional cost paid any number of times; "When you cast this spell, … copy it for each time its replicate cost was paid" (702.56a). */
export const replicate = '702.56a';
/** Squad: an additional cost paid any number of times; "When this creature enters, … create a token that's a copy of it for each time its squad cost was paid" (702.157a). */
export const squad = '702.157a';
/** Casualty N: "you may sacrifice a creature with power N or greater"; "When you cast this spell, if a casualty cost was paid for it, copy it" (702.153a). */
export const casualty = '702.153a';
/** Bargain: "you may sacrifice an artifact, enchantment, or token as you cast this spell"; then it "was bargained" (702.166a–b). */
export const bargain = '702.166a';
/** Conspire: "you may tap two untapped creatures you control that each share a color with it"; "When you cast this spell, if its conspire cost was paid, copy it" (702.78a). */
export const conspire = '702.78a';
/** Skulk: a creature with skulk can't be blocked by creatures with greater power (702.118b). */
export const skulk = '702.118b';
/** Renowned: a designation a permanent keeps until it leaves the battlefield (702.112b). */
export const renowned = '702.112b';
/** Monstrosity N: "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes monstrous" (701.37a). */
export const monstrosity = '701.37a';
/** Soulbond: pairing as it or another creature enters; the pair lasts while both remain creatures on the battlefield under your control (702.95a). */
export const soulbond = '702.95a';
/**
 * Prepared (Secrets of Strixhaven; no rule number of its own here): becoming prepared makes a
 * copy of the permanent's prepare spell in exile (a copy of a card, 707.12).
 */
export const prepared = '707.12';
/**
 * Flanking: "Whenever a creature without flanking blocks this creature, the blocking creature gets
 * -1/-1 until end of turn." Each instance triggers separately (702.25b).
 */
export const flanking = '702.25a';
/** Melee: "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked with a creature this combat" (702.121a). */
export const melee = '702.121a';
/** Foretell: during your turn, pay {2} and exile the card from your hand face down; cast it on a later turn for its foretell cost (702.143a). */
export const foretell = '702.143a';
/** Foretelling a card is a special action: it doesn't use the stack (702.143b). */
export const foretellAction = '702.143b';
/** Suspend: exile it from your hand with time counters for its suspend cost (a special action); one is removed at each of your upkeeps, and when the last is, you may cast it free (a creature spell gains haste). */
export const suspend = '702.62a';
/** Plot: during your main phase while the stack is empty, pay the plot cost and exile the card from your hand; it becomes plotted (702.170a). */
export const plot = '702.170a';
/** A plotted card's owner may cast it from exile without paying its mana cost, as a sorcery, on a later turn (702.170d). */
export const plottedCast = '702.170d';
export const monarch = '724.1';
export const monarchTriggers = '724.2';
/** Day and night: designations of the game; once it is one, it is always one or the other (726.1). */
export const dayAndNight = '726.1';
/** The untap step's day/night check: day becomes night if the previous turn's active player cast no spells that turn; night becomes day if they cast two or more (502.2). */
export const dayNightCheck = '502.2';
/** Daybound: a daybound transforming double-faced card enters transformed at night, transforms as it becomes night, and can't transform otherwise (702.145b). */
export const daybound = '702.145b';
/** With neither day nor night, a permanent with daybound makes it day at once (702.145d). */
export const dayboundMakesDay = '702.145d';
/** Nightbound: transforms as it becomes day, and can't transform otherwise (702.145e). */
export const nightbound = '702.145e';
/** With neither day nor night, a permanent with nightbound and none with daybound makes it night at once (702.145g). */
export const nightboundMakesNight = '702.145g';
/** Rolling the planar die: a special action of the active player in a main phase of their turn with the stack empty, for {0}, then {1} more each further roll that turn (901.9). */
export const planarDie = '901.9';
/** A plane's chaos ability, "Whenever chaos ensues", triggers when the chaos symbol is rolled on the planar die (311.7). */
export const chaosAbility = '311.7';
/** Planeswalking: the planar controller puts the face-up plane on the bottom of its owner's planar deck and turns the top card of their planar deck face up (701.31b). */
export const planeswalk = '701.31b';
/** Dungeon cards: brought into the command zone from outside the game by venturing (309.2). */
export const dungeon = '309.2';
/** A room ability: "When you move your venture marker into this room, [effect]" (309.4c). */
export const roomAbility = '309.4c';
/** The venture marker enters the topmost room of a new dungeon, or moves along an arrow (309.5a-b). */
export const ventureMarker = '309.5';
/** A dungeon is completed as it is removed from the game by the state-based action (309.7). */
export const dungeonCompleted = '309.7';
/** Venture into the dungeon (701.49a). */
export const venture = '701.49a';
/**
 * "The Ring tempts you" (701.54a): that player gets an emblem named The Ring if they have none, it
 * gains its next ability, and they choose a creature they control as their Ring-bearer (one if they
 * control any), until another becomes it or another player gains control of it.
 */
export const ringTempts = '701.54a';
/** Cipher: the spell's card may be exiled encoded on a creature its controller controls (702.99a). */
export const cipher = '702.99a';
/** Splice onto [quality]: reveal the card as you cast such a spell and pay its splice cost; the spell gets its text (702.47a). */
export const splice = '702.47a';
/** Spliced cards are revealed at once, in the order their instructions follow the spell's own; targets chosen normally (702.47b). */
export const spliceOrder = '702.47b';
/** The spell has its own characteristics plus the spliced cards' text; a name in that text means the spell (702.47c). */
export const splicedText = '702.47c';
/** An encoded card stays encoded while it stays exiled and the creature stays on the battlefield (702.99c). */
export const cipherEncoded = '702.99c';
/** The initiative: one player has it; taking it takes it from whoever had it (725.1, 725.3). */
export const initiative = '725.1';
/** The initiative's inherent triggered abilities, with no source (725.2). */
export const initiativeTriggers = '725.2';
/** Ascend on a permanent: any time you control ten or more permanents, you get the city's blessing (702.131b). */
export const ascend = '702.131b';
/** The city's blessing: a designation a player keeps for the rest of the game once they get it (702.131c). */
export const citysBlessing = '702.131c';
/** A dungeon whose venture marker is on its bottommost room, with no room ability pending, is removed (704.5t). */
export const sbaDungeon = '704.5t';
/** A Phyrexian mana symbol is paid with one mana of its colour or with 2 life. */
export const phyrexianMana = '107.4f';
/** The snow mana symbol {S} is one generic mana, paid with mana a snow source produced. */
export const snowMana = '107.4h';
/**
 * Start your engines! (702.179): a player who controls a permanent with it has speed; speed is kept
 * once had, and each player who has it has the inherent triggered ability that increases it, to 4 at most.
 */
export const startYourEngines = '702.179';
/** A player who controls a permanent with start your engines! and has no speed gets speed 1 (704.5z). */
export const sbaSpeed = '704.5z';
/** Max speed: "Max speed — [ability]" means "As long as you have max speed (speed 4), this object has [ability]" (702.178). */
export const maxSpeed = '702.178';
