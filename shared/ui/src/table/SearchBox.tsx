import { Input } from '@chakra-ui/react/input';
import { InputGroup } from '@chakra-ui/react/input-group';
import { SearchIcon } from '../icons/icons.tsx';
import type { ColumnSearch } from './types.ts';

export function SearchBox(props: { search: ColumnSearch; value: string; onChange: (value: string) => void }) {
  return (
    <InputGroup startElement={<SearchIcon />} startElementProps={{ color: 'fg.muted' }}>
      <Input
        type="search"
        size="sm"
        bg="bg"
        aria-label={props.search.ariaLabel}
        placeholder={props.search.placeholder ?? 'Search'}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </InputGroup>
  );
}
