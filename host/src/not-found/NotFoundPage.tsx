import { Messages } from '@tac/contracts';
import { Box, Heading, Link, Text } from '@tac/ui';
import { Link as RouterLink } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Box as="main" p="10" textAlign="center">
      <Heading as="h1" size="xl" color="gray.700">
        {Messages.pageNotFound}
      </Heading>
      <Text mt="3" color="gray.600">
        <Link asChild color="blue.700">
          <RouterLink to="/Login">Go to the console</RouterLink>
        </Link>
      </Text>
    </Box>
  );
}
