/**
 * Hold and replay, in a real browser: a press that lands before the code that answers it is held and given to that
 * code once it has run, exactly once; what the browser does on its own (links, modified clicks, popovers) is left to
 * it; and a part whose code failed gets its press back as plain HTML.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstScriptLoader } from './firstScript.ts';

type Wake = typeof import('./wake.ts');

let wake: Wake;
let instance = 0;
let listening: AbortController;
/** Stands in for React's root listener: it counts the clicks that reach the page's code. */
let root: HTMLDivElement;
let reached: string[];

beforeEach(async () => {
  // A fresh copy of the module for each test: its state (what woke, what hydrated) starts empty, as on a new page.
  instance += 1;
  wake = (await import(/* @vite-ignore */ `./wake.ts?instance=${instance}`)) as Wake;
  listening = new AbortController();
  wake.listenForTouches({ signal: listening.signal });
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  reached = [];
  root.addEventListener('click', (event) => reached.push((event.target as HTMLElement).dataset.name ?? ''));
});

afterEach(() => {
  listening.abort();
  root.remove();
});

function add(html: string): HTMLElement {
  root.insertAdjacentHTML('beforeend', html);
  return root.lastElementChild as HTMLElement;
}

/** Resolves once the next frame has been painted and the task after it has run: when a touch starts code. */
const afterNextPaint = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve))));

/** Presses an element as a finger does: pointer down, then the click. */
function press(element: Element, init: MouseEventInit = {}) {
  element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch', ...init }));
  return element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
}

describe('a press before the code has run', () => {
  it('is held, wakes the page, and is replayed once the code has run, exactly once', async () => {
    const button = add('<button type="button" data-name="theme">Dark</button>');
    let woke = false;
    void wake.whenTouched(wake.pageKey).then(() => {
      woke = true;
    });
    expect(press(button), 'the browser does nothing with it meanwhile').toBe(false);
    await Promise.resolve();
    expect(woke, 'not before the touch has been painted').toBe(false);
    await afterNextPaint();
    expect(woke).toBe(true);
    expect(reached).toEqual([]);
    wake.markHydrated(wake.pageKey);
    expect(reached).toEqual(['theme']);
  });

  it('inside a part that follows the frame, is replayed once that part has hydrated', () => {
    const part = add('<div data-part="content"><button type="button" data-name="table">Show data table</button></div>');
    press(part.querySelector('button') as HTMLButtonElement);
    wake.markHydrated(wake.pageKey);
    expect(reached, 'the frame alone cannot answer it').toEqual([]);
    wake.markHydrated('content');
    expect(reached).toEqual(['table']);
    expect(part.getAttribute('data-hydrated')).toBe('');
  });

  it('is replayed when the code arrives between the pointer going down and the click', async () => {
    const button = add('<button type="button" data-name="share">Share</button>');
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    wake.markHydrated(wake.pageKey);
    const passed = button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(passed, 'the half-seen click is held').toBe(false);
    expect(reached).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve));
    expect(reached).toEqual(['share']);
  });

  it('passes untouched once the code has run', () => {
    const button = add('<button type="button" data-name="later">Later</button>');
    wake.markHydrated(wake.pageKey);
    expect(press(button)).toBe(true);
    expect(reached).toEqual(['later']);
  });

  it('keeps its meaning when modified (a new tab, a download): it is not held', () => {
    const button = add('<button type="button" data-name="modified">Open</button>');
    expect(press(button, { ctrlKey: true })).toBe(true);
  });
});

describe('what the browser does on its own', () => {
  it('a link is followed by the browser, and the half-woken page does not see it', () => {
    const link = add('<a href="#somewhere" data-name="link">Somewhere</a>');
    expect(press(link), 'the browser follows it').toBe(true);
    expect(reached).toEqual([]);
    expect(window.location.hash).toBe('#somewhere');
  });

  it('a question (a summary) inside the page’s content opens at once: only buttons wait for code', () => {
    const part = add(
      '<div data-part="content"><details><summary data-name="question">Why?</summary>Because.</details></div>',
    );
    expect(press(part.querySelector('summary') as HTMLElement)).toBe(true);
    expect(part.querySelector('details')?.open).toBe(true);
  });

  it('a popover button opens its popover with no code, and its press does not wake the page', async () => {
    add('<div id="menu" popover>Menu</div>');
    const button = add('<button type="button" popovertarget="menu" data-name="menu">Menu</button>');
    let woke = false;
    void wake.whenTouched(wake.pageKey).then(() => {
      woke = true;
    });
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    await afterNextPaint();
    expect(woke, 'the press alone does not wake the page').toBe(false);
    button.click();
    expect(document.getElementById('menu')?.matches(':popover-open')).toBe(true);
    await afterNextPaint();
    expect(woke, 'its click does').toBe(true);
    document.getElementById('menu')?.hidePopover();
  });
});

