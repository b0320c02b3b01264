/**
 * The booking calendar embedded on a page: hidden until a visitor asks for it, then its widget's stylesheet and
 * script load (once per page view, however often it is asked for) and the calendar scrolls into view.
 */
import { bookingCalendarUrl, bookingWidget } from '../config/site.ts';

export type CalendarStatus = 'hidden' | 'loading' | 'ready' | 'failed';

interface CalendlyApi {
  initInlineWidget(options: { url: string; parentElement: HTMLElement; resize?: boolean }): void;
}

let status: CalendarStatus = 'hidden';
const listeners = new Set<() => void>();

function setStatus(next: CalendarStatus) {
  status = next;
  for (const listener of listeners) listener();
}

export function subscribeCalendar(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function calendarStatus(): CalendarStatus {
  return status;
}

/** The server renders the calendar hidden. */
export function serverCalendarStatus(): CalendarStatus {
  return 'hidden';
}

let widget: Promise<CalendlyApi> | undefined;

/** Adds the widget's stylesheet and script to the page, once. */
function loadWidget(): Promise<CalendlyApi> {
  widget ??= new Promise<CalendlyApi>((resolve, reject) => {
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = bookingWidget.stylesheet;
    document.head.append(stylesheet);
    const script = document.createElement('script');
    script.src = bookingWidget.script;
    script.async = true;
    script.onload = () => {
      const api = (window as Window & { Calendly?: CalendlyApi }).Calendly;
      if (api) resolve(api);
      else reject(new Error('the calendar widget loaded without its API'));
    };
    script.onerror = () => reject(new Error('the calendar widget did not load'));
    document.head.append(script);
  });
  return widget;
}

/** Shows the calendar in `container` (the widget draws into it); a failure turns the calendar's links back into links. */
export function mountCalendar(container: HTMLElement): void {
  loadWidget().then(
    (api) => {
      if (container.childElementCount === 0) {
        api.initInlineWidget({ url: bookingCalendarUrl, parentElement: container, resize: true });
      }
      setStatus('ready');
    },
    () => setStatus('failed'),
  );
}

/** Reveals the calendar for good (its section stays shown when the address moves on) and loads its widget. */
export function revealCalendar(): void {
  if (status === 'hidden') setStatus('loading');
}
