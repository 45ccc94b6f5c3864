/**
 * Mounts the table's one card menu (CardMenu.tsx). Its code (and Radix's menu with its
 * positioning library) is not part of the first load: it is fetched when the browser is idle
 * after the table shows, or at the first card opened before that. Once loaded it stays
 * mounted, so that it knows whether the keyboard is in use when a card opens it by Enter.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { preloadable, whenIdle } from '../idle';
import { cardMenuStore } from './card-menu-state';

const menuModule = preloadable(() => import('./CardMenu'));
const CardMenu = lazy(menuModule.load);

export function CardMenuHost() {
  const requested = useStore(cardMenuStore, (s) => s.target !== null);
  const [loaded, setLoaded] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        menuModule.load().then(
          () => setLoaded(true),
          () => undefined,
        );
      }),
    [],
  );
  return loaded || requested ? (
    <Suspense fallback={null}>
      <CardMenu />
    </Suspense>
  ) : null;
}
