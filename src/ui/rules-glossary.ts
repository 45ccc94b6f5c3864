/**
 * Short explanations, in our own words, of the Comprehensive Rules numbers the engine cites
 * (CR effective 2026-04-17, the numbering of src/engine/rules.ts). A rule number in the log or
 * in a refusal opens one of these. Unknown sub-rules fall back to their parent rule.
 */
export const RULES_GLOSSARY: Record<string, { title: string; text: string }> = {
  sandbox: {
    title: 'Manual move',
    text: 'Not a rule: in sandbox mode a person may move any card to any zone, add mana, draw cards or set a life total by hand. A move still makes a new object, and state-based actions and triggers still happen.',
  },
  '101.2': {
    title: '"Can\'t" beats "can"',
    text: "When one effect lets something happen and another says it can't, it can't.",
  },
  '118.3': {
    title: 'Paying costs',
    text: 'A cost can be paid only with what the player has: a creature to sacrifice, cards to discard, counters to remove.',
  },
  '305.6': {
    title: 'Basic land types',
    text: "A land with a basic land type has that type's mana ability: Plains {W}, Island {U}, Swamp {B}, Mountain {R}, Forest {G}, even if its text box says nothing.",
  },
  '305.7': {
    title: 'Setting a land type',
    text: "An effect that makes a land a new basic land type takes away its old land types and the abilities of its own text; it gets the new type's mana ability.",
  },
  '506.4c': {
    title: 'Attacking nothing',
    text: 'A creature attacking a planeswalker that leaves combat (it left the battlefield, stopped being a planeswalker or changed control) keeps attacking, but attacks nothing: it can be blocked, and unblocked it deals no combat damage.',
  },
  '506.4': {
    title: 'Removed from combat',
    text: 'A permanent that changes controller, or stops being a creature, is removed from combat.',
  },
  '602.2b': {
    title: 'Paying an activation cost',
    text: 'An activated ability is announced and paid like a spell: targets first, then the whole cost (mana, tapping, sacrificing, discarding, life, counters).',
  },
  '604.2': {
    title: 'Static abilities',
    text: 'A static ability of a permanent works as long as the permanent is on the battlefield.',
  },
  '604.3': {
    title: 'Characteristic-defining abilities',
    text: 'An ability such as "its power and toughness are each equal to ..." works in every zone.',
  },
  '611.2a': {
    title: 'Effects "until end of turn"',
    text: 'An effect of a resolved spell or ability lasts as long as it says; its numbers are fixed as it resolves.',
  },
  '611.3a': {
    title: '"As long as"',
    text: "A static ability's effect and its conditions are checked all the time, never locked in.",
  },
  '613.1': {
    title: 'Layers',
    text: 'Continuous effects apply in a fixed order: copy, control, text, type, colour, abilities, then power and toughness.',
  },
  '613.1b': {
    title: 'Control (layer 2)',
    text: "Effects that change who controls a permanent apply second. The new controller hasn't controlled it since their turn began.",
  },
  '613.1d': {
    title: 'Types (layer 4)',
    text: 'Effects that change card types and subtypes apply before colour, abilities and power/toughness.',
  },
  '119.9': {
    title: 'Whenever a player gains life',
    text: '"Whenever you gain life" triggers once for each event in which that player gains life; gaining 0 life is no event.',
  },
  '701.30a': {
    title: 'Clash',
    text: 'To clash, a player reveals the top card of their library, then may put it on the bottom. "Clash with an opponent": you and that opponent each clash, revealing at the same time; then, in turn order, each decides where their card goes.',
  },
  '701.30d': {
    title: 'Winning a clash',
    text: "A player wins a clash if their card has a greater mana value than every other card revealed in it. A tie is no win; a player who revealed nothing (an empty library) can't win.",
  },
  '705.1': {
    title: 'Flipping a coin',
    text: "A player who flips a coin wins or loses the flip at random; the table's random seed decides, so replaying a board gives the same flips.",
  },
  '701.38a': {
    title: 'Voting',
    text: 'Each player votes for one of the options, in turn order starting with the player the instruction names ("starting with you"); then the instruction reads how many votes each option got.',
  },
  '702.160a': {
    title: 'Prototype',
    text: "A card with prototype may be cast for its prototype cost; it is then a smaller version with the prototype's mana cost, colour, power and toughness.",
  },
  '718.3b': {
    title: 'Prototyped',
    text: "A prototyped spell or permanent has only the prototype's mana cost, colour, power and toughness; in every other zone the card is as printed.",
  },
  '710.2': {
    title: 'Flipping a flip card',
    text: 'A flipped permanent has the name, text, type line and power/toughness of its flipped half; its colour and mana cost stay those of the card.',
  },
  '710.4': {
    title: 'Flipping is one-way',
    text: 'A permanent that is flipped stays flipped; a flip card that leaves the battlefield is unflipped again (a new object).',
  },
  '702.119a': {
    title: 'Emerge',
    text: 'A spell with emerge may be cast for its emerge cost by sacrificing a creature; the cost is reduced by that creature’s mana value (generic mana only).',
  },
  '702.180a': {
    title: 'Harmonize',
    text: 'A card with harmonize may be cast from your graveyard for its harmonize cost rather than its mana cost; it is then exiled instead of going anywhere else as it leaves the stack.',
  },
  '702.180b': {
    title: 'Harmonize (tapping a creature)',
    text: 'Casting a spell for its harmonize cost, you may tap an untapped creature you control; the cost is reduced by an amount of generic mana equal to that creature’s power.',
  },
  '702.103b': {
    title: 'Bestow',
    text: 'A card cast for its bestow cost is an Aura spell with enchant creature, not a creature spell; it keeps its printed power and toughness for when it is a creature again.',
  },
  '702.103e': {
    title: 'Bestow: target gone',
    text: 'If the target of a bestowed Aura spell is illegal as it resolves, the spell stops being bestowed and resolves as a creature spell instead.',
  },
  '702.103f': {
    title: 'Bestow: unattached',
    text: 'A bestowed Aura that becomes unattached stops being bestowed and stays on the battlefield as an enchantment creature.',
  },
  '702.140a': {
    title: 'Mutate',
    text: 'A creature card cast for its mutate cost is a mutating creature spell that targets a non-Human creature with the same owner.',
  },
  '702.140b': {
    title: 'Mutate: target gone',
    text: 'If the target of a mutating creature spell is illegal as it resolves, the spell stops mutating and enters the battlefield as a creature spell would.',
  },
  '702.140c': {
    title: 'Mutating',
    text: 'A mutating creature spell with a legal target doesn’t enter the battlefield: its controller puts it over or under the target, and they merge into one permanent, the same object as the target.',
  },
  '702.140d': {
    title: 'Whenever this creature mutates',
    text: 'Abilities that trigger whenever a creature mutates trigger when a mutating creature spell merges with it.',
  },
  '730.3': {
    title: 'A merged permanent leaves',
    text: 'When a merged permanent leaves the battlefield, each of its cards and tokens goes to the same zone.',
  },
  '706.1': {
    title: 'Rolling a die',
    text: "A player who rolls a die gets a number from 1 to the die's number of faces (a d20 has twenty) at random; the table's random seed decides, so replaying a board gives the same rolls. The number is the result that the instruction and its results table read.",
  },
  '609.3': {
    title: 'As much as possible',
    text: 'An effect that tries to do something impossible does only as much as it can: with one card found, "put one onto the battlefield and the other into your hand" puts that one onto the battlefield.',
  },
  '609.4': {
    title: '"As though"',
    text: 'An effect that lets a player or object do something "as though" a condition were true applies only to what it says: a creature that can attack as though it had haste still can\'t use {T} abilities.',
  },
  '614.10': {
    title: 'Skipping a step',
    text: "An effect that makes a player skip a step is a replacement effect: the step doesn't happen, and nothing in it happens (nothing untaps in a skipped untap step).",
  },
  '609.7a': {
    title: 'A source of your choice',
    text: 'An effect that says "a source of your choice" has its player choose the source as it resolves: a permanent, a spell on the stack, or the source of an ability. "The next time" that source would deal damage, the effect applies once.',
  },
  '613.1e': {
    title: 'Colour (layer 5)',
    text: 'Effects that change an object\'s colour ("becomes red", "are black creatures") apply after types; the new colour replaces the old ones, and the mana cost stays as printed.',
  },
  '613.1f': {
    title: 'Abilities (layer 6)',
    text: 'Effects that give or take away abilities (flying, landwalk) apply in timestamp order.',
  },
  '613.4a': { title: 'P/T defined (7a)', text: 'A characteristic-defining ability sets power and toughness first.' },
  '613.4b': { title: 'P/T set (7b)', text: 'Effects that set power and toughness to numbers apply next, latest last.' },
  '613.4c': { title: 'P/T changed (7c)', text: 'Then "+N/+M" effects and counters such as +1/+1 add up.' },
  '613.7': {
    title: 'Timestamps',
    text: "Within a layer, effects apply in the order they began; a static ability's begins when its permanent entered (an Aura's when it became attached).",
  },
  '614.1c': {
    title: '"Enters with counters"',
    text: 'An ability saying a permanent enters with counters puts them there as it enters; nothing sees it without them.',
  },
  '614.1d': {
    title: '"Enters tapped"',
    text: 'A permanent that "enters tapped" is tapped as it enters, never untapped on the battlefield first.',
  },
  '614.1e': {
    title: '"As it is turned face up"',
    text: 'An ability saying what happens as a permanent is turned face up (counters put on it) is a replacement: it is done as the permanent turns face up.',
  },
  '700.2': {
    title: 'Modes',
    text: '"Choose one \u2014": the modes are chosen as the spell is cast, and only the chosen ones happen.',
  },
  '700.2d': {
    title: 'The same mode again',
    text: 'A mode is chosen at most once, unless the spell says "You may choose the same mode more than once"; then each choice happens, with its own targets.',
  },
  '701.9a': { title: 'Discarding', text: "To discard a card is to put it from its owner's hand into their graveyard." },
  '701.9b': {
    title: 'Discarding at random',
    text: 'Some effects discard a card chosen at random rather than by the player.',
  },
  '702.6a': {
    title: 'Equip',
    text: '"Equip [cost]" means "[cost]: Attach this to target creature you control. Activate only as a sorcery."',
  },
  '702.8a': { title: 'Flash', text: 'A spell with flash can be cast any time its controller could cast an instant.' },
  '702.29a': {
    title: 'Cycling',
    text: '"Cycling [cost]" means "[cost], Discard this card: Draw a card", activated from your hand.',
  },
  '702.49a': {
    title: 'Ninjutsu',
    text: '"Ninjutsu [cost]" means "[cost], Reveal this card from your hand, Return an unblocked attacking creature you control to its owner\'s hand: Put this card onto the battlefield from your hand tapped and attacking." It is activated from your hand, only while you control an unblocked attacker; the card is put onto the battlefield, not cast.',
  },
  '702.49c': {
    title: 'Ninjutsu: what it attacks',
    text: 'The creature put onto the battlefield with ninjutsu is unblocked and attacks the same player or planeswalker as the creature returned to pay the cost. It was never declared as an attacker.',
  },
  '702.190a': {
    title: 'Sneak',
    text: '"Sneak [cost]" means "Any time you could cast an instant during your declare blockers step, you may choose to pay [cost] and return an unblocked creature you control to its owner\'s hand rather than pay this spell\'s mana cost." Only then: a sorcery or creature spell may be cast so at instant speed, but not in any other step.',
  },
  '702.190b': {
    title: 'Sneak: entering attacking',
    text: 'A permanent spell cast using sneak enters the battlefield tapped and attacking the player or planeswalker the returned creature was attacking. It was never declared as an attacker.',
  },
  '701.44a': {
    title: 'Explore',
    text: "To explore, a permanent's controller reveals the top card of their library. A land card goes to their hand; otherwise the permanent gets a +1/+1 counter and the player may put the card into their graveyard or leave it on top. With no card to reveal, the permanent still gets the counter; if it has left the battlefield it gets nothing, but the rest still happens.",
  },
  '701.44b': {
    title: 'Explores',
    text: 'A permanent has explored once the whole process is done, even if some or all of it was impossible: "Whenever a creature you control explores" triggers then, once for each time it explores.',
  },
  '701.66a': {
    title: 'Earthbend',
    text: "To earthbend N, target land you control becomes a 0/0 creature with haste that's still a land, and N +1/+1 counters are put on it. When it dies or is exiled, its card is returned to the battlefield tapped. Moved anywhere else (a hand), it doesn't come back.",
  },
  '701.67a': {
    title: 'Waterbend',
    text: "To waterbend [cost], pay that cost; for each generic mana in it, you may tap an untapped artifact or creature you control instead of paying that mana. Only the waterbend cost's own generic mana can be paid so.",
  },
  '702.189a': {
    title: 'Firebending',
    text: 'Firebending N means "Whenever this creature attacks, add N {R}. Until end of combat, you don\'t lose this mana as steps end." The mana can be spent in any step of that combat; what is left empties as the combat phase ends.',
  },
  '701.47a': {
    title: 'Amass',
    text: "To amass [subtype] N: if you control no Army creature, first create a 0/0 black [subtype] Army creature token. Then choose an Army creature you control and put N +1/+1 counters on it; if it isn't that subtype, it becomes that subtype too.",
  },
  '701.50a': {
    title: 'Connive',
    text: "To connive, a permanent's controller draws a card, then discards a card. If a nonland card was discarded, the permanent gets a +1/+1 counter. Connive N draws and discards N, with a counter for each nonland card. A permanent that has left the battlefield still connives (its last controller draws and discards), but gets no counter.",
  },
  '702.29c': {
    title: 'When you cycle this card',
    text: '"When you cycle this card" means "when you discard this card to pay a cycling cost". The ability triggers from wherever the card went: usually your graveyard.',
  },
  '702.29d': {
    title: 'Cycle or discard',
    text: 'An ability that triggers whenever a player "cycles or discards" a card triggers only once when a card is cycled: cycling discards it, and that is one event.',
  },
  '702.29e': {
    title: 'Typecycling',
    text: '"[Type]cycling [cost]" means "[Cost], Discard this card: Search your library for a [type] card, reveal it, put it into your hand, then shuffle." Basic landcycling finds a basic land card.',
  },
  '702.122a': {
    title: 'Crew',
    text: '"Crew N" means "Tap any number of untapped creatures you control with total power N or greater: This Vehicle becomes an artifact creature until end of turn." Tapping them is not {T}: a creature that just arrived can crew.',
  },
  '701.43a': {
    title: 'Exert',
    text: 'To exert a permanent, its controller chooses to have it not untap during their next untap step. "{T}, Exert this creature: …" exerts it as the cost is paid, so it stays exerted even if the ability is countered.',
  },
  '702.154a': {
    title: 'Enlist',
    text: "As a creature with enlist attacks, its controller may tap a nonattacking creature they control without summoning sickness. When they do, the attacker gets +X/+0 until end of turn, where X is the tapped creature's power.",
  },
  '702.171a': {
    title: 'Saddle',
    text: '"Saddle N" means "Tap any number of other untapped creatures you control with total power N or greater: This permanent becomes saddled until end of turn. Activate only as a sorcery." The Mount can\'t tap itself.',
  },
  '702.171b': {
    title: 'Saddled',
    text: 'Saddled is a designation with no rules meaning of its own: abilities such as "whenever this creature attacks while saddled" look for it. It lasts until end of turn or until the permanent leaves the battlefield.',
  },
  '702.84a': {
    title: 'Unearth',
    text: '"Unearth [cost]" means "[Cost]: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery."',
  },
  '702.30a': {
    title: 'Echo',
    text: '"Echo [cost]" means "At the beginning of your upkeep, if this permanent came under your control since the beginning of your last upkeep, sacrifice it unless you pay [cost]."',
  },
  '103.2': {
    title: 'Before the game',
    text: 'Before shuffling to start the game, some cards act from outside it (Arcane Savant exiles a drafted card).',
  },
  '103.3': {
    title: 'Shuffling to start',
    text: 'After pre-game actions, each player shuffles their deck; it becomes their library. Stackyard shuffles only when the scenario asks (options.shuffle), with its seed, so the same scenario always deals the same cards.',
  },
  '103.8a': { title: 'No first draw', text: 'The player who goes first skips the draw of their first turn.' },
  '104.2b': {
    title: 'An effect says a player wins',
    text: 'The game ends at once with that player the winner, unless something says they can’t win the game.',
  },
  '104.3e': {
    title: 'An effect says a player loses',
    text: 'That player loses at once, not as a state-based action, unless something says they can’t lose the game.',
  },
  '104.3': { title: 'Losing the game', text: 'A player loses when a rule or effect says so, for example at 0 life.' },
  '104.4b': {
    title: 'A loop is a draw',
    text: 'If the game is in a loop of mandatory actions that nobody can stop, the game is a draw.',
  },
  '106.3': {
    title: 'Mana from effects',
    text: "Spells and abilities that aren't mana abilities can add mana too; it goes into the player's mana pool.",
  },
  '106.4': {
    title: 'Mana pool',
    text: "Added mana waits in its player's mana pool. Every pool empties at the end of each step and phase.",
  },
  '106.5': {
    title: 'Undefined mana',
    text: "An ability that would add mana of a type that can't be determined adds nothing.",
  },
  '106.7': {
    title: '"Could produce"',
    text: 'What a permanent could produce is every type its mana abilities would add if they resolved now, ignoring whether their costs can be paid.',
  },
  '106.12': {
    title: 'Tapped for mana',
    text: '"Tapping a permanent for mana" means activating one of its mana abilities with {T} in the cost.',
  },
  '106.12a': {
    title: '"Whenever ... is tapped for mana"',
    text: 'Such an ability triggers when the mana ability resolves and actually produces mana.',
  },
  '106.12b': {
    title: 'Replacing mana production',
    text: 'A replacement effect on tapping for mana changes what the mana ability produces as it resolves.',
  },
  '107.1': {
    title: 'Numbers are whole',
    text: 'Only whole numbers are used in the game. An amount too large to count is refused rather than guessed.',
  },
  '107.3a': {
    title: 'Choosing X',
    text: 'X in a cost is chosen while casting, and keeps that value while the spell is on the stack.',
  },
  '107.3b': { title: 'X when cast for free', text: 'A spell cast without paying its mana cost has X = 0.' },
  '107.3f': {
    title: 'X nothing defines',
    text: 'An X in a spell\'s or ability\'s text that no cost or text defines is chosen by its controller when needed: for "you may pay {X}" as it resolves, while paying.',
  },
  '107.3g': { title: 'X off the stack', text: 'Anywhere but the stack, X in a mana cost counts as 0.' },
  '107.3m': {
    title: 'X for enter abilities',
    text: 'A permanent\'s "enters with X" or enter trigger uses the X its spell was cast with.',
  },
  '107.14': {
    title: 'Energy',
    text: 'The energy symbol {E} stands for one energy counter. "You get {E}{E}" puts two energy counters on you; to pay {E}, you remove one energy counter from yourself. Energy stays from turn to turn.',
  },
  '107.5': {
    title: 'The tap symbol {T}',
    text: 'As a cost, {T} means "tap this permanent". An already tapped permanent can\'t pay it.',
  },
  '107.6': {
    title: 'The untap symbol {Q}',
    text: 'As a cost, {Q} means "untap this permanent". An untapped permanent can\'t pay it.',
  },
  '111.2': { title: 'Tokens', text: 'A token is created by an effect; the player who creates it owns it.' },
  '111.4': {
    title: "A token's name",
    text: 'A token is named as the effect says. If it gives no name, the token is named after its subtypes plus the word "Token" (a 3/3 Elephant is "Elephant Token").',
  },
  '111.7': {
    title: 'Tokens off the battlefield',
    text: 'A token that has left the battlefield ceases to exist at the next state-based-action check.',
  },
  '111.10': {
    title: 'Predefined tokens',
    text: 'Some tokens are defined by the rules: an effect that says "create a Treasure token" makes a token with the characteristics and abilities the rules give a Treasure.',
  },
  '111.10a': {
    title: 'Treasure',
    text: 'A Treasure token is a colorless Treasure artifact token with "{T}, Sacrifice this token: Add one mana of any color."',
  },
  '111.10b': {
    title: 'Food',
    text: 'A Food token is a colorless Food artifact token with "{2}, {T}, Sacrifice this token: You gain 3 life."',
  },
  '111.10f': {
    title: 'Clue',
    text: 'A Clue token is a colorless Clue artifact token with "{2}, Sacrifice this token: Draw a card."',
  },
  '111.10g': {
    title: 'Blood',
    text: 'A Blood token is a colorless Blood artifact token with "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."',
  },
  '112.2a': {
    title: 'Who owns a cast copy',
    text: 'A copy of a card made to be cast is owned by the player who is told to cast it.',
  },
  '113.7a': {
    title: 'Abilities outlive their source',
    text: "Once on the stack, an ability exists on its own. If its source has left, the ability uses the source's last-known information.",
  },
  '115.1': {
    title: 'Targets',
    text: 'Targets are chosen as a spell or ability is put on the stack, using the word "target". An Aura spell targets what it will enchant.',
  },
  '115.2': {
    title: 'Targets in other zones',
    text: 'Only permanents can be targeted unless the text names another zone, such as "instant card in a graveyard".',
  },
  '115.5': {
    title: 'Not its own target',
    text: "A spell or ability on the stack can't target itself. An ability may target the permanent it comes from.",
  },
  '115.7a': {
    title: '"Change the target"',
    text: 'A target can be changed only to another legal target; if there is none, the original target stays, even an illegal one.',
  },
  '115.7d': {
    title: '"Choose new targets"',
    text: 'Any of the targets may be changed to other legal targets; the rest stay as they are.',
  },
  '115.7f': {
    title: 'New targets keep the division',
    text: 'Changing the targets of a spell or ability never changes how its damage is divided or how many targets it has: a new target takes the share of the one it replaces.',
  },
  '115.10': {
    title: 'Chosen, not targeted',
    text: 'Objects that an effect picks without the word "target" are not targeted: they are chosen as it resolves.',
  },
  '117.1a': {
    title: 'Normal timing',
    text: 'Instants can be cast whenever you have priority; other spells only in your own main phase with an empty stack.',
  },
  '117.4': {
    title: 'Everyone passes',
    text: 'When all players pass in a row, the top of the stack resolves, or, if the stack is empty, the step ends.',
  },
  '117.5': {
    title: 'Before priority',
    text: 'Before anyone gets priority, state-based actions are performed, then waiting triggers are put on the stack, until nothing more happens.',
  },
  '118.1': {
    title: 'Paying a cost',
    text: 'A cost is something paid to do something or to stop something ("you may pay {1}", "unless you pay {U}"). Only a cost that can be paid is offered.',
  },
  '118.6': {
    title: 'No mana cost',
    text: 'A card with no mana cost (not even {0}) can\'t be cast by paying its mana cost; it is cast only for an alternative cost (suspend, evoke …) or "without paying its mana cost".',
  },
  '118.8': {
    title: 'Additional costs',
    text: 'Some spells ask for more than the mana cost (kicker, sacrificing a creature). Mandatory ones must be paid.',
  },
  '118.9': {
    title: 'Alternative costs',
    text: 'A spell may be cast for a cost other than its mana cost (flashback, "without paying its mana cost"). Only one alternative cost can be used.',
  },
  '119.3': {
    title: 'Gaining and losing life',
    text: 'An effect that makes a player gain or lose life changes their life total by that much.',
  },
  '119.5': {
    title: 'Setting a life total',
    text: 'An effect (or, in sandbox mode, a person) that sets a player\'s life total to a number makes them gain or lose the difference, so "whenever you gain life" and "whenever you lose life" see it.',
  },
  '119.4': {
    title: 'Paying life',
    text: 'A player can pay life only if their life total is at least the amount; a player at 0 or less life can pay only 0 life.',
  },
  '120.3': {
    title: 'Damage',
    text: 'Damage to a player makes them lose that much life; damage to a creature stays marked on it until the turn ends.',
  },
  '120.3a': { title: 'Damage to a player', text: 'Damage dealt to a player makes that player lose that much life.' },
  '120.3c': {
    title: 'Damage to a planeswalker',
    text: 'Damage dealt to a planeswalker removes that many loyalty counters from it.',
  },
  '120.3e': {
    title: 'Damage to a creature',
    text: 'Damage dealt to a creature is marked on it; it is destroyed once the damage reaches its toughness.',
  },
  '120.3f': {
    title: 'Damage with lifelink',
    text: 'Damage dealt by a source with lifelink also makes its controller gain that much life.',
  },
  '121.1': { title: 'Drawing', text: 'A player draws by putting the top card of their library into their hand.' },
  '121.2': {
    title: 'One card at a time',
    text: 'Cards are drawn one at a time: drawing several cards is that many separate draws, each of which can trigger or be replaced.',
  },
  '122.1': {
    title: 'Counters',
    text: 'A counter is a marker put on an object; it stays until removed. +1/+1 counters raise power and toughness.',
  },
  '122.1b': {
    title: 'Keyword counters',
    text: 'A permanent with a flying, first strike, double strike, deathtouch, haste, hexproof, indestructible, lifelink, menace, reach, shadow, trample or vigilance counter has that keyword ability.',
  },
  '122.1c': {
    title: 'Shield counters',
    text: 'If a permanent with a shield counter would be dealt damage or destroyed, instead remove a shield counter from it.',
  },
  '122.1d': {
    title: 'Stun counters',
    text: 'If a permanent with a stun counter would become untapped, instead remove a stun counter from it. It stays tapped.',
  },
  '122.1e': {
    title: 'Finality counters',
    text: 'If a permanent with a finality counter would be put into a graveyard from the battlefield, exile it instead.',
  },
  '122.6': {
    title: 'Counters put on a permanent',
    text: 'Counters "put" on an object include those it is given as it enters the battlefield, as well as those put on it while it is there.',
  },
  '201.2a': {
    title: 'Same name',
    text: 'Two objects have the same name if they share at least one name (a split card has two).',
  },
  '205.4d': { title: 'Legendary', text: 'Legendary permanents follow the legend rule (704.5j).' },
  '205.4e': {
    title: 'Legendary instants and sorceries',
    text: "A player can't cast a legendary instant or sorcery unless they control a legendary creature or a legendary planeswalker.",
  },
  '302.6': {
    title: 'Summoning sickness',
    text: "A creature can't attack or use abilities with {T} or {Q} in the cost unless its controller has controlled it since the start of their most recent turn. Haste removes this.",
  },
  '306.5b': {
    title: 'A planeswalker enters with its loyalty',
    text: 'A planeswalker enters the battlefield with as many loyalty counters as its printed loyalty.',
  },
  '303.4': {
    title: 'Auras',
    text: 'An Aura is attached to an object or player; its enchant ability says what it may be attached to.',
  },
  '303.4c': {
    title: 'An Aura with nothing legal to enchant',
    text: "An Aura attached to something illegal, or to something that no longer exists, goes to its owner's graveyard as a state-based action.",
  },
  '303.4f': {
    title: 'An Aura that enters without being cast',
    text: "An Aura put onto the battlefield other than by resolving as a spell doesn't target: it enters attached to what the effect says, or to something its controller chooses that it can legally enchant.",
  },
  '304.4': {
    title: 'Instants never on the battlefield',
    text: "An instant can't enter the battlefield: if it would, it stays where it was. Sandbox mode refuses to put one there.",
  },
  '307.4': {
    title: 'Sorceries never on the battlefield',
    text: "A sorcery can't enter the battlefield: if it would, it stays where it was. Sandbox mode refuses to put one there.",
  },
  '305.1': {
    title: 'Playing a land',
    text: 'A land is played, not cast, in your own main phase while the stack is empty.',
  },
  '305.2': { title: 'One land a turn', text: 'Normally a player may play only one land each turn.' },
  '400.3': {
    title: "The owner's zones",
    text: "A card that would go to a library, hand or graveyard goes to its owner's, whoever controlled it.",
  },
  '400.7': {
    title: 'A new object',
    text: 'An object that moves from one zone to another becomes a new object with no memory of its old self. Auras on it fall off, and targets on it become illegal.',
  },
  '400.7a': {
    title: 'Changes that carry over',
    text: 'Changes made to a permanent spell on the stack (such as gaining haste) carry over to the permanent it becomes.',
  },
  '114.2': {
    title: 'Emblems',
    text: 'A player who gets an emblem puts it into the command zone; they own and control it. It has only its abilities, which work there.',
  },
  '408.1': {
    title: 'The command zone',
    text: 'A game area for objects that affect the game but are not permanents: planes, schemes, vanguards, emblems.',
  },
  '314.1': {
    title: 'Schemes',
    text: 'Schemes are nontraditional cards of the Archenemy variant; they stay in the command zone.',
  },
  '901.9': {
    title: 'Rolling the planar die',
    text: 'In Planechase, the active player may roll the planar die any time they have priority in a main phase of their turn while the stack is empty. It is a special action: the first roll each turn costs {0}, and each further roll that turn costs {1} more than the one before.',
  },
  '311.7': {
    title: 'Chaos abilities',
    text: 'A plane\'s "Whenever chaos ensues" ability triggers when the chaos symbol is rolled on the planar die (or an effect says chaos ensues), while the plane is face up in the command zone. The planar controller (the active player) controls it.',
  },
  '701.31b': {
    title: 'Planeswalking',
    text: "To planeswalk, the planar controller puts the face-up plane on the bottom of its owner's planar deck and turns the top card of their own planar deck face up. The sandbox has no planar deck, so a plane in the command zone stays where it is.",
  },
  '904.1': {
    title: 'Archenemy',
    text: 'The archenemy sets schemes in motion from a scheme deck; an ongoing scheme stays face up until abandoned.',
  },
  '400.11a': {
    title: 'Outside the game',
    text: 'Sideboards and drafted cards not in the deck are outside the game, which is not a zone.',
  },
  '405.1': {
    title: 'The stack',
    text: 'Spells and abilities wait on the stack; the newest is on top and resolves first.',
  },
  '406.2': { title: 'Exile', text: 'To exile an object is to put it into the exile zone.' },
  '401.2': {
    title: 'Libraries are hidden',
    text: 'A library is a face-down pile: no player may look at its cards or change their order, unless an effect lets them (and then only the player it names sees them).',
  },
  '401.4': {
    title: 'Putting several cards into a library',
    text: "When an effect puts two or more cards in the same place in a library at once, their owner chooses their order (and doesn't reveal it), unless the effect says a random order.",
  },
  '402.3': {
    title: 'Hands are hidden',
    text: "A player may look at their own hand but not at another player's, unless an effect lets them.",
  },
  '500.1': { title: 'Turn structure', text: 'A turn has five phases, most of them split into steps.' },
  '500.5': {
    title: 'Effects that last "until"',
    text: 'An effect that lasts "until" a step, phase or turn ends as it begins: "until your next turn" ends as that player\'s next turn begins, before anything untaps.',
  },
  '500.7': {
    title: 'Extra turns',
    text: 'An extra turn comes directly after the turn it was created in; of several, the one created last is taken first.',
  },
  '502.3': {
    title: 'Untap step',
    text: 'The active player untaps their permanents. An effect may stop some from untapping, or limit how many of a kind untap; then that player chooses which.',
  },
  '503.1': { title: 'Upkeep', text: '"At the beginning of your upkeep" abilities trigger.' },
  '504.1': { title: 'Draw step', text: 'The active player draws a card.' },
  '508.1': { title: 'Declaring attackers', text: 'The active player chooses which creatures attack and whom.' },
  '508.1b': {
    title: 'Attacking a planeswalker',
    text: 'Each attacking creature attacks the defending player or a planeswalker that player controls; the attacking player says which as attackers are declared.',
  },
  '508.1c': {
    title: "Can't attack",
    text: "A creature that an effect says can't attack can't be declared as an attacker.",
  },
  '508.1d': {
    title: 'Attack requirements',
    text: 'A creature that "attacks each combat if able" must be declared as an attacker whenever it can attack; a declaration without it is illegal.',
  },
  '508.1f': {
    title: 'Attacking taps',
    text: 'A creature that attacks becomes tapped as it is declared as an attacker, unless it has vigilance. That is not tapping it for mana or paying {T}.',
  },
  '508.1m': {
    title: 'Attack triggers',
    text: 'Abilities that trigger when a creature attacks trigger as attackers are declared.',
  },
  '508.4': {
    title: 'Put onto the battlefield attacking',
    text: "A creature put onto the battlefield attacking attacks the player or planeswalker its controller chooses, but it was never declared as an attacker: \"whenever … attacks\" abilities don't trigger for it. Outside combat, or under a player who isn't attacking, it enters but isn't attacking.",
  },
  '509.1': { title: 'Declaring blockers', text: 'The defending player chooses which creatures block which attackers.' },
  '509.1a': {
    title: 'Choosing blockers',
    text: 'Each untapped creature the defending player controls may block one attacking creature; an effect may let it block more, and it then divides its combat damage among them.',
  },
  '509.1b': {
    title: "Can't block",
    text: "A creature that an effect says can't block can't be declared as a blocker.",
  },
  '509.1h': {
    title: 'Blocked or unblocked',
    text: 'An attacking creature with a blocker declared for it becomes blocked; one with none is unblocked. "Becomes blocked" and "isn\'t blocked" abilities trigger then.',
  },
  '509.1i': {
    title: 'Block triggers',
    text: 'Abilities that trigger when a creature blocks trigger as blockers are declared.',
  },
  '510.1': { title: 'Combat damage', text: 'Attacking and blocking creatures deal damage equal to their power.' },
  '510.1c': {
    title: 'Dividing damage among blockers',
    text: 'A creature blocked by two or more creatures divides its combat damage among them as its controller chooses.',
  },
  '603.2b': {
    title: '"At the beginning of"',
    text: 'When a step or phase begins, every ability that triggers "at the beginning of" it triggers.',
  },
  '603.2d': {
    title: 'Triggers an additional time',
    text: 'An effect can make a triggered ability trigger an additional time when its trigger event occurs (Panharmonicon). Each instance is a separate ability: its modes and targets are chosen separately.',
  },
  '603.2e': {
    title: '"Becomes"',
    text: 'An ability that triggers when something "becomes" tapped, blocked or attached triggers only at the moment that happens.',
  },
  '603.6': {
    title: 'Zone-change triggers',
    text: 'Abilities that trigger when an object moves between zones: it enters, dies, leaves the battlefield or is put into a graveyard.',
  },
  '608.2d': {
    title: 'Choices while resolving',
    text: 'A choice a spell or ability asks for as it resolves ("you may", "choose") is made then, by the player it names.',
  },
  '615.1': {
    title: 'Prevention',
    text: 'A prevention effect stops damage that would be dealt; the prevented damage is never dealt.',
  },
  '615.5': {
    title: 'Prevention with a further effect',
    text: 'Some prevention effects also do something else, such as removing or putting counters: it happens right after the damage is prevented, as part of the same prevention.',
  },
  '615.12': {
    title: "Damage that can't be prevented",
    text: "If damage can't be prevented, prevention effects still apply to it but prevent nothing; any other effect they have still happens.",
  },
  '701.17a': {
    title: 'Mill',
    text: 'To mill a number of cards is to put that many cards from the top of your library into your graveyard.',
  },
  '701.17b': {
    title: 'Milling as a cost',
    text: "A player can't pay a cost to mill more cards than their library has.",
  },
  '701.19': {
    title: 'Regenerate',
    text: 'The next time the permanent would be destroyed this turn, instead it is tapped, removed from combat and its damage is removed.',
  },
  '701.23': {
    title: 'Search',
    text: 'To search a zone is to look at every card in it and find cards with the stated quality; the searcher chooses which of them to take.',
  },
  '701.23b': {
    title: 'Searching a hidden zone',
    text: 'The library is a hidden zone: a player searching it may choose not to find a card with the stated quality, even if one is there.',
  },
  '701.23c': {
    title: 'Searching for a number of cards',
    text: 'A search for a number of cards with no stated quality ("a card", "three cards") must find that many, or as many as the zone holds.',
  },
  '701.24': {
    title: 'Shuffle',
    text: "To shuffle a library is to put it in a random order. Stackyard uses the scenario's seed, so a replay shuffles the same way.",
  },
  '701.26b': {
    title: 'Untap',
    text: 'To untap a permanent is to turn it upright again; only a tapped permanent can be untapped.',
  },
  '509.1c': {
    title: 'Block requirements',
    text: 'The number of blockers must fit every ability of the attackers, such as menace.',
  },
  '510.1a': {
    title: 'Assigning combat damage',
    text: 'Each attacking and blocking creature assigns combat damage equal to its power.',
  },
  '510.1d': {
    title: 'Blockers deal damage',
    text: 'A blocking creature assigns its combat damage to the attacker it blocks; if that attacker has left combat, it assigns none.',
  },
  '510.2': { title: 'Combat damage is dealt', text: 'All assigned combat damage is dealt at once.' },
  '510.4': {
    title: 'First-strike damage step',
    text: 'If a creature in combat has first strike or double strike, only those deal damage first; then a second combat damage step follows for the others and for creatures with double strike.',
  },
  '702.19b': {
    title: 'Trample',
    text: 'A blocked creature with trample may assign the damage beyond what is lethal to its blockers to the player it attacks; the player gets damage only once every blocker has been assigned lethal damage.',
  },
  '514.1': {
    title: 'Cleanup: discard to hand size',
    text: 'As the cleanup step begins, the active player discards cards of their choice until their hand holds no more than their maximum hand size (normally seven).',
  },
  '402.2': {
    title: 'Maximum hand size',
    text: 'Each player has a maximum hand size, normally seven cards. It only matters in the cleanup step; effects may change it or say a player has no maximum hand size.',
  },
  '514.2': { title: 'Cleanup', text: 'Damage wears off and "until end of turn" effects end.' },
  '601.2': {
    title: 'Casting a spell',
    text: 'Casting follows fixed steps: move the card to the stack, announce choices, choose targets, work out and pay the cost; then it becomes cast.',
  },
  '601.2a': {
    title: 'To the stack',
    text: 'The first step of casting: the card, or a copy of a card, moves to the stack.',
  },
  '601.2b': {
    title: 'Announcing choices',
    text: 'Modes, alternative or additional costs and the value of X are announced.',
  },
  '601.2c': { title: 'Choosing targets', text: 'Each required target must be chosen legally while casting.' },
  '601.2d': {
    title: 'Dividing damage',
    text: 'A spell or ability that divides damage among its targets has the division chosen by its controller while it is cast or put on the stack, each target getting at least 1. The division then stands: a target that becomes illegal just loses its share.',
  },
  '601.2f': {
    title: 'Total cost',
    text: 'The mana cost or alternative cost, plus additional costs, is locked in as the total cost.',
  },
  '601.2g': { title: 'Mana abilities while casting', text: 'Mana abilities may be activated just before paying.' },
  '601.2h': {
    title: 'Paying',
    text: "The whole cost is paid at once; a cost that can't be paid can't be paid partly.",
  },
  '601.2i': { title: 'Becomes cast', text: 'The spell is now cast, and "whenever you cast" abilities trigger.' },
  '601.3': {
    title: 'Permission to cast',
    text: 'A card can be cast only if a rule or effect allows it from its zone and nothing forbids it.',
  },
  '602.2': {
    title: 'Activating an ability',
    text: 'An activated ability goes on the stack and is paid like a spell, with its activation cost.',
  },
  '602.5': { title: 'Activation restrictions', text: "An ability that a rule or effect forbids can't be activated." },
  '602.5a': {
    title: 'Summoning sickness and abilities',
    text: "A creature's {T} or {Q} ability needs it to have been controlled since the start of its controller's turn (302.6).",
  },
  '602.5d': { title: '"Activate only as a sorcery"', text: 'Only in your own main phase with an empty stack.' },
  '603.2': {
    title: 'Triggering',
    text: 'A triggered ability triggers when its event happens; it is put on the stack the next time a player would get priority.',
  },
  '603.2h': {
    title: '"Do this only once each turn"',
    text: "The ability triggers only if its controller hasn't done it yet this turn.",
  },
  '603.3': {
    title: 'Triggers go on the stack',
    text: 'Waiting triggered abilities are put on the stack when a player would next receive priority.',
  },
  '603.3b': {
    title: 'Ordering triggers',
    text: 'Each player puts their own triggers on the stack in the order they choose, active player first.',
  },
  '603.3d': {
    title: 'Targets of triggers',
    text: "A triggered ability's targets are chosen as it is put on the stack; with none legal it is removed.",
  },
  '603.4': {
    title: 'Intervening "if"',
    text: 'A condition written "When ..., if ..." is checked when it triggers and again when it resolves.',
  },
  '603.8': {
    title: 'State triggers',
    text: 'A state trigger ("When you control no Islands, …") triggers whenever the game state matches its condition, and not again until that instance has left the stack.',
  },
  '603.7': {
    title: 'Delayed triggers',
    text: 'An effect may create an ability that triggers later, for example at the next upkeep.',
  },
  '603.12': {
    title: 'Reflexive triggers',
    text: 'An instruction like "you may pay {1}. When you do, …" creates a triggered ability that triggers only if it was done. It goes on the stack after the spell or ability that created it finishes resolving, and its targets are chosen then.',
  },
  '603.10a': {
    title: 'Looking back',
    text: 'Leaves-the-battlefield abilities look at the game as it was just before the event.',
  },
  '605.1a': {
    title: 'Mana abilities',
    text: 'An activated ability with no target that could add mana is a mana ability.',
  },
  '606.3': {
    title: 'Loyalty abilities: when',
    text: "A loyalty ability (a +N, −N or 0 cost) can be activated only in its controller's main phase with an empty stack, and only if none of that permanent's loyalty abilities was activated this turn.",
  },
  '606.4': {
    title: 'Loyalty costs',
    text: "A loyalty ability's cost puts loyalty counters on its permanent (+N) or removes them (−N); 0 does neither.",
  },
  '606.5': {
    title: 'Negative loyalty costs',
    text: "A loyalty ability with a −N cost can't be activated unless its permanent has at least N loyalty counters.",
  },
  '605.3b': { title: "Mana abilities don't use the stack", text: 'A mana ability resolves at once.' },
  '605.4a': {
    title: 'Triggered mana abilities',
    text: 'A triggered mana ability resolves right after the mana ability that triggered it.',
  },
  '607.2a': {
    title: 'Linked abilities',
    text: '"Cards exiled with this" means the cards this very object exiled with its linked ability.',
  },
  '610.3': {
    title: '"Until" effects',
    text: 'An object exiled "until" something happens comes back the moment it happens. If it has already happened when the exile would begin, nothing is exiled.',
  },
  '607.2n': {
    title: 'Linked by name',
    text: '"Exiled with cards named X" refers to what every object with that name exiled before the game.',
  },
  '608.2': { title: 'Resolving', text: 'A spell or ability does what its text says, in order, as it resolves.' },
  '608.2a': {
    title: 'Intervening "if" on resolution',
    text: 'The condition is checked again first; if it is false, the ability does nothing.',
  },
  '608.2b': {
    title: 'Targets rechecked',
    text: "As it resolves, targets are checked again. If every target is illegal, the spell or ability doesn't resolve.",
  },
  '608.2g': {
    title: 'Casting while resolving',
    text: 'An effect may let you cast a spell in the middle of resolving. It goes on the stack above, and nobody gets priority in between.',
  },
  '608.2h': {
    title: 'Last-known information',
    text: "If an effect needs information about an object that has left the zone it was expected in, it uses that object's last-known information: how it was when it was last there.",
  },
  '608.2n': {
    title: 'After resolving',
    text: "An instant or sorcery goes to its owner's graveyard when it has resolved; an ability just ends.",
  },
  '608.3a': {
    title: 'Permanent spells',
    text: "A resolving permanent spell enters the battlefield under its controller's control.",
  },
  '608.3b': { title: 'An Aura spell with an illegal target', text: "It doesn't resolve; it goes to the graveyard." },
  '608.3c': {
    title: 'An Aura enters',
    text: 'A resolving Aura spell enters attached to the object or player it targeted.',
  },
  '608.3f': {
    title: 'Copies of permanent spells',
    text: 'A copy of a permanent spell becomes a token as it resolves (it isn\'t "created").',
  },
  '611.2': {
    title: 'Effects for a duration',
    text: 'A resolved spell or ability may change things for a while, such as "until end of turn".',
  },
  '614.1': {
    title: 'Replacement effects',
    text: '"Instead" effects change an event as it happens; the original event never happens.',
  },
  '614.1a': {
    title: '"Instead": a replacement',
    text: 'A sentence with "instead" is a replacement effect. "If that creature would die this turn, exile it instead": it goes to exile, never to the graveyard, so it does not die.',
  },
  '614.8': {
    title: 'Regeneration replaces destruction',
    text: 'Regeneration is a replacement effect: instead of being destroyed, the permanent is tapped, its damage is removed and it leaves combat.',
  },
  '615.7': {
    title: 'Prevention shields',
    text: '"Prevent the next N damage" is a shield: each point of damage it prevents uses up one point of it until none is left or the turn ends.',
  },
  '614.12': { title: 'As it enters', text: 'Some permanents make a choice as they enter, such as naming a card.' },
  '616.1': {
    title: 'Order of replacements',
    text: 'When several replacement effects apply, the affected player chooses the order.',
  },
  '701.3a': { title: 'Attach', text: 'To attach an Aura is to move it onto an object or player.' },
  '701.3b': {
    title: 'An impossible attach',
    text: "Attaching to something it can't be attached to (or is already attached to) does nothing.",
  },
  '701.3d': {
    title: 'Becoming unattached',
    text: 'An Aura becomes unattached when the object it was attached to leaves its zone.',
  },
  '701.6': {
    title: 'Counter',
    text: "A countered spell leaves the stack without resolving and goes to its owner's graveyard.",
  },
  '701.34a': {
    title: 'Proliferate',
    text: 'To proliferate, choose any number of permanents and/or players, then give each another counter of each kind already there.',
  },
  '701.37a': {
    title: 'Monstrosity',
    text: "Monstrosity N means: if this permanent isn't monstrous, put N +1/+1 counters on it and it becomes monstrous. Monstrous is a designation other abilities read; the permanent keeps it until it leaves the battlefield.",
  },
  '701.39a': {
    title: 'Bolster',
    text: 'To bolster N, choose a creature you control with the least toughness or tied for the least toughness among creatures you control, then put N +1/+1 counters on it.',
  },
  '701.15a': {
    title: 'Goad',
    text: "Until the goading player's next turn, a goaded creature attacks each combat if able, and attacks a player other than the goading player if able.",
  },
  '701.16a': { title: 'Investigate', text: 'To investigate is to create a Clue token.' },
  '701.36a': {
    title: 'Populate',
    text: "To populate, choose a creature token you control and create a token that's a copy of it. With no creature token, no token is created.",
  },
  '701.8': { title: 'Destroy', text: "To destroy a permanent is to put it into its owner's graveyard." },
  '701.19a': {
    title: 'Regenerate',
    text: 'The next time the permanent would be destroyed this turn, instead all damage is removed from it, it is tapped, and it is removed from combat.',
  },
  '701.19c': {
    title: '"Can\'t be regenerated"',
    text: "A permanent that can't be regenerated is destroyed even if it has a regeneration shield.",
  },
  '603.3c': {
    title: 'Modal triggered abilities',
    text: "A triggered ability with modes has its mode chosen as it is put on the stack, before its targets; a mode with no legal target can't be chosen.",
  },
  '701.12a': {
    title: 'Exchanges',
    text: "When a spell or ability tells players to exchange something (life totals, control of two permanents), if the entire exchange can't be completed, no part of it happens.",
  },
  '701.12c': {
    title: 'Exchanging life totals',
    text: "Each player gains or loses the life needed to have the other player's previous life total; replacement effects may change these gains and losses. A player who can't gain life can't get a higher life total this way.",
  },
  '701.14a': {
    title: 'Fight',
    text: 'When two creatures fight, each deals damage equal to its power to the other, at the same time.',
  },
  '701.14b': {
    title: "A fight that can't happen",
    text: 'If a creature told to fight has left the battlefield, is no longer a creature, or is an illegal target, no fight damage is dealt at all.',
  },
  '701.20a': {
    title: 'Reveal',
    text: 'To reveal a card is to show it to all players for a moment; revealing a hand shows every card in it.',
  },
  '702.21a': {
    title: 'Ward',
    text: 'Whenever a permanent with ward becomes the target of a spell or ability an opponent controls, that spell or ability is countered unless its controller pays the ward cost.',
  },
  '701.9': { title: 'Discard', text: 'To discard is to put a card from your hand into your graveyard.' },
  '701.21': { title: 'Sacrifice', text: "To sacrifice is to put a permanent you control into its owner's graveyard." },
  '700.13': {
    title: 'Committing a crime',
    text: 'You commit a crime when you cast a spell, activate an ability or put a triggered ability on the stack that targets an opponent, anything an opponent controls, or a card in an opponent\'s graveyard. "Whenever you commit a crime" triggers once for each such spell or ability.',
  },
  '700.14': {
    title: 'Expend',
    text: 'You expend 4 as you spend your fourth total mana to cast spells during a turn. "Whenever you expend 4" triggers once that turn, whichever spell the fourth mana was spent on; mana spent on abilities doesn\'t count.',
  },
  '701.22': {
    title: 'Scry',
    text: 'Look at the top cards of your library; put any of them on the bottom and the rest back in any order.',
  },
  '701.25': {
    title: 'Surveil',
    text: 'Look at the top cards of your library; put any of them into your graveyard and the rest back.',
  },
  '701.26a': { title: 'Tap and untap', text: 'Tapping turns a permanent sideways; untapping turns it upright again.' },
  '702.2b': {
    title: 'Deathtouch',
    text: 'A creature dealt any damage by a source with deathtouch is destroyed the next time state-based actions are checked.',
  },
  '702.2c': {
    title: 'Deathtouch in combat',
    text: 'For assigning combat damage, 1 damage from a creature with deathtouch is lethal damage.',
  },
  '702.3b': { title: 'Defender', text: "A creature with defender can't attack." },
  '702.4b': {
    title: 'Double strike',
    text: 'A creature with double strike deals combat damage in the first-strike step and again in the regular step.',
  },
  '702.7b': {
    title: 'First strike',
    text: 'A creature with first strike deals its combat damage in an earlier combat damage step than creatures without it.',
  },
  '702.9b': { title: 'Flying', text: 'A creature with flying can be blocked only by creatures with flying or reach.' },
  '702.10': {
    title: 'Haste',
    text: 'A creature with haste can attack and use {T} abilities the turn it comes under your control.',
  },
  '702.11b': {
    title: 'Hexproof',
    text: "A permanent with hexproof can't be the target of spells or abilities its controller's opponents control.",
  },
  '702.89a': {
    title: 'Umbra armor',
    text: 'If the permanent enchanted by an Aura with umbra armor would be destroyed, instead all damage marked on it is removed and the Aura is destroyed.',
  },
  '702.12b': {
    title: 'Indestructible',
    text: 'A permanent with indestructible can\'t be destroyed, neither by "destroy" effects nor by lethal damage or deathtouch.',
  },
  '702.13b': {
    title: 'Intimidate',
    text: 'A creature with intimidate can be blocked only by artifact creatures and creatures that share a color with it.',
  },
  '702.14c': {
    title: 'Landwalk',
    text: "A creature with landwalk (islandwalk, forestwalk...) can't be blocked while the defending player controls a land of that kind.",
  },
  '702.80a': {
    title: 'Wither',
    text: 'Damage dealt to a creature by a source with wither is not marked on it: it puts that many -1/-1 counters on it.',
  },
  '702.164c': {
    title: 'Toxic',
    text: 'A player dealt combat damage by a creature with toxic also gets poison counters: as many as the total of its toxic values. They still lose life from the damage (unless it has infect).',
  },
  '702.90b': {
    title: 'Infect',
    text: "Damage dealt to a player by a source with infect doesn't make them lose life: its controller gives them that many poison counters.",
  },
  '702.90c': {
    title: 'Infect',
    text: 'Damage dealt to a creature by a source with infect is not marked on it: it puts that many -1/-1 counters on it.',
  },
  '702.15b': {
    title: 'Lifelink',
    text: 'Damage dealt by a source with lifelink also makes its controller gain that much life.',
  },
  '702.16a': {
    title: 'Protection',
    text: "Protection from a quality (a color, a card type...): the permanent can't be blocked, targeted, dealt damage, enchanted or equipped by anything with that quality.",
  },
  '702.16b': {
    title: 'Protection: targets',
    text: "A permanent with protection can't be targeted by spells with the quality, or by abilities from sources with it.",
  },
  '702.16c': {
    title: 'Protection: Auras',
    text: "A permanent with protection can't be enchanted by Auras with the quality; such an Aura goes to the graveyard.",
  },
  '702.16d': {
    title: 'Protection: Equipment',
    text: "A permanent with protection can't be equipped by Equipment with the quality; such Equipment becomes unattached.",
  },
  '702.16e': {
    title: 'Protection: damage',
    text: 'Damage that sources with the quality would deal to a permanent with protection is prevented.',
  },
  '702.16f': {
    title: 'Protection: blocking',
    text: "An attacking creature with protection can't be blocked by creatures with the quality.",
  },
  '702.17b': { title: 'Reach', text: 'A creature with reach can block creatures with flying.' },
  '702.18b': { title: 'Shroud', text: "A permanent with shroud can't be the target of spells or abilities." },
  '702.19d': {
    title: 'Trample with no blockers left',
    text: 'A blocked creature with trample whose blockers have all left combat assigns all its damage to the player it attacks.',
  },
  '702.20b': { title: 'Vigilance', text: "Attacking doesn't cause a creature with vigilance to tap." },
  '702.28b': { title: 'Shadow', text: 'A creature with shadow can block or be blocked only by creatures with shadow.' },
  '702.31b': {
    title: 'Horsemanship',
    text: "A creature with horsemanship can't be blocked except by creatures with horsemanship.",
  },
  '702.33a': { title: 'Kicker', text: 'Kicker is an optional additional cost; a kicked spell does more.' },
  '702.33c': {
    title: 'Multikicker',
    text: 'Multikicker is an optional additional cost that can be paid any number of times; the spell and the permanent it becomes know how many times it was kicked.',
  },
  '702.33d': {
    title: 'Kicked',
    text: 'A spell whose kicker was paid is kicked; a permanent it becomes knows that too, for its "if it was kicked" abilities.',
  },
  '702.132a': {
    title: 'Assist',
    text: 'While casting a spell with assist, its caster may choose another player, who may pay any amount of the generic mana in its total cost before the caster pays the rest.',
  },
  '702.51a': {
    title: 'Convoke',
    text: "While casting a spell with convoke, each untapped creature you tap pays for {1} or one mana of that creature's color.",
  },
  '702.66a': {
    title: 'Delve',
    text: 'While casting a spell with delve, each card you exile from your graveyard pays for {1}.',
  },
  '702.126a': {
    title: 'Improvise',
    text: 'While casting a spell with improvise, each untapped artifact you tap pays for {1}.',
  },
  '702.60a': {
    title: 'Ripple',
    text: 'When you cast a spell with ripple N, you may reveal the top N cards of your library, cast any of them with the same name as the spell without paying their mana costs, and put the rest on the bottom of your library in any order.',
  },
  '702.85a': {
    title: 'Cascade',
    text: "When you cast a spell with cascade, exile cards from the top of your library until you exile a nonland card with lesser mana value. You may cast it without paying its mana cost (if the resulting spell's mana value is less too); put the other exiled cards on the bottom of your library in a random order.",
  },
  '702.88a': {
    title: 'Rebound',
    text: 'A spell with rebound cast from your hand is exiled as it resolves; at the beginning of your next upkeep, you may cast it from exile without paying its mana cost.',
  },
  '702.27a': {
    title: 'Buyback',
    text: "Buyback is an optional additional cost; if it was paid, the spell is put into its owner's hand instead of the graveyard as it resolves.",
  },
  '702.35a': {
    title: 'Madness',
    text: 'A card with madness that would be discarded is exiled instead; as its madness trigger resolves, its owner may cast it for its madness cost, or else puts it into their graveyard.',
  },
  '702.117a': {
    title: 'Surge',
    text: 'You may cast a spell with surge for its surge cost rather than its mana cost if you have cast another spell this turn.',
  },
  '702.94a': {
    title: 'Miracle',
    text: 'When you draw a card with miracle as the first card you drew this turn, you may reveal it; when you do, you may cast it for its miracle cost.',
  },
  '702.62a': {
    title: 'Suspend',
    text: 'Any time you could cast a card with suspend N from your hand, you may pay its suspend cost and exile it with N time counters (a special action). At the beginning of your upkeep a time counter is removed; when the last is removed, you may cast it without paying its mana cost, and a creature spell cast this way has haste until you lose control of it.',
  },
  '702.113a': {
    title: 'Awaken',
    text: 'You may cast a spell with awaken N for its awaken cost rather than its mana cost; if you do, it also puts N +1/+1 counters on target land you control, and that land becomes a 0/0 Elemental creature with haste. It is still a land.',
  },
  '702.61a': {
    title: 'Split second',
    text: "As long as a spell with split second is on the stack, players can't cast other spells or activate abilities that aren't mana abilities; mana abilities, special actions and triggered abilities still happen.",
  },
  '702.95a': {
    title: 'Soulbond',
    text: 'As a creature with soulbond or another creature enters under your control, you may pair the two if both are unpaired. They stay paired as long as both remain creatures on the battlefield under your control.',
  },
  '702.112b': {
    title: 'Renowned',
    text: 'Renowned is a designation that renown and other abilities read; once a permanent has become renowned, it stays renowned until it leaves the battlefield.',
  },
  '702.118b': {
    title: 'Skulk',
    text: "A creature with skulk can't be blocked by creatures with greater power.",
  },
  '702.121a': {
    title: 'Melee',
    text: 'Whenever a creature with melee attacks, it gets +1/+1 until end of turn for each opponent you attacked with a creature this combat. Each instance triggers separately.',
  },
  '702.25a': {
    title: 'Flanking',
    text: 'Whenever a creature without flanking blocks a creature with flanking, the blocking creature gets -1/-1 until end of turn. Each instance of flanking triggers separately.',
  },
  '702.74a': {
    title: 'Evoke',
    text: 'You may cast a spell with evoke for its evoke cost rather than its mana cost; when the permanent enters, if its evoke cost was paid, its controller sacrifices it.',
  },
  '702.109a': {
    title: 'Dash',
    text: "You may cast a spell with dash for its dash cost; if you do, the permanent has haste, and it returns to its owner's hand at the beginning of the next end step.",
  },
  '702.137a': {
    title: 'Spectacle',
    text: 'You may cast a spell with spectacle for its spectacle cost rather than its mana cost if an opponent lost life this turn.',
  },
  '702.76a': {
    title: 'Prowl',
    text: "You may cast a spell with prowl for its prowl cost rather than its mana cost if a player was dealt combat damage this turn by a source that, at the time it dealt that damage, was under your control and had any of the spell's creature types.",
  },
  '702.173a': {
    title: 'Freerunning',
    text: 'You may cast a spell with freerunning for its freerunning cost rather than its mana cost if a player was dealt combat damage this turn by a source that, at the time it dealt that damage, was under your control and was an Assassin or a commander.',
  },
  '702.152a': {
    title: 'Blitz',
    text: 'You may cast a spell with blitz for its blitz cost; if you do, the permanent has haste and "When this creature dies, draw a card," and it is sacrificed at the beginning of the next end step.',
  },
  '702.175a': {
    title: 'Offspring',
    text: 'Offspring is an optional additional cost; if it was paid, when the permanent enters, its controller creates a 1/1 token copy of it.',
  },
  '702.56a': {
    title: 'Replicate',
    text: 'Replicate is an additional cost you may pay any number of times as you cast the spell; when you cast it, it is copied once for each time you paid, and you may choose new targets for the copies.',
  },
  '702.78a': {
    title: 'Conspire',
    text: 'As you cast a spell with conspire, you may tap two untapped creatures you control that each share a color with it; if you do, when you cast it, it is copied and you may choose new targets for the copy.',
  },
  '702.153a': {
    title: 'Casualty',
    text: 'As you cast a spell with casualty N, you may sacrifice a creature with power N or greater; if you do, when you cast it, it is copied and you may choose new targets for the copy.',
  },
  '702.157a': {
    title: 'Squad',
    text: 'Squad is an additional cost you may pay any number of times as you cast the creature spell; when the creature enters, its controller creates a token copy of it for each time the cost was paid.',
  },
  '702.185a': {
    title: 'Warp',
    text: 'You may cast a card with warp from your hand for its warp cost; if you do, the permanent is exiled at the beginning of the next end step, and its owner may cast it from exile on a later turn.',
  },
  '702.143a': {
    title: 'Foretell',
    text: 'Any time you have priority during your turn, you may pay {2} and exile a card with foretell from your hand face down; you may look at it. After that turn, you may cast it from exile for its foretell cost instead of its mana cost.',
  },
  '702.143b': {
    title: 'Foretelling is a special action',
    text: "Foretelling a card is a special action: it doesn't use the stack and can't be responded to.",
  },
  '702.170a': {
    title: 'Plot',
    text: "Any time you have priority during your main phase while the stack is empty, you may pay the plot cost and exile a card with plot from your hand; it becomes plotted. Plotting is a special action: it doesn't use the stack.",
  },
  '702.170d': {
    title: 'Casting a plotted card',
    text: "A plotted card's owner may cast it from exile without paying its mana cost during their main phase while the stack is empty, on any turn after the one in which it became plotted (even an instant).",
  },
  '702.127a': {
    title: 'Aftermath',
    text: "The aftermath half of a split card may be cast only from your graveyard; cast that way, it's exiled instead of going anywhere else as it leaves the stack.",
  },
  '702.81a': {
    title: 'Retrace',
    text: 'You may cast this card from your graveyard by discarding a land card in addition to paying its other costs. Timing rules still apply, and after it resolves it goes back to your graveyard.',
  },
  '702.133a': {
    title: 'Jump-start',
    text: 'You may cast this card from your graveyard by discarding a card in addition to paying its other costs. Cast that way, it is exiled instead of going anywhere else any time it would leave the stack.',
  },
  '702.187b': {
    title: 'Mayhem',
    text: '"Mayhem [cost]" means "As long as you discarded this card this turn, you may cast it from your graveyard by paying [cost] rather than paying its mana cost." Timing rules still apply.',
  },
  '702.34a': {
    title: 'Flashback',
    text: 'The card may be cast from your graveyard for its flashback cost; then it is exiled instead of going anywhere else.',
  },
  '702.37a': {
    title: 'Morph',
    text: 'A card with morph may be cast face down as a 2/2 creature for {3}, and turned face up any time for its morph cost.',
  },
  '702.37b': {
    title: 'Megamorph',
    text: 'A variant of morph: as the permanent is turned face up by paying its megamorph cost, it gets a +1/+1 counter.',
  },
  '702.168a': {
    title: 'Disguise',
    text: 'A card with disguise may be cast face down for {3} as a 2/2 creature with ward {2} and no name, subtypes or mana cost, and turned face up any time for its disguise cost (a special action).',
  },
  '701.40a': {
    title: 'Manifest',
    text: 'To manifest a card, put it onto the battlefield face down as a 2/2 creature with no name, text, subtypes or mana cost. Several cards are manifested one at a time.',
  },
  '701.40b': {
    title: 'Turning a manifested permanent face up',
    text: "Any time you have priority, you may turn a manifested permanent you control face up by showing that its card is a creature card and paying its mana cost. It's a special action; an instant or sorcery card can't be turned face up this way.",
  },
  '701.40c': {
    title: 'Manifested card with morph',
    text: 'A manifested card with morph (or disguise, 701.40d) may also be turned face up by paying its morph (or disguise) cost.',
  },
  '701.62a': {
    title: 'Manifest dread',
    text: 'To manifest dread, look at the top two cards of your library, manifest one of them and put the other into your graveyard.',
  },
  '701.59a': {
    title: 'Collect evidence',
    text: 'To collect evidence N, exile any number of cards from your graveyard with total mana value N or greater.',
  },
  '107.4h': {
    title: 'Snow mana',
    text: 'The snow mana symbol {S} in a cost is paid with one mana of any type that came from a snow source.',
  },
  '107.4f': {
    title: 'Phyrexian mana',
    text: 'A Phyrexian mana symbol, such as {B/P}, can be paid with one mana of its color or with 2 life.',
  },
  '701.58a': {
    title: 'Cloak',
    text: 'To cloak a card, put it onto the battlefield face down as a 2/2 creature with ward {2}. It can be turned face up any time for its mana cost if it is a creature card.',
  },
  '702.37c': {
    title: 'Casting face down',
    text: 'A card with morph may be cast face down for {3}: a 2/2 creature spell with no name, text, subtypes or mana cost.',
  },
  '702.37e': {
    title: 'Turning face up',
    text: "Any time you have priority, you may turn a face-down permanent you control with morph face up by paying its morph cost. It's a special action: it doesn't use the stack and can't be responded to.",
  },
  '116.2b': {
    title: 'Turning face up is a special action',
    text: 'Turning a face-down permanent face up is a special action a player may take any time they have priority.',
  },
  '708.2a': {
    title: 'Face-down permanents',
    text: 'A face-down permanent or spell is a 2/2 creature with no name, text, subtypes or mana cost (so colourless, mana value 0).',
  },
  '708.8': {
    title: 'Turned face up: the same object',
    text: "A permanent turned face up is the same permanent: counters, damage, tapped status and effects on it stay; it now has its card's characteristics, and its abilities that trigger when it is turned face up trigger (those about entering don't).",
  },
  '708.9': {
    title: 'Face-down cards are revealed',
    text: 'A face-down permanent or spell that leaves the battlefield or the stack is revealed.',
  },
  '702.36b': {
    title: 'Fear',
    text: 'A creature with fear can be blocked only by artifact creatures and black creatures.',
  },
  '702.111b': { title: 'Menace', text: "A creature with menace can't be blocked except by two or more creatures." },
  '704.3': {
    title: 'State-based actions',
    text: 'Whenever a player would get priority, the game checks a list of conditions and does what they say, all at once, until none apply.',
  },
  '704.5': {
    title: 'The state-based actions',
    text: 'The list of conditions the game checks before anyone gets priority: zero life, tokens and copies in the wrong zone, lethal damage, the legend rule, illegal Auras and more.',
  },
  '704.5a': { title: 'Zero life', text: 'A player with 0 or less life loses the game.' },
  '704.5c': {
    title: 'Poison',
    text: 'A player with ten or more poison counters loses the game.',
  },
  '704.5b': {
    title: 'Drawing from an empty library',
    text: 'A player who tried to draw from an empty library loses the game.',
  },
  '704.5d': {
    title: 'Tokens off the battlefield',
    text: 'A token in any zone other than the battlefield ceases to exist.',
  },
  '704.5e': {
    title: 'Copies cease to exist',
    text: 'A copy of a spell that has left the stack, or a copy of a card anywhere but the stack or the battlefield, ceases to exist.',
  },
  '704.5f': { title: 'Zero toughness', text: "A creature with toughness 0 or less goes to its owner's graveyard." },
  '704.5g': { title: 'Lethal damage', text: 'A creature with damage at least equal to its toughness is destroyed.' },
  '704.5h': {
    title: 'Deathtouch damage',
    text: 'A creature dealt damage by a source with deathtouch since the last check is destroyed.',
  },
  '704.5s': {
    title: 'A Saga after its last chapter',
    text: 'A Saga with as many lore counters as its final chapter number is sacrificed, once its chapter abilities have left the stack (resolved or countered).',
  },
  '714.2b': {
    title: 'Chapter abilities',
    text: '"III — …" triggers when lore counters put on the Saga take it from fewer than three to three or more.',
  },
  '714.3a': { title: 'A Saga enters with lore', text: 'A Saga enters the battlefield with a lore counter on it.' },
  '714.3b': {
    title: 'Lore each turn',
    text: "As a player's precombat main phase begins (after the draw step), they put a lore counter on each of their Sagas. This doesn't use the stack.",
  },
  '701.27a': {
    title: 'Transform',
    text: 'To transform a permanent is to turn it over so that its other face is up. Only double-faced cards and tokens can transform.',
  },
  '701.27c': {
    title: 'Only double-faced permanents transform',
    text: "An instruction to transform a permanent that isn't a double-faced card or token does nothing.",
  },
  '701.27f': {
    title: 'Transforming once',
    text: "An ability of a permanent that transforms it does so only if the permanent hasn't transformed since the ability was put on the stack.",
  },
  '701.27g': {
    title: 'A transformed permanent',
    text: 'A double-faced permanent with its back face up. One with its front face up is never a transformed permanent.',
  },
  '712.2': {
    title: 'Transforming double-faced cards',
    text: 'A card with a face on each side whose back face is reached by transforming it, or by putting it onto the battlefield transformed.',
  },
  '712.3': {
    title: 'Modal double-faced cards',
    text: 'A card with two faces that are independent of each other: its owner casts or plays either face.',
  },
  '712.8a': {
    title: 'The front face elsewhere',
    text: "In every zone but the battlefield and the stack, a double-faced card has only its front face's characteristics: its name, mana value, colours and types.",
  },
  '712.8e': {
    title: 'The back face up',
    text: "A double-faced permanent with its back face up has only its back face's characteristics. A transforming card's back face has no mana cost; its mana value is its front face's.",
  },
  '712.10': {
    title: 'No transforming into a spell face',
    text: 'If the face a permanent would transform into is an instant or sorcery face, nothing happens.',
  },
  '712.11b': {
    title: 'Choosing the face to cast',
    text: 'A player casting a modal double-faced card chooses which face they cast; only that face is on the stack. A land face is played, not cast.',
  },
  '712.13': {
    title: 'Entering with the same face up',
    text: 'A double-faced spell that resolves enters the battlefield with the face up it had on the stack.',
  },
  '712.14a': {
    title: 'Entering transformed',
    text: 'A double-faced card put onto the battlefield "transformed" enters with its back face up; otherwise it enters with its front face up.',
  },
  '712.18': {
    title: 'Transforming is not a new object',
    text: "A permanent that transforms stays the same object: its counters, damage, attachments and the effects on it stay, and it doesn't enter the battlefield again.",
  },
  '613.7g': {
    title: 'A new timestamp when it transforms',
    text: 'A double-faced permanent receives a new timestamp each time it transforms.',
  },
  '716.2a': {
    title: 'Class levels',
    text: '"[Cost]: Level N" gains a Class level N, only as a sorcery and only from level N−1; the abilities printed after it work only while the Class is level N or greater.',
  },
  '716.2b': {
    title: 'A level is not a counter',
    text: "A Class's level is a designation on the permanent: not a counter, not copied. A permanent without one is level 1, and one that leaves the battlefield comes back at level 1.",
  },
  '704.5i': {
    title: 'Planeswalkers with no loyalty',
    text: "A planeswalker with 0 loyalty goes to its owner's graveyard.",
  },
  '704.5j': {
    title: 'The legend rule',
    text: 'If a player controls two or more legendary permanents with the same name, they keep one and put the rest into the graveyard.',
  },
  '704.5m': {
    title: 'Auras fall off',
    text: "An Aura attached to an illegal object or player, or to nothing, goes to its owner's graveyard.",
  },
  '704.5n': {
    title: 'Equipment falls off',
    text: 'Equipment attached illegally becomes unattached but stays on the battlefield.',
  },
  '704.5p': {
    title: 'Other attachments',
    text: "A permanent that isn't an Aura, Equipment or Fortification can't stay attached; it becomes unattached.",
  },
  '704.5q': { title: '+1/+1 and -1/-1 counters', text: 'If a permanent has both, pairs of them are removed.' },
  '704.8': {
    title: 'Simultaneous state-based actions',
    text: 'For permanents that leave together through state-based actions, last-known information is taken from before any of them left.',
  },
  '707.2': {
    title: 'Copies',
    text: "A copy takes the original's copiable values: name, mana cost, types, text, power and toughness. It doesn't copy counters, damage or tapped status.",
  },
  '707.10': {
    title: 'Copying a spell',
    text: "A copy of a spell is put on the stack, not cast. It keeps the original's choices such as targets and X.",
  },
  '707.10c': {
    title: 'New targets for a copy',
    text: 'If allowed, new targets for the copy are chosen before it is put on the stack.',
  },
  '707.12': {
    title: 'Casting a copy of a card',
    text: 'The copy is created in the same zone as the original card and cast from there while the effect resolves. Not cast, it ceases to exist at the next check.',
  },
  '709.3': {
    title: 'Casting a split card',
    text: 'You choose which half to cast; on the stack only that half exists.',
  },
  '715.3': {
    title: 'Casting an Adventure',
    text: "An adventurer card may be cast as the creature or as its Adventure; on the stack as an Adventure it has only the Adventure's name, cost, types and text.",
  },
  '715.4': {
    title: 'Going on an adventure',
    text: 'An Adventure that resolves is exiled instead of going to the graveyard, and the player who cast it may later cast the creature from exile. Countered, it goes to the graveyard.',
  },
  '709.4': {
    title: 'Split cards elsewhere',
    text: 'Outside the stack a split card has both names, both costs combined and all its types.',
  },
  '726.1': {
    title: 'Day and night',
    text: "Day and night are designations the game can have. A game starts as neither; once it's day or night, it is always one or the other.",
  },
  '502.2': {
    title: 'Day and night in the untap step',
    text: "Before permanents untap: if it's day and the previous turn's active player cast no spells during that turn, it becomes night; if it's night and they cast two or more, it becomes day.",
  },
  '702.145b': {
    title: 'Daybound',
    text: "A daybound card that enters while it's night enters transformed; a daybound permanent transforms as it becomes night, and can't transform any other way.",
  },
  '702.145d': {
    title: 'Daybound makes it day',
    text: "If it's neither day nor night and a player controls a permanent with daybound, it becomes day at once.",
  },
  '702.145e': {
    title: 'Nightbound',
    text: "A nightbound permanent transforms as it becomes day, and can't transform any other way.",
  },
  '702.145g': {
    title: 'Nightbound makes it night',
    text: "If it's neither day nor night and a player controls a permanent with nightbound but none with daybound is on the battlefield, it becomes night at once.",
  },
  '724.1': {
    title: 'The monarch',
    text: 'The monarch is a designation a player can have; only one player is the monarch at a time, and becoming the monarch takes it from whoever had it.',
  },
  '724.2': {
    title: "The monarch's triggers",
    text: "At the beginning of the monarch's end step, that player draws a card. Whenever a creature deals combat damage to the monarch, its controller becomes the monarch. Neither ability has a source.",
  },
  '701.60a': {
    title: 'Suspect',
    text: 'A suspected permanent has menace and "This creature can\'t block" for as long as it is suspected. Suspected is a designation; it ends when the permanent leaves the battlefield or an effect says it is no longer suspected.',
  },
  '701.57a': {
    title: 'Discover',
    text: '"Discover N": exile cards from the top of your library until you exile a nonland card with mana value N or less. You may cast it without paying its mana cost; if you don\'t, put it into your hand. The other exiled cards go on the bottom of your library in a random order.',
  },
  '709.5': {
    title: 'Rooms',
    text: "A Room is a split card whose halves are doors. Cast as one half, it enters with that door unlocked and the other locked; a locked door's half gives the permanent no characteristics and no abilities. A Room put onto the battlefield another way has both doors locked.",
  },
  '116.2m': {
    title: 'Unlocking a door',
    text: 'Unlocking a locked door of a Room you control is a special action: pay that door\'s mana cost, any time you could cast a sorcery. It doesn\'t use the stack; "When you unlock this door" abilities then trigger.',
  },
  '120.3h': {
    title: 'Damage to a battle',
    text: 'Damage dealt to a battle causes that many defense counters to be removed from it.',
  },
  '310.4b': {
    title: 'Defense',
    text: 'A battle enters the battlefield with a number of defense counters equal to its printed defense.',
  },
  '310.8': {
    title: 'Attacking a battle',
    text: "A battle can be attacked by creatures of players other than its protector; the battle's protector is then the defending player for it, and its protector's creatures can block.",
  },
  '310.11a': {
    title: "A Siege's protector",
    text: 'As a Siege enters the battlefield, its controller chooses an opponent to be its protector.',
  },
  '310.11b': {
    title: 'Defeating a Siege',
    text: 'A Siege has "When the last defense counter is removed from this permanent, exile it, then you may cast it transformed without paying its mana cost."',
  },
  '704.5v': {
    title: 'A battle with no defense',
    text: "A battle with no defense counters is put into its owner's graveyard, unless it is the source of a triggered ability that has triggered but not yet left the stack.",
  },
  '704.5w': {
    title: 'A battle with no protector',
    text: "A battle that has no protector (or whose protector left the game) gets a new protector chosen by its controller, or is put into its owner's graveyard if none can be chosen.",
  },
  '704.5x': {
    title: 'A Siege protected by its controller',
    text: 'A Siege whose controller is also its protector gets a new protector: an opponent of its controller chosen by that player.',
  },
  '704.5y': {
    title: 'Several Roles on one permanent',
    text: "If a permanent has more than one Role controlled by the same player attached to it, each of those Roles except the one with the newest timestamp is put into its owner's graveyard.",
  },
  '702.166a': {
    title: 'Bargain',
    text: 'Bargain is an optional additional cost: as you cast the spell you may sacrifice an artifact, an enchantment or a token. A spell whose bargain cost was paid was "bargained".',
  },
  '309.2': {
    title: 'Dungeons',
    text: "A dungeon is a card that is brought into the game from outside it, by venturing, and kept in its owner's command zone; it isn't a permanent and can't be cast.",
  },
  '309.4c': {
    title: 'Room abilities',
    text: 'Each room of a dungeon has a triggered ability: "When you move your venture marker into this room, [effect]." Its source is the dungeon and it is controlled by the dungeon\'s owner.',
  },
  '309.5': {
    title: 'Venturing',
    text: 'To venture into the dungeon: with no dungeon in the command zone, choose one, put it there and put your venture marker on its first room; otherwise move the marker along one of the arrows from its room to the next room.',
  },
  '309.7': {
    title: 'Completing a dungeon',
    text: "A player completes a dungeon as it is removed from the game because their venture marker is on its last room and that room's ability has left the stack.",
  },
  '701.49a': {
    title: 'Venture into the dungeon',
    text: '"Venture into the dungeon" moves your venture marker into the next room of your dungeon, or starts a dungeon if you have none; the room\'s ability triggers.',
  },
  '702.102a': {
    title: 'Fuse',
    text: "A split card with fuse may be cast from its owner's hand with both halves: the fused split spell has both halves' characteristics, costs both halves' mana costs, and does the left half's instructions, then the right half's. Fuse isn't an alternative cost: cast without paying its mana cost, it may still be fused.",
  },
  '614.9': {
    title: 'Redirection',
    text: "Some effects make damage that would be dealt to one object or player be dealt to another instead. They are replacement effects, not prevention: damage that can't be prevented is still redirected.",
  },
  '702.169a': {
    title: 'Solved (Cases)',
    text: '"To solve — [condition]" means "At the beginning of your end step, if [condition] and this Case isn\'t solved, it becomes solved." Its "Solved — [ability]" works only once the Case is solved.',
  },
  '702.47a': {
    title: 'Splice',
    text: "Splice onto [quality] [cost] works while the card is in your hand: as you cast a spell of that quality (an Arcane spell, or an instant or sorcery spell), you may reveal the card and pay its splice cost as an additional cost; the spell gets the card's instructions. The card stays in your hand.",
  },
  '702.47b': {
    title: 'Splicing several cards',
    text: "Cards spliced onto one spell are revealed at once, in the order their instructions will follow; the spell's own come first. A card can't be spliced onto the same spell twice, nor if its instructions' targets can't be chosen.",
  },
  '702.47c': {
    title: 'A spliced spell',
    text: "The spell keeps its own name, mana cost, colour and types and gets the spliced cards' text; a card's name in that text means the spell. Its targets are chosen normally, after the spell's own.",
  },
  '702.99a': {
    title: 'Cipher',
    text: 'As a spell with cipher resolves, after its other effects, its controller may exile the card encoded on a creature they control (chosen, not targeted). That creature has "Whenever this creature deals combat damage to a player, you may copy the encoded card and you may cast the copy without paying its mana cost." A copy of the spell encodes nothing.',
  },
  '702.99c': {
    title: 'Encoded',
    text: 'A card stays encoded on its creature while the card stays in exile and the creature stays on the battlefield, even if the creature changes controller or stops being a creature.',
  },
  '701.54a': {
    title: 'The Ring tempts you',
    text: "As the Ring tempts you, you get an emblem named The Ring if you don't have one, it gains its next ability (four in all, in order), and you choose a creature you control as your Ring-bearer. The Ring tempts you even if you control no creature.",
  },
  '725.1': {
    title: 'The initiative',
    text: 'The initiative is a designation a player can have; only one player has it at a time. Taking the initiative takes it from whoever had it.',
  },
  '725.2': {
    title: "The initiative's triggers",
    text: 'Whenever a player takes the initiative, and at the beginning of the upkeep of the player who has it, that player ventures into Undercity. Whenever one or more creatures a player controls deal combat damage to the player who has the initiative, their controller takes the initiative.',
  },
  '702.131b': {
    title: 'Ascend',
    text: "Ascend on a permanent: any time its controller controls ten or more permanents and doesn't have the city's blessing, that player gets the city's blessing for the rest of the game.",
  },
  '702.131c': {
    title: "The city's blessing",
    text: 'A designation a player can have. It has no rules meaning of its own, only what cards that ask about it say; once a player has it, they have it for the rest of the game.',
  },
  '702.179': {
    title: 'Start your engines! and speed',
    text: "A player who controls a permanent with start your engines! gets speed 1 if they have none, and keeps it when the permanent leaves. Whenever one or more opponents lose life during that player's turn, if their speed is less than 4, it increases by 1; this triggers only once each turn.",
  },
  '702.178': {
    title: 'Max speed',
    text: '"Max speed — [ability]" means "As long as you have max speed, this object has [ability]." A player has max speed when their speed is 4.',
  },
  '704.5z': {
    title: 'Getting speed (state-based action)',
    text: 'A player who controls a permanent with start your engines! and has no speed gets speed 1.',
  },
  '704.5t': {
    title: 'Completing a dungeon (state-based action)',
    text: "A dungeon whose owner's venture marker is on its last room, with no ability of that room waiting to resolve, is removed from the game: its owner completed it.",
  },
};

export type GlossaryEntry = { rule: string; title: string; text: string };

/** The explanation of a rule number, or of its nearest parent rule ("704.5z" → "704.5" → "704"). */
export function explainRule(rule: string): GlossaryEntry | null {
  let key = rule;
  for (;;) {
    const hit = RULES_GLOSSARY[key];
    if (hit) return { rule: key, ...hit };
    const shorter =
      key.replace(/[a-z]$/, '') !== key
        ? key.replace(/[a-z]$/, '')
        : key.includes('.')
          ? key.slice(0, key.lastIndexOf('.'))
          : '';
    if (!shorter || shorter === key) return null;
    key = shorter;
  }
}
