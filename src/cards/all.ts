/**
 * Every scripted card in the pool, one file per card (src/cards/<letter>/<name>.ts).
 * Adding a card: write its file from its Oracle text, then add it to this list.
 */
import type { CardDef } from '../engine';
import { arcaneSavant } from './a/arcane-savant';
import { assaultBattery } from './a/assault-battery';
import { birdsOfParadise } from './b/birds-of-paradise';
import { blaze } from './b/blaze';
import { boneSplinters } from './b/bone-splinters';
import { burstLightning } from './b/burst-lightning';
import { contamination } from './c/contamination';
import { counterspell } from './c/counterspell';
import { cremate } from './c/cremate';
import { deepAnalysis } from './d/deep-analysis';
import { disenchant } from './d/disenchant';
import { divination } from './d/divination';
import { endlessOne } from './e/endless-one';
import { exoticOrchard } from './e/exotic-orchard';
import { fellwarStone } from './f/fellwar-stone';
import { fireIce } from './f/fire-ice';
import { fling } from './f/fling';
import { forest } from './f/forest';
import { giantSpider } from './g/giant-spider';
import { grizzlyBears } from './g/grizzly-bears';
import { heartbeatOfSpring } from './h/heartbeat-of-spring';
import { isamaruHoundOfKonda } from './i/isamaru-hound-of-konda';
import { island } from './i/island';
import { lavaAxe } from './l/lava-axe';
import { lightningBolt } from './l/lightning-bolt';
import { llanowarElves } from './l/llanowar-elves';
import { manaReflection } from './m/mana-reflection';
import { meddlingMage } from './m/meddling-mage';
import { mountain } from './m/mountain';
import { opt } from './o/opt';
import { orderOfWhiteclay } from './o/order-of-whiteclay';
import { pacifism } from './p/pacifism';
import { panic } from './p/panic';
import { piliPala } from './p/pili-pala';
import { plains } from './p/plains';
import { rancor } from './r/rancor';
import { reflectingPool } from './r/reflecting-pool';
import { shock } from './s/shock';
import { spellweaverHelix } from './s/spellweaver-helix';
import { spellweaverVolute } from './s/spellweaver-volute';
import { spiderGwenFreeSpirit } from './s/spider-gwen-free-spirit';
import { spiderManNoir } from './s/spider-man-noir';
import { spiderManWebSlinger } from './s/spider-man-web-slinger';
import { spiderVerse } from './s/spider-verse';
import { strokeOfGenius } from './s/stroke-of-genius';
import { swamp } from './s/swamp';
import { thinkTwice } from './t/think-twice';
import { unsummon } from './u/unsummon';
import { wildGrowth } from './w/wild-growth';

export const ALL_CARDS: readonly CardDef[] = [
  arcaneSavant,
  assaultBattery,
  birdsOfParadise,
  blaze,
  boneSplinters,
  burstLightning,
  contamination,
  counterspell,
  cremate,
  deepAnalysis,
  disenchant,
  divination,
  endlessOne,
  exoticOrchard,
  fellwarStone,
  fireIce,
  fling,
  forest,
  giantSpider,
  grizzlyBears,
  heartbeatOfSpring,
  isamaruHoundOfKonda,
  island,
  lavaAxe,
  lightningBolt,
  llanowarElves,
  manaReflection,
  meddlingMage,
  mountain,
  opt,
  orderOfWhiteclay,
  pacifism,
  panic,
  piliPala,
  plains,
  rancor,
  reflectingPool,
  shock,
  spellweaverHelix,
  spellweaverVolute,
  spiderGwenFreeSpirit,
  spiderManNoir,
  spiderManWebSlinger,
  spiderVerse,
  strokeOfGenius,
  swamp,
  thinkTwice,
  unsummon,
  wildGrowth,
];
