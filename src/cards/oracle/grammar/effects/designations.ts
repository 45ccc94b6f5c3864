/**
 * Designations an effect gives (CR 702.112b): "~ becomes renowned", "it becomes renowned". The
 * subject must be one object; the engine's `becomeRenowned` step marks it while it is on the
 * battlefield. "~ becomes prepared" (a prepare card, Secrets of Strixhaven): only the source.
 * "You become the monarch", "target player becomes the monarch" (CR 724.1): one player, who
 * takes the designation from whoever had it (724.3). "~ becomes saddled until end of turn",
 * "target Mount you control becomes saddled until end of turn" (CR 702.171b): one object, which
 * the engine's `becomeSaddled` step marks while it is on the battlefield (only permanents can be
 * saddled); the designation's own duration is the one the text states.
 * "You venture into the dungeon" (CR 701.49a)
 * and "you take the initiative" (725.1): only "you", and only once the dungeons it may lead into
 * are read in full (../../dungeon.ts): a room left as text would be skipped.
 * "The Ring tempts you" (CR 701.54a): written with no subject ("Then the Ring tempts you"), only
 * once The Ring's four abilities are read in full (../../the-ring.ts).
 */
import { alt, lit, map } from '../peg';
import { actedOn } from '../lower-nouns';
import { isOneObject, type LowerTable, type VerbEntry } from './verb';
import { dungeonsRead } from '../../dungeon';
import { theRingRead } from '../../the-ring';

export type DesignationVp =
  | { k: 'becomeRenowned' }
  | { k: 'becomeSaddled' }
  | { k: 'becomePrepared' }
  | { k: 'becomeMonarch' }
  | { k: 'venture' }
  | { k: 'takeInitiative' }
  | { k: 'ringTempts' };

export const DESIGNATION_VERBS: VerbEntry<DesignationVp>[] = [
  { subject: 'object', parse: map(lit('becomes renowned'), () => ({ k: 'becomeRenowned' }) as DesignationVp) },
  {
    subject: 'object',
    parse: map(lit('becomes saddled until end of turn'), () => ({ k: 'becomeSaddled' }) as DesignationVp),
  },
  { subject: 'object', parse: map(lit('becomes prepared'), () => ({ k: 'becomePrepared' }) as DesignationVp) },
  {
    subject: 'player',
    parse: map(
      alt(lit('become the monarch'), lit('becomes the monarch')),
      () => ({ k: 'becomeMonarch' }) as DesignationVp,
    ),
  },
  {
    subject: 'player',
    parse: map(
      alt(lit('venture into the dungeon'), lit('ventures into the dungeon')),
      () => ({ k: 'venture' }) as DesignationVp,
    ),
  },
  {
    subject: 'player',
    parse: map(
      alt(lit('take the initiative'), lit('takes the initiative')),
      () => ({ k: 'takeInitiative' }) as DesignationVp,
    ),
  },
  // "the Ring tempts you": the Ring is not a subject the grammar knows, so the words are the verb.
  { subject: 'player', parse: map(lit('the ring tempts you'), () => ({ k: 'ringTempts' }) as DesignationVp) },
];

export const LOWER_DESIGNATION: LowerTable<DesignationVp> = {
  becomeRenowned: (_v, c) => {
    const what = actedOn(c.b, c.actor);
    if (!what || !isOneObject(c.b, what)) return false;
    c.b.steps.push({ do: 'becomeRenowned', what });
    return true;
  },
  becomeSaddled: (_v, c) => {
    const what = actedOn(c.b, c.actor);
    if (!what || !isOneObject(c.b, what)) return false;
    c.b.steps.push({ do: 'becomeSaddled', what });
    return true;
  },
  // "… this creature becomes prepared" (Secrets of Strixhaven): only the source itself is read.
  becomePrepared: (_v, c) => {
    const what = actedOn(c.b, c.actor);
    if (what?.ref !== 'source') return false;
    c.b.steps.push({ do: 'becomePrepared', what });
    return true;
  },
  becomeMonarch: (_v, c) => {
    // One player: "you", "target player", "that player" — never "each player".
    if (c.actor.ref === 'players' || (c.actor.ref === 'target' && !c.b.targets[c.actor.slot]?.filter.players))
      return false;
    if (c.actor.ref === 'target' && (c.b.targets[c.actor.slot]?.max ?? 0) > 1) return false;
    c.b.steps.push({ do: 'becomeMonarch', player: c.actor });
    return true;
  },
  // "Venture into the dungeon": the three dungeons it may enter (CR 701.49a, 701.49d).
  venture: (_v, c) => {
    if (c.actor.ref !== 'you' || !dungeonsRead('venture')) return false;
    c.b.steps.push({ do: 'venture', player: c.actor });
    return true;
  },
  ringTempts: (_v, c) => {
    if (c.subject !== null || c.actor.ref !== 'you' || !theRingRead()) return false;
    c.b.steps.push({ do: 'ringTempts' });
    return true;
  },
  // "You take the initiative": it ventures into Undercity (CR 725.2).
  takeInitiative: (_v, c) => {
    if (c.actor.ref !== 'you' || !dungeonsRead('initiative')) return false;
    c.b.steps.push({ do: 'takeInitiative', player: c.actor });
    return true;
  },
};
