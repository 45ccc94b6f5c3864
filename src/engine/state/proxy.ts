/**
 * Proxies: vanilla stand-ins for cards the pool does not script (DESIGN: proxies). A proxy has
 * a name, a type line, a mana cost and P/T, and no abilities; the legend rule, types and names
 * still apply. A token's proxy also carries the keywords, colours and activated abilities the
 * effect that created it gave it (CR 111.4, 111.10), and the triggered and static abilities it
 * gave it (111.3).
 */
import type { CardDef, ProxySpec } from './card-def';

const cache = new Map<string, CardDef>();

/** Definition key under which a proxy named `name` is stored in `GameState.proxies`. */
export function proxyKey(name: string): string {
  return `proxy:${name}`;
}

/** The (cached) card definition of a proxy spec. */
export function proxyDef(p: ProxySpec): CardDef {
  const key = JSON.stringify([
    p.name,
    p.typeLine,
    p.manaCost,
    p.power,
    p.toughness,
    p.text,
    p.keywords,
    p.colors,
    p.activated,
    p.triggered,
    p.statics,
    p.everyCreatureType,
    p.back,
  ]);
  let def = cache.get(key);
  if (!def) {
    def = {
      name: p.name,
      manaCost: p.manaCost ?? '',
      typeLine: p.typeLine ?? '',
      oracle: p.text ?? '',
      ...(p.power !== undefined ? { power: p.power } : {}),
      ...(p.toughness !== undefined ? { toughness: p.toughness } : {}),
      ...(p.keywords ? { keywords: [...p.keywords] } : {}),
      ...(p.colors ? { colors: [...p.colors] } : {}),
      ...(p.activated ? { activated: p.activated } : {}),
      ...(p.triggered ? { triggered: p.triggered } : {}),
      ...(p.statics ? { statics: p.statics } : {}),
      ...(p.everyCreatureType ? { everyCreatureType: true } : {}),
      // A double-faced token's back face (CR 701.53a): it transforms (712.18).
      ...(p.back ? { back: proxyDef(p.back) } : {}),
    };
    cache.set(key, def);
  }
  return def;
}
