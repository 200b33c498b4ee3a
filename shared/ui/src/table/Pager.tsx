import { Button, IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { memo, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from '../icons/icons.tsx';
import { pagesFor, pageWindow } from './pager-math.ts';

export interface PagerProps {
  page: number;
  totalCount: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/**
 * First / previous / page numbers / next / last, with 'Page X of Y' and the total (spec 000 §9).
 * Buttons that lead nowhere are aria-disabled rather than disabled: a disabled button drops the
 * keyboard focus it had (pressing 'Last page' would throw the user back to the top of the page).
 * They also stay usable while a page loads; the list hook ignores answers to superseded requests.
 * Memoized: a table's loading state does not change it.
 */
export const Pager = memo(function Pager({ page, totalCount, pageSize, onPageChange }: PagerProps) {
  const pages = pagesFor(totalCount, pageSize);
  const go = (target: number) => {
    if (target >= 1 && target <= pages && target !== page) onPageChange(target);
  };

  return (
    <Flex as="nav" aria-label="Pagination" align="center" justify="space-between" wrap="wrap" gap="3" pt="3">
      <HStack gap="4" color="fg.muted">
        <Text aria-live="polite">
          Page {Math.min(page, pages)} of {pages}
        </Text>
        <Text>Total: {totalCount}</Text>
      </HStack>
      <HStack gap="1">
        <PagerArrow label="First page" inert={page <= 1} onClick={() => go(1)}>
          <ChevronsLeftIcon />
        </PagerArrow>
        <PagerArrow label="Previous page" inert={page <= 1} onClick={() => go(page - 1)}>
          <ChevronLeftIcon />
        </PagerArrow>
        {pageWindow(page, pages).map((n) => (
          <Button
            key={n}
            aria-label={`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
            size="sm"
            minW="9"
            variant={n === page ? 'solid' : 'ghost'}
            colorPalette={n === page ? undefined : 'gray'}
            onClick={() => go(n)}
          >
            {n}
          </Button>
        ))}
        <PagerArrow label="Next page" inert={page >= pages} onClick={() => go(page + 1)}>
          <ChevronRightIcon />
        </PagerArrow>
        <PagerArrow label="Last page" inert={page >= pages} onClick={() => go(pages)}>
          <ChevronsRightIcon />
        </PagerArrow>
      </HStack>
    </Flex>
  );
});

function PagerArrow(props: { label: string; inert: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton
      aria-label={props.label}
      aria-disabled={props.inert || undefined}
      size="sm"
      variant="ghost"
      colorPalette="gray"
      onClick={props.onClick}
    >
      {props.children}
    </IconButton>
  );
}
