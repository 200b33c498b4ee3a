import { describe, expect, it, vi } from 'vitest';
import { reportPageView, setPageViewReporter } from './analytics.ts';

describe('page view analytics', () => {
  it('reports only in production builds, through the registered reporter', () => {
    const reporter = vi.fn();
    setPageViewReporter(reporter);
    reportPageView('/MaterialListPage', false);
    expect(reporter).not.toHaveBeenCalled();
    reportPageView('/MaterialListPage', true);
    expect(reporter).toHaveBeenCalledWith('/MaterialListPage');
  });

  it("never reports a link's parameter (a signing token)", () => {
    const reporter = vi.fn();
    setPageViewReporter(reporter);
    reportPageView('/sign/secret-token', true);
    expect(reporter).toHaveBeenCalledWith('/sign');
  });
});
