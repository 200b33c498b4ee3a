/**
 * Page views (spec 000 §2: reported in non-development builds). Pluggable: a deployment registers a
 * reporter; the default only hands the view to a tag manager's `dataLayer` when the page has one, so
 * the console itself makes no network call (nor in dev and tests).
 */
export type PageViewReporter = (path: string) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let reporter: PageViewReporter = (path) => {
  window.dataLayer?.push({ event: 'page_view', page_path: path });
};

export function setPageViewReporter(next: PageViewReporter): void {
  reporter = next;
}

/**
 * The page a path is, without what follows its first segment: the console's pages are one segment,
 * and the rest of a signed-out route's path is a link's parameter (a signing token), which a page
 * view must not carry to a tag manager.
 */
export const pageOf = (path: string): string => `/${path.split('/')[1] ?? ''}`;

export function reportPageView(path: string, production = process.env.NODE_ENV === 'production'): void {
  if (production) reporter(pageOf(path));
}
