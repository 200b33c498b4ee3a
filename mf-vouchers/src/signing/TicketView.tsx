import type { SigningView } from '@tac/contracts';
import { formatCalendarDate } from '@tac/contracts/formats';
import { Box, Button, chakra, Heading, Stack, Text } from '@tac/ui';
import type { ReactNode } from 'react';
import { downloadSigningPdf } from './api/download-signing-pdf.ts';

const Cell = chakra('td', { base: { py: '1', pr: '3', verticalAlign: 'top', fontSize: 'sm' } });
const Head = chakra('th', {
  base: { py: '1', pr: '3', textAlign: 'start', fontSize: 'xs', color: 'gray.600' },
});

/** One part of the ticket: a heading and its rows, or what says there are none. */
function Part({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Stack gap="1" as="section" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {empty ? (
        <Text fontSize="sm" color="gray.600">
          None
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <Box overflowX="auto">
      <chakra.table w="full" borderCollapse="collapse">
        <chakra.caption srOnly>{caption}</chakra.caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <Head key={h} scope="col" textAlign={i === head.length - 1 ? 'end' : 'start'}>
                {h}
              </Head>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's lines have no id of their own
            <chakra.tr key={r} borderTopWidth="1px" borderColor="gray.200">
              {row.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <Cell key={i} textAlign={i === row.length - 1 ? 'end' : 'start'}>
                  {cell}
                </Cell>
              ))}
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

const Fact = ({ label, value }: { label: string; value: string }) =>
  value ? (
    <Text fontSize="sm">
      <chakra.span color="gray.600">{label}: </chakra.span>
      {value}
    </Text>
  ) : null;

/**
 * Step two: the revision the signee is asked to sign, as the server answered it (the same content it
 * hashed): its labour, materials, equipment, notes and photos, and its PDF (the photos' images are in it).
 */
export function TicketView({ token, view }: { token: string; view: SigningView }) {
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h2" size="md">
          T&M voucher {view.voucherNumber}
        </Heading>
        <Fact label="Version" value={String(view.version)} />
        <Fact label="Project" value={[view.projectNumber, view.projectName].filter(Boolean).join(' · ')} />
        <Fact label="Task" value={[view.taskNumber, view.taskName].filter(Boolean).join(' · ')} />
        <Fact label="Date" value={formatCalendarDate(view.createdDate)} />
        <Fact label="Recorded by" value={view.employeeName} />
        <Fact label="Signed for the company by" value={view.companySignerName} />
      </Stack>
      <Part title="Labour" empty={view.labour.length === 0}>
        <Table
          caption="Labour"
          head={['Employee', 'Pay code', 'Hours']}
          rows={view.labour.map((l) => [
            [l.employeeName, l.employeeNumber].filter(Boolean).join(' · '),
            l.payCode,
            l.hours.toFixed(2),
          ])}
        />
      </Part>
      <Part title="Materials" empty={view.materials.length === 0}>
        <Table
          caption="Materials"
          head={['Material', 'Quantity']}
          rows={view.materials.map((m) => [m.name, `${m.quantity} ${m.unit}`.trim()])}
        />
      </Part>
      <Part title="Equipment" empty={view.equipment.length === 0}>
        <Table
          caption="Equipment"
          head={['Equipment', 'Hours']}
          rows={view.equipment.map((e) => [e.name, e.hours.toFixed(2)])}
        />
      </Part>
      <Part title="Notes" empty={!view.notes.trim()}>
        <Text fontSize="sm" whiteSpace="pre-wrap">
          {view.notes}
        </Text>
      </Part>
      <Part title="Photos" empty={view.photos.length === 0}>
        <chakra.ul ps="5" fontSize="sm">
          {view.photos.map((p) => (
            <li key={p.name}>{p.name}</li>
          ))}
        </chakra.ul>
        <Text fontSize="xs" color="gray.600">
          The photos are in the voucher's PDF.
        </Text>
      </Part>
      <Box>
        <Button variant="outline" size="sm" onClick={() => void downloadSigningPdf(token, 'revision')}>
          Download the voucher as PDF
        </Button>
      </Box>
    </Stack>
  );
}
