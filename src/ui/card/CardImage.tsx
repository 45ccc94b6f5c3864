/**
 * A card's Scryfall image over its text frame, when the "card images" setting is on (off by
 * default: the text frame drawn from data is the default and the fallback). The image is the
 * whole card, scaled to fit (never cropped: the artist line and copyright stay), loaded lazily;
 * until it has loaded, or if it fails, the text frame beneath shows, silently. Images come from
 * Scryfall's file host (no rate limit there; DESIGN "Real cards"), which the page's
 * Content-Security-Policy allows.
 */
import { useState } from 'react';
import { useView } from '../actions/view-store';

/** The URL of a card's image on Scryfall's file host, from its Scryfall id. */
export function scryfallImageUrl(id: string, version: 'normal' | 'large' = 'normal'): string {
  return `https://cards.scryfall.io/${version}/front/${id[0]}/${id[1]}/${id}.jpg`;
}

/** Shows the image of card `scryfallId` when images are on; nothing otherwise. */
export function CardImage({ scryfallId, name }: { scryfallId: string | null; name: string }) {
  const on = useView((s) => s.images);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  if (!on || !scryfallId || state === 'failed') return null;
  return (
    <img
      className={`card-image${state === 'loaded' ? ' loaded' : ''}`}
      src={scryfallImageUrl(scryfallId)}
      alt=""
      aria-hidden="true"
      data-card-image={name}
      loading="lazy"
      decoding="async"
      draggable={false}
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
    />
  );
}
