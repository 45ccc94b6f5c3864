/**
 * Role tokens (Wilds of Eldraine): "Create a Monster Role token attached to target creature you
 * control", "… attached to it", "… attached to that creature". A Role is a colorless Aura token
 * with the subtypes Aura and Role, "Enchant creature" and the one ability of its kind (the
 * reminder text printed on the cards that make it). It is created already attached, without
 * targeting what it enchants (CR 303.4f; the engine's `createAttachedToken`); a newer Role the
 * same player controls on the same permanent puts the older one into the graveyard (704.5y, a
 * state-based action loaded with these cards). The Wicked Role ("When this token is put into a
 * graveyard, …") stays text: that trigger is not read yet.
 */
import type { StaticSpec, TokenSpec } from '../../../../engine';
import { lowerNP } from '../lower-nouns';
import { objectRef, targetNP, type NP } from '../nouns';
import { alt, as, lit, map, seq, w } from '../peg';
import type { LowerTable, VerbEntry } from './verb';

export type RoleVp = { k: 'createRole'; role: RoleName; to: NP };

const ENCHANTED = { enchanted: true } as const;
const PLUS_ONE = { power: 1, toughness: 1 };

/** Each Role's ability (its reminder text) as a static ability of the Aura. */
const ROLES = {
  Monster: {
    text: 'Enchanted creature gets +1/+1 and has trample.',
    statics: [{ affects: ENCHANTED, gets: PLUS_ONE, gains: ['trample'] }],
  },
  Royal: {
    text: 'Enchanted creature gets +1/+1 and has ward {1}.',
    statics: [
      {
        affects: ENCHANTED,
        gets: PLUS_ONE,
        grants: [
          {
            // Ward {1} (CR 702.21a), as the compiler writes it for "has ward {1}".
            triggered: {
              on: { event: 'becomesTarget', what: 'self', by: 'opponent' },
              steps: [
                { do: 'payMana', cost: '{1}', as: 'paid', player: { ref: 'trigger', key: 'player' } },
                { do: 'counterSpell', what: { ref: 'trigger', key: 'spell' }, when: { not: { var: 'paid' } } },
              ],
              text: 'Ward {1}',
            },
          },
        ],
      },
    ],
  },
  Cursed: {
    text: 'Enchanted creature has base power and toughness 1/1.',
    statics: [{ affects: ENCHANTED, setBase: { power: 1, toughness: 1 } }],
  },
  Sorcerer: {
    text: 'Enchanted creature gets +1/+1 and has "Whenever this creature attacks, scry 1."',
    statics: [
      {
        affects: ENCHANTED,
        gets: PLUS_ONE,
        grants: [
          {
            triggered: {
              on: { event: 'attacks', what: 'self' },
              steps: [{ do: 'scry', count: 1 }],
              text: 'Whenever this creature attacks, scry 1.',
            },
          },
        ],
      },
    ],
  },
  'Young Hero': {
    text: 'Enchanted creature has "Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 counter on it."',
    statics: [
      {
        affects: ENCHANTED,
        grants: [
          {
            // An intervening "if" (CR 603.4): checked as it triggers and as it resolves.
            triggered: {
              on: { event: 'attacks', what: 'self' },
              condition: { compare: [{ toughnessOf: { ref: 'trigger', key: 'permanent' } }, '<=', 3] },
              steps: [{ do: 'addCounters', what: { ref: 'trigger', key: 'permanent' }, counter: '+1/+1', count: 1 }],
              text: 'Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 counter on it.',
            },
          },
        ],
      },
    ],
  },
  Virtuous: {
    text: 'Enchanted creature gets +1/+1 for each enchantment you control.',
    statics: [
      {
        affects: ENCHANTED,
        gets: {
          power: { count: { controller: 'you', types: ['enchantment'] } },
          toughness: { count: { controller: 'you', types: ['enchantment'] } },
        },
      },
    ],
  },
} satisfies Record<string, { text: string; statics: StaticSpec[] }>;

export type RoleName = keyof typeof ROLES;

/** The Role token of a kind: a colorless Aura Role enchantment token with "Enchant creature". */
export function roleToken(role: RoleName): TokenSpec {
  const r = ROLES[role];
  return {
    name: `${role} Role`,
    typeLine: 'Token Enchantment — Aura Role',
    colors: [],
    enchant: { objects: { types: ['creature'] } },
    statics: r.statics as StaticSpec[],
    text: `Enchant creature\n${r.text}`,
  };
}

const roleName = alt(...(Object.keys(ROLES) as RoleName[]).map((n) => as(n.includes(' ') ? lit(n) : w(n), n)));

export const ROLE_VERBS: VerbEntry<RoleVp>[] = [
  {
    subject: 'player',
    parse: map(
      seq(w('create', 'creates'), w('a'), roleName, lit('Role token attached to'), alt(targetNP, objectRef)),
      ([, , role, , to]) => ({ k: 'createRole', role, to }) as RoleVp,
    ),
  },
];

export const LOWER_ROLES: LowerTable<RoleVp> = {
  createRole: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const to = lowerNP(c.b, v.to, 'object');
    // A target (chosen as the spell or ability is put on the stack), or the permanent a trigger
    // or an earlier instruction names ("it", "that creature"); never a player or a set.
    if (!to || !(to.ref === 'target' || to.ref === 'trigger' || to.ref === 'var')) return false;
    c.b.steps.push({ do: 'createAttachedToken', token: roleToken(v.role), to });
    return true;
  },
};
