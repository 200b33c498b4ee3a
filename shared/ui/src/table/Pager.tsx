import { Button, IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { type ComponentType, memo, useCallback } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '../icons/icons.tsx';
import { pagesFor, pageWindow } from './pager-math.ts';
import { useLatest } from './use-latest.ts';

export interface PagerProps {
  page: number;
  totalCount: number;
  /**
   * The total is a bound (a list that counts only so far past the page): the pager says "more than"
   * and offers the page after the last one counted.
   */
  moreThanTotalCount?: boolean;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/**
 * First / previous / page numbers / next / last, with 'Page X of Y' and the total (spec 000 §9).
 * Buttons that lead nowhere are aria-disabled rather than disabled: a disabled button drops the
 * keyboard focus it had (pressing 'Last page' would throw the user back to the top of the page).
 * They also stay usable while a page loads; the list hook ignores answers to superseded requests.
 * Memoized, and so is each button: a table's loading state does not change the pager, and a new
 * search's total renders the texts and the last-page button again, not a dozen Chakra buttons
 * (~1.5 ms of a timecards search's answer).
 */
export const Pager = memo(function Pager({
  page,
  totalCount,
  moreThanTotalCount = false,
  pageSize,
  onPageChange,
}: PagerProps) {
  const pages = pagesFor(totalCount, pageSize);
  // Beyond a bounded total there is at least one more row: the page after the last counted exists.
  const reachable = moreThanTotalCount ? pages + 1 : pages;
  const moreThan = moreThanTotalCount ? 'more than ' : '';
  // One callback for all buttons, reading the page and page count when called: their props stay equal.
  const latest = useLatest({ page, reachable, onPageChange });
  const go = useCallback(
    (target: number) => {
      const { page, reachable, onPageChange } = latest.current;
      if (target >= 1 && target <= reachable && target !== page) onPageChange(target);
    },
    [latest],
  );

  return (
    <Flex as="nav" aria-label="Pagination" align="center" justify="space-between" wrap="wrap" gap="3" pt="3">
      <HStack gap="4" color="fg.muted">
        <Text aria-live="polite">
          Page {Math.min(page, reachable)} of {moreThan}
          {pages}
        </Text>
        <Text>
          Total: {moreThan}
          {totalCount}
        </Text>
      </HStack>
      <HStack gap="1">
        <PagerArrow label="First page" icon={ChevronsLeftIcon} target={1} inert={page <= 1} onGo={go} />
        <PagerArrow
          label="Previous page"
          icon={ChevronLeftIcon}
          target={page - 1}
          inert={page <= 1}
          onGo={go}
        />
        {pageWindow(page, pages).map((n) => (
          <PageButton key={n} target={n} current={n === page} onGo={go} />
        ))}
        <PagerArrow
          label="Next page"
          icon={ChevronRightIcon}
          target={page + 1}
          inert={page >= reachable}
          onGo={go}
        />
        <PagerArrow
          label="Last page"
          icon={ChevronsRightIcon}
          target={pages}
          inert={page >= pages}
          onGo={go}
        />
      </HStack>
    </Flex>
  );
});

interface PagerButtonProps {
  target: number;
  onGo: (target: number) => void;
}

const PagerArrow = memo(function PagerArrow({
  label,
  icon: Icon,
  target,
  inert,
  onGo,
}: PagerButtonProps & { label: string; icon: ComponentType; inert: boolean }) {
  return (
    <IconButton
      aria-label={label}
      aria-disabled={inert || undefined}
      size="sm"
      variant="ghost"
      colorPalette="gray"
      onClick={() => onGo(target)}
    >
      <Icon />
    </IconButton>
  );
});

const PageButton = memo(function PageButton({
  target,
  current,
  onGo,
}: PagerButtonProps & { current: boolean }) {
  return (
    <Button
      aria-label={`Page ${target}`}
      aria-current={current ? 'page' : undefined}
      size="sm"
      minW="9"
      variant={current ? 'solid' : 'ghost'}
      colorPalette={current ? undefined : 'gray'}
      onClick={() => onGo(target)}
    >
      {target}
    </Button>
  );
});
