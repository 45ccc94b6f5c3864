/** Scenario fixtures shared by the store tests (the e2e specs use the same boards, e2e/fixtures). */
export const main1 = { number: 3, active: 'p1' as const, phase: 'main1' as const };

export const voluteBoard = {
  format: 'stackyard/scenario@1',
  title: 'Volute test',
  turn: main1,
  players: {
    p1: {
      battlefield: ['Island', 'Island', 'Island', { id: 'vol', card: 'Spellweaver Volute', attachedTo: 'bolt' }],
      hand: ['Divination'],
      library: ['Island', 'Island', 'Island'],
    },
    p2: {
      graveyard: [
        { id: 'bolt', card: 'Lightning Bolt' },
        { id: 'shock', card: 'Shock' },
      ],
      library: ['Island'],
    },
  },
  script: [{ cast: 'Divination' }, { pass: true }, { decide: true }, { decide: 'p2' }, { pass: true }, { pass: true }],
};

/** Volute ruling 5: the Volute leaves, then the enchanted card leaves, then the trigger resolves. */
export const voluteLkiBoard = {
  format: 'stackyard/scenario@1',
  title: 'Volute: last-known information',
  turn: main1,
  players: {
    p1: {
      battlefield: [
        'Island',
        'Island',
        'Island',
        'Swamp',
        'Plains',
        'Plains',
        { id: 'vol', card: 'Spellweaver Volute', attachedTo: 'bolt' },
      ],
      hand: ['Divination', 'Cremate', 'Disenchant'],
      library: ['Island', 'Island', 'Island'],
    },
    p2: {
      graveyard: [
        { id: 'bolt', card: 'Lightning Bolt' },
        { id: 'shock', card: 'Shock' },
      ],
      library: ['Island'],
    },
  },
  script: [
    { cast: 'Divination' },
    { cast: 'Disenchant', targets: ['vol'] },
    { pass: true },
    { cast: 'Cremate', targets: ['bolt'] },
    { pass: true },
    { pass: true },
  ],
};

export const elvesBoard = {
  format: 'stackyard/scenario@1',
  turn: main1,
  players: { p1: { battlefield: [{ id: 'elves', card: 'Llanowar Elves', summoningSick: true }, 'Forest'] } },
};

export const sandboxAuraBoard = {
  format: 'stackyard/scenario@1',
  turn: main1,
  options: { sandbox: true },
  players: {
    p1: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
    p2: { battlefield: [{ id: 'pac', card: 'Pacifism', attachedTo: 'bears' }] },
  },
};

/**
 * The Volute played from hand: cast it onto Lightning Bolt in a graveyard, then cast a sorcery.
 * Two other instant cards (Shock, Think Twice) make the re-attach a real choice.
 */
export const voluteFromHandBoard = {
  format: 'stackyard/scenario@1',
  title: 'Volute: cast it, then copy',
  turn: main1,
  players: {
    p1: {
      battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
      hand: ['Spellweaver Volute', 'Divination'],
      graveyard: ['Think Twice'],
      library: ['Island', 'Island', 'Island'],
    },
    p2: { graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }, 'Shock'], library: ['Island'] },
  },
};

export const boltBoard = {
  format: 'stackyard/scenario@1',
  title: 'Lightning Bolt',
  turn: main1,
  players: {
    p1: { battlefield: ['Mountain'], hand: ['Lightning Bolt'], library: ['Mountain'] },
    p2: { battlefield: ['Grizzly Bears'], library: ['Island'] },
  },
};