describe('a form inside an island', () => {
  function form() {
    const island = add(
      '<div data-island="contact-form"><form action="/contact" method="post"><input name="email" value="sam@example.com"><button type="submit" data-name="send">Send</button></form></div>',
    );
    const submits: number[] = [];
    // The test stays on its page: the browser's own submission is counted, not followed.
    island.querySelector('form')?.addEventListener('submit', (event) => {
      submits.push(1);
      event.preventDefault();
    });
    return { island, send: island.querySelector('button') as HTMLButtonElement, submits };
  }

  it('holds a submit until the page, then the island, has run: the form is never sent twice', () => {
    const { island, send, submits } = form();
    expect(press(send)).toBe(false);
    expect(submits).toEqual([]);
    wake.markHydrated(wake.pageKey);
    // Replayed to the page, whose island is still waiting: held again, for the island.
    expect(reached).toEqual([]);
    expect(submits).toEqual([]);
    wake.markHydrated('contact-form');
    expect(reached).toEqual(['send']);
    expect(island.getAttribute('data-hydrated')).toBe('');
  });

  it('tells the first script of each held submit the visitor made, so it can answer at once', () => {
    listening.abort();
    listening = new AbortController();
    const told: HTMLFormElement[] = [];
    wake.listenForTouches({ signal: listening.signal, onHeldSubmit: (held) => told.push(held) });
    const { island, send } = form();
    add('<button type="button" data-name="other">Other</button>').click();
    expect(told, 'not for a button that sends nothing').toEqual([]);
    press(send);
    expect(told).toEqual([island.querySelector('form')]);
    // The replay, held again for the island, is not the visitor's: told nothing.
    wake.markHydrated(wake.pageKey);
    expect(told).toHaveLength(1);
    press(send);
    expect(told, 'a second press before the code').toHaveLength(2);
    wake.markHydrated('contact-form');
    press(send);
    expect(told, 'nothing is held once the code has run').toHaveLength(2);
  });

  it('gives the press back to the browser when the island’s code failed, so the form posts as HTML', () => {
    const { island, send, submits } = form();
    press(send);
    wake.markHydrated(wake.pageKey);
    wake.markFailed('contact-form');
    expect(submits).toEqual([1]);
    expect(island.getAttribute('data-hydrated')).toBe('failed');
    // Later presses are not held at all.
    press(send);
    expect(submits).toEqual([1, 1]);
  });
});

describe('a touch made before the first script ran', () => {
  /** Runs the document's inline loader, asking for an empty module: from now on it keeps the touches. */
  function startKeepingTouches() {
    const script = document.createElement('script');
    script.textContent = firstScriptLoader('data:text/javascript,');
    document.head.append(script);
    script.remove();
  }

  /** The first script arriving: a fresh copy of the module takes over the touches kept so far. */
  async function firstScriptRuns(): Promise<Wake> {
    instance += 1;
    const arrived = (await import(/* @vite-ignore */ `./wake.ts?instance=${instance}`)) as Wake;
    arrived.listenForTouches({ signal: listening.signal, early: arrived.takeEarlyTouches() });
    return arrived;
  }

  beforeEach(() => {
    // The page as it is before its first script: nothing listens but the inline loader.
    listening.abort();
    listening = new AbortController();
    startKeepingTouches();
  });

  afterEach(() => {
    window.earlyTouches?.stop();
    window.earlyTouches = undefined;
  });

  it('wakes the page, and a plain button’s click is replayed once the code has run', async () => {
    const menu = add('<button type="button" data-name="menu">Menu</button>');
    press(menu);
    // The browser had nothing to do with it: no code was there to answer it.
    reached = [];
    const arrived = await firstScriptRuns();
    await expect(arrived.whenTouched(arrived.pageKey)).resolves.toBeUndefined();
    expect(window.earlyTouches, 'the loader stops keeping touches').toBeUndefined();
    arrived.markHydrated(arrived.pageKey);
    expect(reached).toEqual(['menu']);
  });

  it('a key wakes the page too, and a submit or a link that already did its job is not replayed', async () => {
    const form = add('<form><button data-name="send">Send</button></form>');
    form.addEventListener('submit', (event) => event.preventDefault());
    press(form.querySelector('button') as HTMLButtonElement);
    press(add('<a href="#nowhere" data-name="link">Somewhere</a>'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
    reached = [];
    const arrived = await firstScriptRuns();
    await expect(arrived.whenTouched(arrived.pageKey)).resolves.toBeUndefined();
    arrived.markHydrated(arrived.pageKey);
    expect(reached).toEqual([]);
  });

  it('a finger still down when the first script runs has its click held and replayed', async () => {
    const share = add('<button type="button" data-name="share">Share</button>');
    share.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    const arrived = await firstScriptRuns();
    arrived.markHydrated(arrived.pageKey);
    // The click ends a press the code saw only half of: held, then replayed once it has finished.
    expect(share.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve));
    expect(reached).toEqual(['share']);
  });

  it('nothing touched, nothing wakes: scrolling a phone is not a touch', async () => {
    document.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'touch' }));
    const arrived = await firstScriptRuns();
    let woke = false;
    void arrived.whenTouched(arrived.pageKey).then(() => {
      woke = true;
    });
    await afterNextPaint();
    expect(woke).toBe(false);
  });
});
