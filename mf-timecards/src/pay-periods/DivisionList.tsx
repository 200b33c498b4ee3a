import { Badge, chakra } from '@tac/ui';

export interface DivisionListItem {
  key: number;
  name: string;
  /** What happens or happened to its period: 'Closed', '12 line(s) pending'… */
  text: string;
  /** A result's badge colour; an outlook reads as plain text. */
  color?: 'green' | 'orange' | 'gray';
}

/** Division — what closing or reopening the week does (or did) to its period, one line each. */
export function DivisionList({ label, items }: { label: string; items: readonly DivisionListItem[] }) {
  return (
    <chakra.ul aria-label={label} listStyleType="none" display="grid" gap="1">
      {items.map((item) => (
        <chakra.li key={item.key} display="flex" gap="2" alignItems="baseline" flexWrap="wrap">
          <chakra.span fontWeight="medium">{item.name}</chakra.span>
          <span aria-hidden>—</span>
          {item.color ? (
            <Badge colorPalette={item.color} variant="subtle">
              {item.text}
            </Badge>
          ) : (
            <span>{item.text}</span>
          )}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
