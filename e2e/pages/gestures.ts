/**
 * Touch and pen as a device sends them, through the Chrome DevTools Protocol: touches with
 * `Input.dispatchTouchEvent` (not the mouse, not synthetic DOM events), a pen with
 * `Input.dispatchMouseEvent` and `pointerType: 'pen'`. Points are viewport coordinates.
 */
import type { CDPSession, Locator, Page } from '@playwright/test';
import { tableKitLoaded } from './table';

export interface Point {
  x: number;
  y: number;
}

export async function centre(el: Locator): Promise<Point> {
  await el.scrollIntoViewIfNeeded();
  const b = await el.boundingBox();
  if (!b) throw new Error('not visible');
  return { x: b.x + b.width / 2, y: b.y + Math.min(b.height / 2, 40) };
}

export class Gestures {
  private cdp: CDPSession | null = null;
  constructor(readonly page: Page) {}

  private async session(): Promise<CDPSession> {
    this.cdp ??= await this.page.context().newCDPSession(this.page);
    return this.cdp;
  }

  private async touch(type: 'touchStart' | 'touchMove' | 'touchEnd', p?: Point): Promise<void> {
    const cdp = await this.session();
    await cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: p ? [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }] : [],
    });
  }

  /** A quick tap. */
  async tap(at: Point): Promise<void> {
    await this.touch('touchStart', at);
    await this.page.waitForTimeout(40);
    await this.touch('touchEnd');
  }

  /** A finger held still for `ms`, then lifted. */
  async longPress(at: Point, ms = 700): Promise<void> {
    await tableKitLoaded(this.page);
    await this.touch('touchStart', at);
    await this.page.waitForTimeout(ms);
    await this.touch('touchEnd');
  }

  /**
   * A finger pressed on `from`, held briefly (`hold` ms), moved to `to` in `steps` moves, and
   * lifted. `during` runs before the lift, with the finger at `to`.
   */
  async drag(
    from: Point,
    to: Point,
    opts: { hold?: number; steps?: number; during?: () => Promise<void> } = {},
  ): Promise<void> {
    await tableKitLoaded(this.page);
    await this.dragNow(from, to, opts);
  }

  /** As {@link drag}, without waiting for the table's kit (a drag begun before it has loaded). */
  async dragNow(
    from: Point,
    to: Point,
    opts: { hold?: number; steps?: number; during?: () => Promise<void> } = {},
  ): Promise<void> {
    const steps = opts.steps ?? 12;
    await this.touch('touchStart', from);
    await this.page.waitForTimeout(opts.hold ?? 320);
    for (let i = 1; i <= steps; i++) {
      await this.touch('touchMove', {
        x: from.x + ((to.x - from.x) * i) / steps,
        y: from.y + ((to.y - from.y) * i) / steps,
      });
      await this.page.waitForTimeout(16);
    }
    await this.touch('touchMove', { x: to.x + 1, y: to.y + 1 });
    await this.page.waitForTimeout(50);
    if (opts.during) await opts.during();
    await this.touch('touchEnd');
  }

  /** A pen pressed on `from`, moved to `to`, and lifted. */
  async penDrag(from: Point, to: Point, steps = 12): Promise<void> {
    await tableKitLoaded(this.page);
    const cdp = await this.session();
    const send = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', p: Point) =>
      cdp.send('Input.dispatchMouseEvent', {
        type,
        x: p.x,
        y: p.y,
        button: 'left',
        buttons: type === 'mouseReleased' ? 0 : 1,
        clickCount: 1,
        pointerType: 'pen',
      });
    await send('mouseMoved', from);
    await send('mousePressed', from);
    for (let i = 1; i <= steps; i++) {
      await send('mouseMoved', {
        x: from.x + ((to.x - from.x) * i) / steps,
        y: from.y + ((to.y - from.y) * i) / steps,
      });
      await this.page.waitForTimeout(16);
    }
    await send('mouseMoved', { x: to.x + 1, y: to.y + 1 });
    await this.page.waitForTimeout(50);
    await send('mouseReleased', to);
  }
}
