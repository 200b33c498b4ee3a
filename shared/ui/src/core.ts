/**
 * @tac/ui core: the design system provider, layout and form primitives, and icons. This entry is
 * shared at run time as one module (Module Federation does not tree-shake shared modules), so it
 * names each export and imports Chakra per component; anything added here ships on every page,
 * /Login included. Components also need their recipe in theme/system.ts.
 */
import type { RemoteRoute } from '@tac/contracts';
import type { ComponentType } from 'react';

// Chakra components, one subpath each (kept sorted by the formatter).
export { Badge, type BadgeProps } from '@chakra-ui/react/badge';
export { Box, type BoxProps } from '@chakra-ui/react/box';
export { Button, type ButtonProps, IconButton, type IconButtonProps } from '@chakra-ui/react/button';
export { Center, type CenterProps } from '@chakra-ui/react/center';
export { Container, type ContainerProps } from '@chakra-ui/react/container';
export { Field } from '@chakra-ui/react/field';
export { Flex, type FlexProps } from '@chakra-ui/react/flex';
export { Grid, GridItem, type GridItemProps, type GridProps } from '@chakra-ui/react/grid';
export { Group, type GroupProps } from '@chakra-ui/react/group';
export { Heading, type HeadingProps } from '@chakra-ui/react/heading';
export { Image, type ImageProps } from '@chakra-ui/react/image';
export { Input, type InputProps } from '@chakra-ui/react/input';
export { InputGroup, type InputGroupProps } from '@chakra-ui/react/input-group';
export { Link, type LinkProps } from '@chakra-ui/react/link';
export { Portal, type PortalProps } from '@chakra-ui/react/portal';
export { Separator, type SeparatorProps } from '@chakra-ui/react/separator';
export { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react/simple-grid';
export { Spacer, type SpacerProps } from '@chakra-ui/react/spacer';
export { Spinner, type SpinnerProps } from '@chakra-ui/react/spinner';
export { HStack, Stack, type StackProps, VStack } from '@chakra-ui/react/stack';
export type { HTMLChakraProps, SystemStyleObject } from '@chakra-ui/react/styled-system';
export { chakra } from '@chakra-ui/react/styled-system';
export { Text, type TextProps } from '@chakra-ui/react/text';
export { Textarea, type TextareaProps } from '@chakra-ui/react/textarea';
export { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
export {
  AddIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
  CloseIcon,
  DeleteIcon,
  EditIcon,
  EyeIcon,
  EyeOffIcon,
  LogoutIcon,
  MenuIcon,
  PowerIcon,
  SearchIcon,
} from './icons/icons.tsx';
export { type IconProps, SvgIcon } from './icons/svg-icon.tsx';
export { UiProvider } from './provider/UiProvider.tsx';
export { useRememberedChoice } from './remembered-choice.ts';
export { system } from './theme/system.ts';

/** What a remote's `./routes` module exports: route descriptors whose screens are React components. */
export type RouteDescriptor = RemoteRoute<ComponentType>;
